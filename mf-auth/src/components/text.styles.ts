import { styled } from '@pitchside/shared-ui/styled';
import { color, font } from '@pitchside/shared-ui/tokens';

/** A paragraph without outer margins (layouts space it with gaps). */
export const Text = styled.p<{ $muted?: boolean; $small?: boolean }>`
  margin: 0;
  color: ${({ $muted }) => ($muted ? color.textMuted : 'inherit')};
  font-size: ${({ $small }) => ($small ? font.sizeSm : 'inherit')};
  overflow-wrap: anywhere;
`;
