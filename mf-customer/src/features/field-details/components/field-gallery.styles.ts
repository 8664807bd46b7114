import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-inline-size: 0;
`;

/** Fixed 16:9 frame: the page does not move while the photo loads. */
export const MainFrame = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.surfaceMuted};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  aspect-ratio: 16 / 9;
  border: 1px dashed ${color.borderStrong};
  border-radius: ${radius.lg};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const ThumbList = styled.ul`
  display: flex;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  padding-block-end: ${space[1]};
  overflow-x: auto;
  list-style: none;
`;

export const Thumb = styled.button`
  display: block;
  flex-shrink: 0;
  inline-size: 6rem;
  aspect-ratio: 4 / 3;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${color.primary};
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
