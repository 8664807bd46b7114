import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const Event = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[3]};
  font-size: ${font.sizeSm};

  a {
    color: inherit;
  }
`;

export const When = styled.time`
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
  white-space: nowrap;
`;
