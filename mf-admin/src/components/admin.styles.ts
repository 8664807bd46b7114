import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

/** Label–value pairs of a detail card; one column on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  margin: 0;

  dt {
    color: ${color.textMuted};
    font-size: ${font.sizeSm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[1]};

    dd + dt {
      margin-block-start: ${space[2]};
    }
  }
`;

/** Secondary text under or beside a value (an e-mail under a name). */
export const Muted = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;

/** Detail cards side by side on wide screens, one column on phones. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

/** A list without bullets whose items are separated by a line. */
export const PlainList = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-block-start: ${space[2]};
    border-block-start: 1px solid ${color.border};
  }
`;

/** The filters of a list, side by side as far as they fit. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space[3]};
  align-items: start;
`;

/** Figures keep their width while they change (tabular digits). */
export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
`;
