import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot } from 'radix-ui';
import { Spinner } from '../spinner/spinner';
import { useHydrated } from '../internal/use-hydrated';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { StyledButton, type ButtonSize, type ButtonVariant } from './button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Renders the single child element (e.g. a router `<Link>` or `<a>`) with button styling. */
  asChild?: boolean;
}

/**
 * The action button. `type` defaults to `"button"`; use `asChild` for links that look like buttons. A
 * `submit` button in server-rendered markup is disabled until the page is hydrated.
 */
export function Button({
  variant = 'primary', size = 'md', loading = false, fullWidth = false, startIcon, endIcon, asChild = false,
  disabled, type, children, ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const hydrated = useHydrated();
  // A submit button rendered by the server stays disabled until hydrated (no native submission meanwhile).
  const inactive = Boolean(disabled || loading || (type === 'submit' && !hydrated));
  const elementProps = asChild
    ? { as: Slot.Root, 'aria-disabled': inactive || undefined }
    : { type: type ?? 'button', disabled: inactive };

  return (
    <StyledButton
      {...elementProps}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      <Slot.Slottable>{children}</Slot.Slottable>
      {endIcon}
      {loading && <VisuallyHidden> ({t('loading')})</VisuallyHidden>}
    </StyledButton>
  );
}
