import { styled } from '@pitchside/shared-ui/styled';
import { color, font, media, space } from '@pitchside/shared-ui/tokens';

export const StatList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Stat = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[1]};
`;

export const StatValue = styled.span`
  color: ${color.primaryText};
  font-size: ${font.size3xl};
  font-weight: ${font.weightBold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  ${media.tabletUp} {
    font-size: ${font.size4xl};
  }
`;

export const StatLabel = styled.span`
  color: ${color.textMuted};
`;
