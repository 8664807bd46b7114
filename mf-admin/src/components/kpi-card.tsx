import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { NS } from '../locales/namespace';
import { Breakdown, Growth, KpiDetail, KpiFigure, KpiHint, KpiLabel, KpiValue } from './kpi-card.styles';

/** One value of a key figure (a money figure has one per currency). */
export interface KpiLine {
  key: string;
  value: string;
  detail?: string;
  /** Change in percent against the previous period, when the figure has one. */
  growth?: number | undefined;
}

export interface KpiCardProps {
  label: string;
  lines: readonly KpiLine[];
  /** The figure split up (by role, by status): label and value. */
  breakdown?: readonly { key: string; label: string; value: string }[];
  /** What the figure counts, in one line under it. */
  hint?: string;
  children?: ReactNode;
}

/** One key figure: its value (or one per currency), its detail, its trend in words and arrows, and its breakdown. */
export function KpiCard({ label, lines, breakdown, hint, children }: KpiCardProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Card as="section" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <KpiLabel id={labelId}>{label}</KpiLabel>
      {lines.map(({ key, ...line }) => <Line key={key} {...line} />)}
      {breakdown && breakdown.length > 0 && (
        <Breakdown>
          {breakdown.map((item) => (
            <Fragment key={item.key}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </Fragment>
          ))}
        </Breakdown>
      )}
      {children}
      {hint && <KpiHint id={hintId}>{hint}</KpiHint>}
    </Card>
  );
}

function Line({ value, detail, growth }: Omit<KpiLine, 'key'>) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const trend = growth === undefined || growth === 0 ? 'flat' : growth > 0 ? 'up' : 'down';
  const percent = growth === undefined ? '' : format.number(growth, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <KpiFigure>
      <KpiValue>{value}</KpiValue>
      {(detail || growth !== undefined) && (
        <KpiDetail>
          {detail}
          {detail && growth !== undefined && ' · '}
          {growth !== undefined && (
            <Growth $trend={trend}>
              <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
              {t(`overview.growth.${trend}`, { percent })}
            </Growth>
          )}
        </KpiDetail>
      )}
    </KpiFigure>
  );
}
