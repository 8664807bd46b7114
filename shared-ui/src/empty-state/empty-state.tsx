import type { ReactNode } from 'react';
import { Description, IconWrap, Root, Title } from './empty-state.styles';

export interface EmptyStateProps {
  /** Decorative icon, e.g. `<CalendarIcon size={28} />`. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A call to action (button or link). */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What to show when a list or page has nothing yet, with a way forward. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Root>
  );
}
