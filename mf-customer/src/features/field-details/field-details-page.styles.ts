import { styled } from '@pitchside/shared-ui/styled';
import { media, space } from '@pitchside/shared-ui/tokens';

/** One column on phones and tablets; on desktops the details beside location, hours and prices. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[6]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  min-inline-size: 0;
`;

/** The gallery's frame, for the loading state. */
export const GalleryShape = styled.div`
  aspect-ratio: 16 / 9;
`;
