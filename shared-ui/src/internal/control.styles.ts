import { css } from 'styled-components';
import { color, font, layout, motion, radius, space } from '../tokens/tokens';

/** Transient props shared by input-like controls. */
export interface ControlStyleProps {
  $invalid?: boolean;
}

/** Box of text inputs, text areas, selects and the select trigger (16 px text avoids iOS zoom). */
export const controlBase = css<ControlStyleProps>`
  inline-size: 100%;
  min-block-size: ${layout.controlMd};
  padding-block: ${space[2]};
  padding-inline: ${space[3]};
  border: 1px solid ${({ $invalid }) => ($invalid ? color.danger : color.borderStrong)};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.sizeMd};
  line-height: ${font.lineHeightNormal};
  transition:
    border-color ${motion.durationFast} ${motion.easing},
    box-shadow ${motion.durationFast} ${motion.easing};

  &::placeholder,
  &[data-placeholder] {
    color: ${color.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? color.dangerHover : color.text)};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
  &:disabled,
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
    background: ${color.surfaceMuted};
  }
`;
