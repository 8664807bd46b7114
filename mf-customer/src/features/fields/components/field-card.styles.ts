import { Card } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const CardRoot = styled(Card)`
  position: relative;
  overflow: hidden;
  gap: 0;
`;

/** Fixed aspect ratio: the card keeps its size whether the photo has loaded or not (no layout shift). */
export const Photo = styled.div`
  aspect-ratio: 16 / 10;
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
  display: grid;
  place-items: center;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
`;

export const Name = styled.h3`
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
  line-height: ${font.lineHeightTight};

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

export const Price = styled.p`
  color: ${color.primaryText};
  font-weight: ${font.weightSemibold};
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
