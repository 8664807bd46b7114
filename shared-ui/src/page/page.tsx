import type { ReactNode } from 'react';
import { Description, Header, HeaderText, PageRoot, Title } from './page.styles';

/** The content column of a page: readable width, side padding that fits 375 px. */
export function Page({ children }: { children: ReactNode }) {
  return <PageRoot>{children}</PageRoot>;
}

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the inline end (wrap under the title on phones). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Header>
      <HeaderText>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </HeaderText>
      {actions}
    </Header>
  );
}
