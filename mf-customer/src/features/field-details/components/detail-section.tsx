import { useId, type ReactNode } from 'react';
import { CardHeader } from '@pitchside/shared-ui/card';
import { SectionCard } from './detail-section.styles';

export interface DetailSectionProps {
  title: string;
  /** Under the title, e.g. the time zone the section's times are in. */
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the page, exposed as a region named by its heading. */
export function DetailSection({ title, description, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <SectionCard forwardedAs="section" aria-labelledby={titleId}>
      <CardHeader title={title} titleId={titleId} description={description} />
      {children}
    </SectionCard>
  );
}
