import { styled } from '@pitchside/shared-ui/styled';
import { color, font, motion, space } from '@pitchside/shared-ui/tokens';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-inline-size: 0;
  scroll-margin-block-start: ${space[16]};

  h2:focus {
    outline: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
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

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Issues = styled.ul`
  margin: 0;
  padding-inline-start: ${space[4]};
`;
