import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

/** A saved card's icon, what it is, then its actions: beside it on wide screens, under it on phones. */
export const CardLayout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[3]} ${space[4]};
  align-items: center;

  ${media.tabletUp} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

/** The card's brand and last digits: the line that names it, in the text's own colour above the quieter facts. */
export const CardName = styled.span`
  color: ${color.text};
  font-size: ${font.sizeMd};
  font-weight: ${font.weightSemibold};
`;

/** Expiry and holder under the card's name, quieter. */
export const CardFacts = styled.div`
  display: grid;
  gap: ${space[1]};
  min-inline-size: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  grid-column: 1 / -1;

  ${media.tabletUp} {
    grid-column: auto;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
