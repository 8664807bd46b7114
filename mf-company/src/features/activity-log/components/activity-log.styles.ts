import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

/** Filters side by side on wide screens; the button aligned with the inputs. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space[3]};
  align-items: end;
`;

export const Entries = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  grid-template-columns: 12rem 1fr;
  gap: ${space[1]} ${space[4]};
  padding-block: ${space[3]};
  border-block-end: 1px solid ${color.border};

  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

export const When = styled.time`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const What = styled.p`
  margin: 0;

  & > strong {
    font-weight: ${font.weightSemibold};
  }
`;

/** Isolated from the sentence's direction: a booking number stays in one piece in Arabic. */
export const Target = styled.bdi`
  display: inline-block;
  max-inline-size: 100%;
  overflow: hidden;
  color: ${color.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;
