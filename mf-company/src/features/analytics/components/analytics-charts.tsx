import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { color } from '@pitchside/shared-ui/tokens';
import { currencyDigits } from '@pitchside/shared-ui/format';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { amountIn, type MoneyList } from '@pitchside/shared-api/contracts/money-lists';
import { currenciesToShow } from '../../../lib/money-lines';
import { NS } from '../../../locales/namespace';
import { ChartGrid, Figure, LegendList, LegendSwatch, Plot } from './analytics.styles';
import { ChartCaption } from './chart-caption';

/** One colour per currency line, in order (the usual currency takes the brand colour). */
const SERIES_COLORS = [color.primary, color.info, color.warning, color.secondary, color.danger];
const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;

type Day = Analytics['revenueByDay'][number];
type FieldRow = Analytics['bookingsByField'][number];

/**
 * The charts of the analytics page, in their own chunk (recharts loads only here). Each chart is a figure
 * with a caption saying what it counts and, for screen readers, the same figures as a table. Money is drawn
 * one line per currency, never summed across currencies.
 */
export default function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const currencies = currenciesToShow(analytics.primaryCurrency, analytics.revenueByDay.map((d) => d.revenue), analytics.currencies);
  const dayOf = (date: string) => format.calendarDate(date, 'dayMonth');
  // The chart draws major units (€12.50 as 12.5); the tooltip and the table show the money itself.
  const major = (minor: number, currency: Currency) => minor / 10 ** currencyDigits(currency);
  const revenue = analytics.revenueByDay.map((d) => ({
    label: dayOf(d.date),
    ...Object.fromEntries(currencies.map((currency) => [currency, major(amountIn(d.revenue, currency), currency)])),
  }));
  const revenueIn = (currency: Currency) => t('analytics.table.revenueIn', { currency });
  const moneyColumns = <Row,>(list: (row: Row) => MoneyList): TableColumn<Row>[] =>
    currencies.map((currency) => ({ id: `revenue-${currency}`, header: revenueIn(currency), align: 'end', cell: (row: Row) => format.money(amountIn(list(row), currency), currency) }));
  const statuses = analytics.bookingsByStatus.map((s) => ({ label: t(`analytics.status.${s.status}`), count: s.count }));
  // The busiest fields by games played (at most eight), so that their names stay readable.
  const fields = analytics.bookingsByField.filter((f) => f.gamesPlayed > 0).sort((a, b) => b.gamesPlayed - a.gamesPlayed).slice(0, 8)
    .map((f) => ({ label: f.fieldName, games: f.gamesPlayed }));

  return (
    <ChartGrid>
      <Card>
        <Figure>
          <ChartCaption title={t('analytics.charts.revenue')} hint={t('analytics.charts.revenueHint')} />
          <Plot aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={revenue} accessibilityLayer={false}>
                <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                <XAxis dataKey="label" stroke={color.textMuted} fontSize={12} />
                <YAxis stroke={color.textMuted} fontSize={12} />
                <Tooltip formatter={(value, _name, item): ReactNode => {
                  const currency = String(item.dataKey) as Currency;
                  return format.money(Math.round(Number(value) * 10 ** currencyDigits(currency)), currency);
                }} />
                {currencies.map((currency, index) => (
                  <Line key={currency} type="linear" dataKey={currency} name={currency} stroke={seriesColor(index)} strokeWidth={2} dot={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </Plot>
          <LegendList aria-label={t('analytics.charts.legend')}>
            {currencies.map((currency, index) => (
              <li key={currency}><LegendSwatch $color={seriesColor(index)} aria-hidden="true" />{currency}</li>
            ))}
          </LegendList>
          <VisuallyHidden>
            <Table<Day> narrow="scroll" rows={analytics.revenueByDay} rowKey={(d) => d.date} columns={[
              { id: 'date', header: t('analytics.table.date'), rowHeader: true, cell: (d) => dayOf(d.date) },
              ...moneyColumns<Day>((d) => d.revenue),
              { id: 'bookingsMade', header: t('analytics.totals.bookingsMade'), align: 'end', cell: (d) => format.number(d.bookingsMade) },
              { id: 'gamesPlayed', header: t('analytics.totals.gamesPlayed'), align: 'end', cell: (d) => format.number(d.gamesPlayed) },
            ]} />
          </VisuallyHidden>
        </Figure>
      </Card>
      <Card>
        <Figure>
          <ChartCaption title={t('analytics.charts.status')} hint={t('analytics.charts.statusHint')} />
          <Plot aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={statuses} accessibilityLayer={false}>
                <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                <XAxis dataKey="label" stroke={color.textMuted} fontSize={12} />
                <YAxis allowDecimals={false} stroke={color.textMuted} fontSize={12} />
                <Tooltip />
                <Bar dataKey="count" name={t('analytics.totals.bookingsMade')} fill={color.primary} />
              </BarChart>
            </ResponsiveContainer>
          </Plot>
          <VisuallyHidden>
            <Table narrow="scroll" rows={statuses} rowKey={(s) => s.label} columns={[
              { id: 'status', header: t('analytics.table.status'), rowHeader: true, cell: (s) => s.label },
              { id: 'bookings', header: t('analytics.totals.bookingsMade'), align: 'end', cell: (s) => format.number(s.count) },
            ]} />
          </VisuallyHidden>
        </Figure>
      </Card>
      <Card>
        <Figure>
          <ChartCaption title={t('analytics.charts.fields')} hint={t('analytics.charts.fieldsHint')} />
          <Plot aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={fields} layout="vertical" accessibilityLayer={false}>
                <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} stroke={color.textMuted} fontSize={12} />
                <YAxis type="category" dataKey="label" width={120} stroke={color.textMuted} fontSize={12} />
                <Tooltip />
                <Bar dataKey="games" name={t('analytics.totals.gamesPlayed')} fill={color.secondary} />
              </BarChart>
            </ResponsiveContainer>
          </Plot>
          <VisuallyHidden>
            <Table<FieldRow> narrow="scroll" rows={analytics.bookingsByField} rowKey={(f) => f.fieldId} columns={[
              { id: 'field', header: t('analytics.table.field'), rowHeader: true, cell: (f) => f.fieldName },
              { id: 'bookingsMade', header: t('analytics.totals.bookingsMade'), align: 'end', cell: (f) => format.number(f.bookingsMade) },
              { id: 'gamesPlayed', header: t('analytics.totals.gamesPlayed'), align: 'end', cell: (f) => format.number(f.gamesPlayed) },
              ...moneyColumns<FieldRow>((f) => f.revenue),
            ]} />
          </VisuallyHidden>
        </Figure>
      </Card>
    </ChartGrid>
  );
}
