import styled from 'styled-components';
import { color, font, layout, media, space } from '../tokens/tokens';

export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  inline-size: 100%;
  max-inline-size: ${layout.contentMaxWidth};
  margin-inline: auto;
  padding-block: ${space[6]} ${space[10]};
  padding-inline: ${space[4]};

  ${media.tabletUp} {
    padding-inline: ${space[6]};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[4]};
`;

export const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const Title = styled.h1`
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};

  ${media.tabletUp} {
    font-size: ${font.size3xl};
  }
`;

export const Description = styled.p`
  color: ${color.textMuted};
`;
