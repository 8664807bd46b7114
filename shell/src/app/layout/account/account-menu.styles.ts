import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, motion, radius } from '@pitchside/shared-ui/tokens';

/**
 * The avatar trigger. Named by visually hidden text rather than `aria-label`, so the initials it shows
 * do not contradict its accessible name (WCAG 2.5.3).
 */
export const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${layout.controlMd};
  block-size: ${layout.controlMd};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${radius.full};
  background: transparent;
  cursor: pointer;
  transition: background-color ${motion.durationFast} ${motion.easing};

  &:hover,
  &[data-state='open'] {
    background: ${color.surfaceHover};
  }
`;

export const Identity = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Name = styled.span`
  color: ${color.text};
  font-weight: ${font.weightSemibold};
`;

export const Email = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
  font-weight: ${font.weightRegular};
  overflow-wrap: anywhere;
`;
