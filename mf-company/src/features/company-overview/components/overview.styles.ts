import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

/** The KPI cards side by side on wide screens, wrapping to two on tablets and one on phones. */
export const KpiGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${space[4]};
`;

export const KpiLabel = styled.h2`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

/** One value of a figure with its detail (a money figure has one per currency). */
export const KpiFigure = styled.div`
  margin-block-start: ${space[2]};
`;

export const KpiValue = styled.p`
  margin: 0;
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};
  overflow-wrap: anywhere;
`;

export const KpiDetail = styled.p`
  margin: ${space[1]} 0 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

/** What the figure counts, under it. */
export const KpiHint = styled.p`
  margin: ${space[3]} 0 0;
  padding-block-start: ${space[2]};
  border-block-start: 1px solid ${color.border};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;

export const Growth = styled.span<{ $trend: 'up' | 'down' | 'flat' }>`
  color: ${({ $trend }) => ($trend === 'up' ? color.successText : $trend === 'down' ? color.dangerText : color.textMuted)};
  font-weight: ${font.weightSemibold};
`;

/** Alerts and recent activity side by side on wide screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

export const Items = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${space[1]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};

  & > p {
    margin: 0;
  }
`;

export const Meta = styled.span`
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Code = styled.bdi`
  white-space: nowrap;
`;
