import { Card } from '@pitchside/shared-ui/card';
import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

/**
 * The figures side by side, as many as fit at 9rem or more each, sharing the row (auto-fit: no empty tracks
 * after the last figure, so long values such as money get the room).
 */
export const StatList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(9rem, 100%), 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

/** One amount with its currency, never split between lines ("567,82 $US", not "567,82 $U" / "S"). */
export const Amount = styled.span`
  white-space: nowrap;
`;

export const StatHint = styled.dd`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;
