import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

export const FiltersLayout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space[3]};
  align-items: end;
`;

/**
 * The booking's details beside its actions (under them on phones). Columns may shrink below their
 * content's widest word, so a long name wraps inside the card instead of widening it.
 */
export const CardLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space[4]};
  align-items: start;

  & > * {
    min-inline-size: 0;
  }

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Customer = styled.h2`
  min-inline-size: 0;
  margin: 0;
  font-size: ${font.sizeLg};
  overflow-wrap: anywhere;
`;

export const Contact = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[3]};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;

  a {
    color: ${color.primaryText};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${space[2]} ${space[4]};
  margin: 0;

  dt {
    color: ${color.textMuted};
    font-size: ${font.sizeXs};
  }

  & > div {
    min-inline-size: 0;
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Remark = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;
