import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { amountIn } from '@pitchside/shared-api/contracts/money-lists';
import { currenciesToShow } from '../../../lib/money-lines';
import { NS } from '../../../locales/namespace';
import { TotalDetail, TotalHint, Totals, TotalValue } from './analytics.styles';

interface TotalLine {
  key: string;
  value: string;
  detail?: string;
}

/** One total: its name, its value (one per currency for money), and what it counts. */
function Total({ label, hint, values }: { label: string; hint: string; values: TotalLine[] }) {
  const hintId = useId();
  return (
    <div>
      <dt>{label}</dt>
      {values.map((line) => (
        <dd key={line.key} aria-describedby={hintId}>
          <TotalValue>{line.value}</TotalValue>
          {line.detail && <TotalDetail>{line.detail}</TotalDetail>}
        </dd>
      ))}
      <TotalHint id={hintId}>{hint}</TotalHint>
    </div>
  );
}

/**
 * The totals of the period, each with its definition (docs/product/figures.md) under it. Money has one line
 * per currency, the usual one first; the average shows what it is computed from.
 */
export function AnalyticsTotals({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { totals, primaryCurrency } = analytics;
  const count = (value: number) => format.number(value);
  const revenue = currenciesToShow(primaryCurrency, [totals.revenue, totals.collected, totals.refunded]).map((currency) => ({
    key: currency,
    value: format.money(amountIn(totals.revenue, currency), currency),
    detail: t('analytics.totals.revenueDetail', {
      collected: format.money(amountIn(totals.collected, currency), currency), refunded: format.money(amountIn(totals.refunded, currency), currency),
    }),
  }));
  const made = (currency: string) => totals.bookingsMadeByCurrency.find((entry) => entry.currency === currency)?.count ?? 0;
  const average = currenciesToShow(primaryCurrency, [totals.averageBookingValue, totals.bookingValue], totals.bookingsMadeByCurrency.map((e) => e.currency))
    .map((currency) => ({
      key: currency,
      value: format.money(amountIn(totals.averageBookingValue, currency), currency),
      detail: t('analytics.totals.averageDetail', { value: format.money(amountIn(totals.bookingValue, currency), currency), count: made(currency) }),
    }));
  return (
    <Totals aria-label={t('analytics.totals.label')}>
      <Total label={t('analytics.totals.revenue')} hint={t('analytics.totals.revenueHint')} values={revenue} />
      <Total label={t('analytics.totals.bookingsMade')} hint={t('analytics.totals.bookingsMadeHint')}
        values={[{ key: 'made', value: count(totals.bookingsMade) }]} />
      <Total label={t('analytics.totals.gamesPlayed')} hint={t('analytics.totals.gamesPlayedHint')}
        values={[{ key: 'played', value: count(totals.gamesPlayed) }]} />
      <Total label={t('analytics.totals.cancelled')} hint={t('analytics.totals.cancelledHint')}
        values={[{ key: 'cancelled', value: count(totals.cancelled) }]} />
      <Total label={t('analytics.totals.customers')} hint={t('analytics.totals.customersHint')}
        values={[{ key: 'customers', value: count(totals.customers) }]} />
      <Total label={t('analytics.totals.average')} hint={t('analytics.totals.averageHint')} values={average} />
    </Totals>
  );
}
