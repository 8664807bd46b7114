import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { currencyDigits } from '@pitchside/shared-ui/format';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { color } from '@pitchside/shared-ui/tokens';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { AdminAnalytics } from '@pitchside/shared-api/contracts/admin';
import { Muted } from '../../../components/admin.styles';
import { amountOf } from '../../../lib/money';
import { NS } from '../../../locales/namespace';
import { ChartGrid, LegendList, LegendSwatch, Plot } from './analytics.styles';
import { BOOKING_STATUSES, STATUS_COLORS } from './booking-statuses';
import { ChartFigure } from './chart-figure';

type Day = AdminAnalytics['days'][number];

/** One colour per currency line, in the order of the answer's currencies (theme tokens). */
const SERIES_COLORS = [color.primary, color.info, color.warning, color.secondary, color.danger];
const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;
const AXIS = { stroke: color.textMuted, fontSize: 12 } as const;

function Legend({ label, items }: { label: string; items: readonly { key: string; label: string; color: string }[] }) {
  return (
    <LegendList aria-label={label}>
      {items.map((item) => <li key={item.key}><LegendSwatch $color={item.color} aria-hidden="true" />{item.label}</li>)}
    </LegendList>
  );
}

/** The same figures as the chart, for screen readers: a table that scrolls rather than turning into cards. */
function HiddenTable({ columns, days }: { columns: TableColumn<Day>[]; days: readonly Day[] }) {
  return (
    <VisuallyHidden>
      <Table<Day> narrow="scroll" rows={days} rowKey={(day) => day.date} columns={columns} density="compact" />
    </VisuallyHidden>
  );
}

/**
 * The charts of the platform analytics, in their own chunk (recharts loads only here): bookings made per day
 * stacked by status, revenue per day one line per currency (never summed), sign-ups per day. Each is a figure
 * with its caption, the hint of what it counts and, for screen readers, the same figures as a table.
 */
export default function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { days, currencies } = analytics;
  const dayOf = (date: string) => format.calendarDate(date, 'dayMonth');
  const statusLabel = (status: string) => t(`overview.bookings.statuses.${status}`);
  const dateColumn: TableColumn<Day> = { id: 'date', header: t('analytics.table.date'), rowHeader: true, cell: (day) => dayOf(day.date) };
  const count = (value: number) => format.number(value);

  const bookings = days.map((day) => ({ label: dayOf(day.date), ...day.bookings }));
  // The chart draws major units (€12.50 as 12.5); the tooltip and the table show the money itself.
  const major = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);
  const revenue = days.map((day) => ({
    label: dayOf(day.date),
    ...Object.fromEntries(currencies.map((currency) => [currency, major(amountOf(day.revenue, currency), currency)])),
  }));
  const signUps = days.map((day) => ({ label: dayOf(day.date), newUsers: day.newUsers, newCompanies: day.newCompanies }));
  const signUpSeries = [
    { key: 'newUsers', label: t('analytics.charts.newUsers'), color: color.primary },
    { key: 'newCompanies', label: t('analytics.charts.newCompanies'), color: color.warning },
  ] as const;

  return (
    <ChartGrid>
      <ChartFigure title={t('analytics.charts.bookings')} hint={t('analytics.charts.bookingsHint')}>
        <Plot aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={bookings} accessibilityLayer={false}>
              <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
              <XAxis dataKey="label" {...AXIS} />
              <YAxis allowDecimals={false} {...AXIS} />
              <Tooltip />
              {BOOKING_STATUSES.map((status) => (
                <Bar key={status} dataKey={status} name={statusLabel(status)} stackId="status" fill={STATUS_COLORS[status]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </Plot>
        <Legend label={t('analytics.charts.statuses')}
          items={BOOKING_STATUSES.map((status) => ({ key: status, label: statusLabel(status), color: STATUS_COLORS[status] }))} />
        <HiddenTable days={days} columns={[
          dateColumn,
          ...BOOKING_STATUSES.map((status): TableColumn<Day> => ({
            id: status, header: statusLabel(status), align: 'end', cell: (day) => count(day.bookings[status]),
          })),
          {
            id: 'total', header: t('analytics.table.total'), align: 'end',
            cell: (day) => count(BOOKING_STATUSES.reduce((sum, status) => sum + day.bookings[status], 0)),
          },
        ]} />
      </ChartFigure>

      <ChartFigure title={t('analytics.charts.revenue')} hint={t('analytics.charts.revenueHint')}>
        {currencies.length === 0 ? <Muted>{t('analytics.totals.revenueNone')}</Muted> : (
          <>
            <Plot aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={revenue} accessibilityLayer={false}>
                  <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                  <XAxis dataKey="label" {...AXIS} />
                  <YAxis {...AXIS} />
                  <Tooltip formatter={(value, _name, item): ReactNode => {
                    const currency = String(item.dataKey);
                    return format.money(Math.round(Number(value) * 10 ** currencyDigits(currency)), currency);
                  }} />
                  {currencies.map((currency, index) => (
                    <Line key={currency} type="linear" dataKey={currency} name={currency} stroke={seriesColor(index)} strokeWidth={2} dot={false} />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </Plot>
            <Legend label={t('analytics.charts.currencies')}
              items={currencies.map((currency, index) => ({ key: currency, label: currency, color: seriesColor(index) }))} />
            <HiddenTable days={days} columns={[
              dateColumn,
              ...currencies.map((currency): TableColumn<Day> => ({
                id: currency, header: t('analytics.table.revenueIn', { currency }), align: 'end',
                cell: (day) => format.money(amountOf(day.revenue, currency), currency),
              })),
            ]} />
          </>
        )}
      </ChartFigure>

      <ChartFigure title={t('analytics.charts.signUps')} hint={t('analytics.charts.signUpsHint')}>
        <Plot aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={signUps} accessibilityLayer={false}>
              <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
              <XAxis dataKey="label" {...AXIS} />
              <YAxis allowDecimals={false} {...AXIS} />
              <Tooltip />
              {signUpSeries.map((series) => (
                <Line key={series.key} type="linear" dataKey={series.key} name={series.label} stroke={series.color} strokeWidth={2} dot={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Plot>
        <Legend label={t('analytics.charts.series')} items={signUpSeries} />
        <HiddenTable days={days} columns={[
          dateColumn,
          { id: 'newUsers', header: t('analytics.charts.newUsers'), align: 'end', cell: (day) => count(day.newUsers) },
          { id: 'newCompanies', header: t('analytics.charts.newCompanies'), align: 'end', cell: (day) => count(day.newCompanies) },
        ]} />
      </ChartFigure>
    </ChartGrid>
  );
}
