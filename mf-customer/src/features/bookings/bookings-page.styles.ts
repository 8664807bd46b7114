import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const Note = styled.p`
  margin-block: ${space[3]} 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
