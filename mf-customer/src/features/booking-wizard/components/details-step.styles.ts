import { styled } from '@pitchside/shared-ui/styled';
import { media, space } from '@pitchside/shared-ui/tokens';

/** Two fields side by side from tablets up, one under the other on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[3]};

  ${media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
