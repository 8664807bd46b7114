import { styled } from '@pitchside/shared-ui/styled';
import { color, font, space } from '@pitchside/shared-ui/tokens';

/** The key figures side by side on wide screens, two on tablets, one on phones. */
export const KpiGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${space[4]};
  align-items: stretch;
`;

export const KpiLabel = styled.h2`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
  font-weight: ${font.weightMedium};
`;

export const KpiFigure = styled.div`
  margin-block-start: ${space[2]};
`;

export const KpiValue = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${font.size2xl};
  font-weight: ${font.weightBold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const KpiDetail = styled.p`
  margin: 0;
  margin-block-start: ${space[1]};
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const Growth = styled.span<{ $trend: 'up' | 'down' | 'flat' }>`
  color: ${({ $trend }) => ($trend === 'up' ? color.successText : $trend === 'down' ? color.dangerText : color.textMuted)};
  font-weight: ${font.weightSemibold};
`;

/** A figure's breakdown (by role, by status) under its value. */
export const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${space[1]} ${space[3]};
  margin: 0;
  margin-block-start: ${space[3]};
  padding-block-start: ${space[2]};
  border-block-start: 1px solid ${color.border};
  font-size: ${font.sizeSm};

  dt {
    color: ${color.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export const KpiHint = styled.p`
  margin: 0;
  margin-block-start: ${space[3]};
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;
