import styled, { css } from 'styled-components';
import { color, layout, motion, radius } from '../tokens/tokens';

export type IconButtonVariant = 'ghost' | 'outline' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const sizes: Record<IconButtonSize, string> = { sm: layout.controlSm, md: layout.controlMd, lg: layout.controlLg };

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  ghost: css`
    background: transparent;
    color: ${color.text};
    &:hover { background: ${color.surfaceHover}; }
  `,
  outline: css`
    background: transparent;
    color: ${color.text};
    border-color: ${color.borderStrong};
    &:hover { background: ${color.surfaceHover}; }
  `,
  primary: css`
    background: ${color.primary};
    color: ${color.onPrimary};
    &:hover { background: ${color.primaryHover}; }
  `,
  danger: css`
    background: transparent;
    color: ${color.dangerText};
    &:hover { background: ${color.dangerSubtle}; }
  `,
};

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${({ $size }) => sizes[$size]};
  block-size: ${({ $size }) => sizes[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${radius.md};
  cursor: pointer;
  transition: background-color ${motion.durationFast} ${motion.easing};
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
