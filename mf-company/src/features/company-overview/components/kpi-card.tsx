import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { NS } from '../../../locales/namespace';
import { Growth, KpiDetail, KpiFigure, KpiHint, KpiLabel, KpiValue } from './overview.styles';

/** One value of a key figure (a money figure has one per currency). */
export interface KpiValueLine {
  key: string;
  value: string;
  detail: string;
  /** Percent against the previous period, when the figure has one. */
  growth?: number | undefined;
}

export interface KpiCardProps {
  label: string;
  values: KpiValueLine[];
  /** What the figure counts, in one line under it. */
  hint?: string;
}

/** One key figure: its value (or one per currency), what it covers, its growth with a word for screen readers, and what it counts. */
export function KpiCard({ label, values, hint }: KpiCardProps) {
  const hintId = useId();
  return (
    <Card as="section" aria-label={label} aria-describedby={hint ? hintId : undefined}>
      <KpiLabel>{label}</KpiLabel>
      {values.map(({ key, ...line }) => <ValueLine key={key} {...line} />)}
      {hint && <KpiHint id={hintId}>{hint}</KpiHint>}
    </Card>
  );
}

function ValueLine({ value, detail, growth }: Omit<KpiValueLine, 'key'>) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const trend = growth === undefined || growth === 0 ? 'flat' : growth > 0 ? 'up' : 'down';
  const percent = growth === undefined ? '' : format.number(growth, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <KpiFigure>
      <KpiValue>{value}</KpiValue>
      <KpiDetail>
        {detail}
        {growth !== undefined && (
          <>
            {' · '}
            <Growth $trend={trend}>
              <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
              {t(`overview.growth.${trend}`, { percent })}
            </Growth>
          </>
        )}
      </KpiDetail>
    </KpiFigure>
  );
}
