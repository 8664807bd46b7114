import { Card } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

export const StatCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const StatLabel = styled.dt`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

export const StatValue = styled.dd`
  margin: 0;
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const StatHint = styled.dd`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;
