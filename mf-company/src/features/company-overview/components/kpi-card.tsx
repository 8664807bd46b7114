import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { NS } from '../../../locales/namespace';
import { Growth, KpiDetail, KpiLabel, KpiValue } from './overview.styles';

export interface KpiCardProps {
  label: string;
  value: string;
  detail: string;
  /** Percent against the previous period, when the figure has one. */
  growth?: number;
}

/** One key figure: its value, what it covers, and its growth with a word for screen readers. */
export function KpiCard({ label, value, detail, growth }: KpiCardProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const trend = growth === undefined || growth === 0 ? 'flat' : growth > 0 ? 'up' : 'down';
  const percent = growth === undefined ? '' : format.number(growth, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <Card as="section" aria-label={label}>
      <KpiLabel>{label}</KpiLabel>
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
    </Card>
  );
}
