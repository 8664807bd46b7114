import { styled } from '@pitchside/shared-ui/styled';
import { color, font, layout, media, radius, space } from '@pitchside/shared-ui/tokens';

export const HeroBand = styled.section`
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 10%, ${color.primarySubtle}, transparent 55%),
    ${color.surface};
  border-block-end: 1px solid ${color.border};
`;

export const HeroInner = styled.div`
  display: grid;
  align-items: center;
  gap: ${space[10]};
  max-inline-size: ${layout.contentMaxWidth};
  margin-inline: auto;
  padding-block: ${space[12]};
  padding-inline: ${space[4]};

  ${media.tabletUp} {
    padding-inline: ${space[6]};
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    padding-block: ${space[16]};
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[5]};
`;

export const Eyebrow = styled.p`
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.full};
  background: ${color.primarySubtle};
  color: ${color.primaryText};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightSemibold};
`;

export const Headline = styled.h1`
  font-size: ${font.size3xl};
  font-weight: ${font.weightBold};
  letter-spacing: -0.01em;

  ${media.tabletUp} {
    font-size: ${font.size4xl};
  }
`;

export const Subline = styled.p`
  max-inline-size: 36rem;
  color: ${color.textMuted};
  font-size: ${font.sizeLg};
  line-height: ${font.lineHeightRelaxed};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

export const Art = styled.div`
  display: none;
  color: ${color.primary};

  ${media.tabletUp} {
    display: block;
  }
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  .turf {
    fill: ${color.primarySubtle};
  }
  .ball {
    fill: ${color.surface};
  }
`;
