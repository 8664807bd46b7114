import styled, { css } from 'styled-components';
import { color, font, layout, motion, radius, space } from '../tokens/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.primary};
    color: ${color.onPrimary};
    &:hover { background: ${color.primaryHover}; }
    &:active { background: ${color.primaryActive}; }
  `,
  secondary: css`
    background: ${color.secondary};
    color: ${color.onSecondary};
    &:hover { background: ${color.secondaryHover}; }
  `,
  outline: css`
    background: transparent;
    color: ${color.text};
    border-color: ${color.borderStrong};
    &:hover { background: ${color.surfaceHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${color.text};
    &:hover { background: ${color.surfaceHover}; }
  `,
  danger: css`
    background: ${color.danger};
    color: ${color.onDanger};
    &:hover { background: ${color.dangerHover}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`min-block-size: ${layout.controlSm}; padding-inline: ${space[3]}; font-size: ${font.sizeSm};`,
  md: css`min-block-size: ${layout.controlMd}; padding-inline: ${space[4]}; font-size: ${font.sizeSm};`,
  lg: css`min-block-size: ${layout.controlLg}; padding-inline: ${space[6]}; font-size: ${font.sizeMd};`,
};

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

export const StyledButton = styled.button<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding-block: ${space[1]};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  font-family: inherit;
  font-weight: ${font.weightSemibold};
  line-height: ${font.lineHeightTight};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${motion.durationFast} ${motion.easing};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* A link has no disabled state: stop the navigation. */
  &[aria-disabled='true'] {
    pointer-events: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
