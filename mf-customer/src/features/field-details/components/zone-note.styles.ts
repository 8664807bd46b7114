import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const ZoneText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;
