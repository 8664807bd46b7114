import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const CardLayout = styled.div`
  display: grid;
  grid-template-columns: 8rem 1fr auto;
  gap: ${space[4]};
  align-items: center;

  ${media.phone} {
    grid-template-columns: 5rem 1fr;
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Photo = styled.div`
  display: grid;
  place-items: center;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Name = styled.h2`
  margin: 0;
  font-size: ${font.sizeLg};
`;

export const Meta = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Price = styled.p`
  margin: 0;
  font-weight: ${font.weightSemibold};
  font-variant-numeric: tabular-nums;
`;
