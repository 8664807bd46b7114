import { Card } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Phones: one column. Wider: what and when at the inline start, money and code at the inline end. */
export const ItemCard = styled(Card)`
  position: relative;
  display: grid;
  gap: ${space[3]};

  ${media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export const Name = styled.h3`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
  line-height: ${font.lineHeightTight};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }

  /* The whole card is the link's target area; the link itself stays the one focusable element. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.lg};
  }

  a:focus-visible {
    outline: none;
  }

  a:focus-visible::after {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
  }
`;

export const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[4]};

  ${media.tabletUp} {
    flex-direction: column;
    align-items: flex-end;
    text-align: end;
  }
`;

export const Total = styled.span`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightBold};
  font-variant-numeric: tabular-nums;
`;

export const Code = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};

  span {
    font-family: ${font.familyMono};
    letter-spacing: 0.08em;
    color: ${color.text};
  }
`;
