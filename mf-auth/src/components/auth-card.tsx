import type { ReactNode } from 'react';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { Description, Footer, FullPage, Heading, InShell, Panel, Title, Toolbar, ToolbarActions } from './auth-card.styles';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (e.g. "Already have an account? Sign in"). */
  footer?: ReactNode;
  /**
   * `bare`: the page renders without the shell (sign in, sign up), so the card brings the logo,
   * a language switch and the theme toggle itself. `framed`: inside the shell's layout.
   */
  variant?: 'bare' | 'framed';
  wide?: boolean;
}

/** The card every auth page is built on: title, description, content, footer links. */
export function AuthCard({ title, description, children, footer, variant = 'framed', wide = false }: AuthCardProps) {
  const panel = (
    <Panel $wide={wide} aria-labelledby="auth-card-title">
      {variant === 'bare' && (
        <Toolbar>
          <Brand />
          <ToolbarActions>
            <LanguageSwitch />
            <ThemeToggle />
          </ToolbarActions>
        </Toolbar>
      )}
      <Heading>
        <Title id="auth-card-title">{title}</Title>
        {description && <Description>{description}</Description>}
      </Heading>
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Panel>
  );
  return variant === 'bare' ? <FullPage>{panel}</FullPage> : <InShell>{panel}</InShell>;
}
