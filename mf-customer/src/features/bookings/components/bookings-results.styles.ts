import { styled } from '@pitchside/shared-ui/styled';
import { color, font, motion, space } from '@pitchside/shared-ui/tokens';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-inline-size: 0;

  h2:focus {
    outline: none;
  }
`;

export const Total = styled.p`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** While a new answer loads, the previous results stay, dimmed. */
export const Busy = styled.div<{ $busy: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${motion.durationNormal} ${motion.easing};
`;
