import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const Section = styled.section`
  display: grid;
  gap: ${space[2]};
  margin-block-end: ${space[4]};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${font.sizeMd};
`;

/** Label–value pairs, label at the start, value at the end. */
export const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  font-size: ${font.sizeSm};

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Amounts aligned at the end, total emphasised. */
export const Amounts = styled(Pairs)`
  dd {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-block-start: ${space[2]};
    border-block-start: 1px solid ${color.border};
    color: ${color.text};
    font-weight: ${font.weightSemibold};
  }
`;

export const Code = styled.code`
  font-family: ${font.familyMono};
  font-size: ${font.sizeXs};
`;

export const Summary = styled.p`
  margin: 0;
  font-size: ${font.sizeSm};
`;
