import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

/** The total, set apart by a rule above it; its pair stays on the grid of the list. */
export const TotalRow = styled.div`
  display: contents;

  dt,
  dd {
    padding-block-start: ${space[2]};
    border-block-start: 1px solid ${color.border};
    color: ${color.text};
    font-weight: ${font.weightBold};
  }
`;
