import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};

  ${media.tabletUp} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

export const Title = styled.h1`
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};
  overflow-wrap: anywhere;

  ${media.tabletUp} {
    font-size: ${font.size3xl};
  }
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: ${space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin-block-start: ${space[2]};
  color: ${color.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
  }
`;

export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[2]};
  flex-shrink: 0;

  ${media.tabletUp} {
    align-items: flex-end;
    text-align: end;
  }
`;

export const PriceLabel = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Price = styled.span`
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
  font-variant-numeric: tabular-nums;
`;
