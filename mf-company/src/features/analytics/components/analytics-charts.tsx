import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { color } from '@pitchside/shared-ui/tokens';
import { formatCalendarDate, formatMoney } from '@pitchside/shared-ui/format';
import { Table } from '@pitchside/shared-ui/table';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { NS } from '../../../locales/namespace';
import { ChartGrid, Figure, Plot } from './analytics.styles';

/**
 * The charts of the analytics page, in their own chunk (recharts loads only here). Each chart is a figure
 * with a caption and, for screen readers, the same figures as a table.
 */
export default function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation(NS);
  const money = (minor: number) => formatMoney(minor, analytics.currency, i18n.language);
  const dayOf = (date: string) => formatCalendarDate(date, i18n.language, 'dayMonth');
  const revenue = analytics.revenueByDay.map((d) => ({ label: dayOf(d.date), revenue: d.revenue / 100, bookings: d.bookings }));
  const statuses = analytics.bookingsByStatus.map((s) => ({ label: t(`analytics.status.${s.status}`), count: s.count }));
  // The busiest fields (at most eight), so that their names stay readable.
  const fields = analytics.bookingsByField.filter((f) => f.bookings > 0).slice(0, 8).map((f) => ({ label: f.fieldName, bookings: f.bookings }));
  return (
    <ChartGrid>
      <Card>
        <Figure>
          <figcaption>{t('analytics.charts.revenue')}</figcaption>
          <Plot aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={revenue} accessibilityLayer={false}>
                <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                <XAxis dataKey="label" stroke={color.textMuted} fontSize={12} />
                <YAxis stroke={color.textMuted} fontSize={12} />
                <Tooltip formatter={(value) => money(Math.round(Number(value) * 100))} />
                <Line type="linear" dataKey="revenue" name={t('analytics.totals.revenue')} stroke={color.primary} strokeWidth={2} dot={false} />
              </LineChart>
            </ResponsiveContainer>
          </Plot>
          <VisuallyHidden>
            <Table narrow="scroll" rows={analytics.revenueByDay} rowKey={(d) => d.date} columns={[
              { id: 'date', header: t('analytics.table.date'), rowHeader: true, cell: (d) => dayOf(d.date) },
              { id: 'revenue', header: t('analytics.totals.revenue'), cell: (d) => money(d.revenue) },
              { id: 'bookings', header: t('analytics.totals.bookings'), cell: (d) => d.bookings },
            ]} />
          </VisuallyHidden>
        </Figure>
      </Card>
      <Card>
        <Figure>
          <figcaption>{t('analytics.charts.status')}</figcaption>
          <Plot aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={statuses} accessibilityLayer={false}>
                <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                <XAxis dataKey="label" stroke={color.textMuted} fontSize={12} />
                <YAxis allowDecimals={false} stroke={color.textMuted} fontSize={12} />
                <Tooltip />
                <Bar dataKey="count" name={t('analytics.totals.bookings')} fill={color.primary} />
              </BarChart>
            </ResponsiveContainer>
          </Plot>
          <VisuallyHidden>
            <Table narrow="scroll" rows={statuses} rowKey={(s) => s.label} columns={[
              { id: 'status', header: t('analytics.table.status'), rowHeader: true, cell: (s) => s.label },
              { id: 'bookings', header: t('analytics.totals.bookings'), cell: (s) => s.count },
            ]} />
          </VisuallyHidden>
        </Figure>
      </Card>
      <Card>
        <Figure>
          <figcaption>{t('analytics.charts.fields')}</figcaption>
          <Plot aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={fields} layout="vertical" accessibilityLayer={false}>
                <CartesianGrid stroke={color.border} strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} stroke={color.textMuted} fontSize={12} />
                <YAxis type="category" dataKey="label" width={120} stroke={color.textMuted} fontSize={12} />
                <Tooltip />
                <Bar dataKey="bookings" name={t('analytics.totals.bookings')} fill={color.secondary} />
              </BarChart>
            </ResponsiveContainer>
          </Plot>
          <VisuallyHidden>
            <Table narrow="scroll" rows={analytics.bookingsByField} rowKey={(f) => f.fieldId} columns={[
              { id: 'field', header: t('analytics.table.field'), rowHeader: true, cell: (f) => f.fieldName },
              { id: 'bookings', header: t('analytics.totals.bookings'), cell: (f) => f.bookings },
              { id: 'revenue', header: t('analytics.totals.revenue'), cell: (f) => money(f.revenue) },
            ]} />
          </VisuallyHidden>
        </Figure>
      </Card>
    </ChartGrid>
  );
}
