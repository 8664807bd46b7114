import { styled } from '@pitchside/shared-ui/styled';
import { font, space } from '@pitchside/shared-ui/tokens';

/** The chips, wrapping. */
export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** A fieldset without a frame: the legend above its chips. */
export const FilterBlock = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    padding: 0;
    margin-block-end: ${space[1]};
    font-size: ${font.sizeSm};
    font-weight: ${font.weightMedium};
  }
`;
