import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Description, Header, HeaderText, StyledCard, Title, type CardPadding } from './card.styles';

export type { CardPadding };

export interface CardProps extends ComponentPropsWithRef<'div'> {
  padding?: CardPadding;
  /** Stronger shadow (e.g. floating summaries). */
  elevated?: boolean;
  /** Hover/focus-within highlight, for cards containing a main link. */
  interactive?: boolean;
  /** Semantic element: `section`/`article` for standalone content, `li` inside lists. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
}

/** A bordered surface grouping related content. */
export function Card({ padding = 'md', elevated = false, interactive = false, as, ...rest }: CardProps) {
  return <StyledCard as={as} $padding={padding} $elevated={elevated} $interactive={interactive} {...rest} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Actions at the inline end (button, menu). */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Id for the title, so the card can be `aria-labelledby` it. */
  titleId?: string;
}

/** Title row of a card with an optional description and action. */
export function CardHeader({ title, description, action, headingLevel = 2, titleId }: CardHeaderProps) {
  return (
    <Header>
      <HeaderText>
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
        {description && <Description>{description}</Description>}
      </HeaderText>
      {action}
    </Header>
  );
}
