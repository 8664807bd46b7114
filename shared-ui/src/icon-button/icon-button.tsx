import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledIconButton, type IconButtonSize, type IconButtonVariant } from './icon-button.styles';

export type { IconButtonSize, IconButtonVariant };

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Accessible name (required: the button shows only an icon). Pass translated text. */
  label: string;
  /** The icon (decorative); may also hold a floating `Badge`. */
  children: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({ label, children, variant = 'ghost', size = 'md', type, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type ?? 'button'} aria-label={label} $variant={variant} $size={size} {...rest}>
      {children}
    </StyledIconButton>
  );
}
