import { css, styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, space } from '@pitchside/shared-ui/tokens';

/** Cards side by side while they fit (each at least 16rem), one under the other on phones. */
const columns = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${space[4]};
`;

export const CardGrid = styled.div`
  ${columns}
  align-items: start;
`;

export const PlanList = styled.ul`
  ${columns}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${space[3]};
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSm};
`;

export const PlanName = styled.p`
  margin: 0;
  font-size: ${font.sizeXl};
  font-weight: ${font.weightBold};
`;

export const Price = styled.p`
  margin: 0;
  font-size: ${font.sizeLg};
  font-weight: ${font.weightSemibold};
  color: ${color.primaryText};
`;

/** A plan's limits, one per line; the actions stay at the bottom of equally tall cards. */
export const Limits = styled.ul`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${space[1]};
  margin: 0;
  padding-inline-start: ${space[5]};
  font-size: ${font.sizeSm};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  margin: 0;
  font-size: ${font.sizeSm};

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Meters = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MeterHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]};
  margin-block-end: ${space[1]};
  font-size: ${font.sizeSm};

  span:last-child {
    font-variant-numeric: tabular-nums;
  }
`;

export type MeterLevel = 'ok' | 'warning' | 'full';
const levelColor = { ok: color.primary, warning: color.warning, full: color.danger } as const;
const levelText = { ok: color.textMuted, warning: color.warningText, full: color.dangerText } as const;

export const Track = styled.div`
  block-size: ${space[2]};
  border-radius: ${radius.full};
  background: ${color.surfaceMuted};
  overflow: hidden;
`;

/** The used share, from the inline start (right in RTL). */
export const Fill = styled.div<{ $percent: number; $level: MeterLevel }>`
  block-size: 100%;
  inline-size: ${({ $percent }) => `${$percent}%`};
  border-radius: ${radius.full};
  background: ${({ $level }) => levelColor[$level]};
`;

export const MeterNote = styled.p<{ $level: MeterLevel }>`
  margin: ${space[1]} 0 0;
  font-size: ${font.sizeXs};
  color: ${({ $level }) => levelText[$level]};
`;

/** Bordered boxes of a list (plans offered to a new company, saved cards). */
export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

export const Methods = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MethodRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  color: ${color.textMuted};
`;

/** Brand and digits, expiry and holder of a card; the actions wrap under it on phones. */
export const MethodDetails = styled.div`
  flex: 1 1 12rem;
  display: grid;
  gap: ${space[1]};
  min-inline-size: 0;
  font-size: ${font.sizeSm};
  overflow-wrap: anywhere;
`;

export const MethodTitle = styled.h3`
  margin: 0;
  color: ${color.text};
  font-size: ${font.sizeMd};
`;

export const FormStack = styled.form`
  display: grid;
  gap: ${space[4]};
`;

export const Muted = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${font.sizeXs};
`;
