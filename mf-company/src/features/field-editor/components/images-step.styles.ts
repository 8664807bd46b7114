import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, radius, space } from '@pitchside/shared-ui/tokens';

export const DropZone = styled.div<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  padding: ${space[6]} ${space[4]};
  border: 2px dashed ${({ $active }) => ($active ? color.primary : color.borderStrong)};
  border-radius: ${radius.lg};
  background: ${({ $active }) => ($active ? color.primarySubtle : color.surfaceMuted)};
  color: ${color.textMuted};
  text-align: center;
`;

export const ImageList = styled.ol`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ImageRow = styled.li`
  display: grid;
  grid-template-columns: 6rem 1fr auto;
  gap: ${space[3]};
  align-items: center;
  padding: ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};

  ${media.phone} {
    grid-template-columns: 4.5rem 1fr;
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Thumb = styled.img`
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${radius.sm};
  background: ${color.surfaceMuted};
  object-fit: cover;
`;

export const ImageName = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: ${font.sizeSm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
