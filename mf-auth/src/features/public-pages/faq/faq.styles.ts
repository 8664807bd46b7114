import { styled } from '@pitchside/shared-ui/styled';
import { color, font, motion, radius, space } from '@pitchside/shared-ui/tokens';

/** The search box, as wide as the questions under it. */
export const Search = styled.search`
  max-inline-size: 52rem;
`;

/** "No question matches", centred under the search box rather than across the page. */
export const NoMatch = styled.div`
  max-inline-size: 52rem;
`;

export const Topic = styled.section`
  display: grid;
  gap: ${space[3]};
  max-inline-size: 52rem;
`;

export const TopicTitle = styled.h2`
  margin: 0;
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
`;

export const Questions = styled.div`
  display: grid;
  gap: ${space[2]};
`;

/** One question, opened and closed with the mouse, the keyboard (Enter, Space) or a screen reader. */
export const Question = styled.details`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};

  summary {
    cursor: pointer;
    padding: ${space[3]} ${space[4]};
    font-weight: ${font.weightSemibold};
    border-radius: ${radius.md};
    transition: background-color ${motion.durationFast} ${motion.easing};
  }

  summary:hover {
    background: ${color.surfaceHover};
  }

  summary:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }

  &[open] summary {
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    border-block-end: 1px solid ${color.border};
  }
`;

export const Answer = styled.div`
  display: grid;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]} ${space[4]};
`;
