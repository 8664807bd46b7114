import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Link } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { AdminAnalytics } from '@pitchside/shared-api/contracts/admin';
import { Muted } from '../../../components/admin.styles';
import { NS } from '../../../locales/namespace';
import { ChartGrid, SubTitle } from './analytics.styles';
import { ChartFigure } from './chart-figure';

type ByBookings = AdminAnalytics['topCompaniesByBookings'][number];
type ByRevenue = AdminAnalytics['topCompaniesByRevenue'][number]['companies'][number];
type BySport = AdminAnalytics['bookingsBySport'][number];
type ByCity = AdminAnalytics['bookingsByCity'][number];

const companyLink = (company: { companyId: string; name: string }) => <Link to={`/admin/companies/${company.companyId}`}>{company.name}</Link>;

/** One currency's companies by revenue, under the currency's name. */
function RevenueTable({ currency, companies }: { currency: string; companies: readonly ByRevenue[] }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const titleId = useId();
  const columns: TableColumn<ByRevenue>[] = [
    { id: 'company', header: t('analytics.table.company'), rowHeader: true, card: 'title', cell: companyLink },
    { id: 'amount', header: t('analytics.table.revenueIn', { currency }), align: 'end', cell: (row) => format.money(row.amount, currency) },
  ];
  return (
    <Stack gap={2}>
      <SubTitle id={titleId}>{t('analytics.tables.revenueIn', { currency })}</SubTitle>
      <Table aria-labelledby={titleId} columns={columns} rows={companies} rowKey={(row) => row.companyId}
        density="compact" empty={t('analytics.tables.noRevenue')} />
    </Stack>
  );
}

/**
 * The rankings of the period: the companies with most bookings made (each opening its admin page), the
 * companies that took most in each currency (one table per currency: amounts are never added across them),
 * and bookings made per sport and per city.
 */
export function AnalyticsTables({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const bookings = (value: number) => format.number(value);
  const noBookings = t('analytics.tables.noBookings');
  const byBookings: TableColumn<ByBookings>[] = [
    { id: 'company', header: t('analytics.table.company'), rowHeader: true, card: 'title', cell: companyLink },
    { id: 'bookings', header: t('analytics.table.bookings'), align: 'end', cell: (row) => bookings(row.bookings) },
  ];
  const bySport: TableColumn<BySport>[] = [
    { id: 'sport', header: t('analytics.table.sport'), rowHeader: true, card: 'title', cell: (row) => t(`analytics.sports.${row.sportType}`, { defaultValue: row.sportType }) },
    { id: 'bookings', header: t('analytics.table.bookings'), align: 'end', cell: (row) => bookings(row.bookings) },
  ];
  const byCity: TableColumn<ByCity>[] = [
    { id: 'city', header: t('analytics.table.city'), rowHeader: true, card: 'title', cell: (row) => <bdi>{row.city}</bdi> },
    { id: 'bookings', header: t('analytics.table.bookings'), align: 'end', cell: (row) => bookings(row.bookings) },
  ];

  return (
    <ChartGrid>
      <ChartFigure title={t('analytics.tables.byBookings')} hint={t('analytics.tables.byBookingsHint')}>
        <Table columns={byBookings} rows={analytics.topCompaniesByBookings} rowKey={(row) => row.companyId} density="compact" empty={noBookings} />
      </ChartFigure>
      <ChartFigure title={t('analytics.tables.byRevenue')} hint={t('analytics.tables.byRevenueHint')}>
        {analytics.topCompaniesByRevenue.length === 0 ? <Muted>{t('analytics.totals.revenueNone')}</Muted> : (
          <Stack gap={4}>
            {analytics.topCompaniesByRevenue.map(({ currency, companies }) => <RevenueTable key={currency} currency={currency} companies={companies} />)}
          </Stack>
        )}
      </ChartFigure>
      <ChartFigure title={t('analytics.tables.bySport')} hint={t('analytics.tables.bySportHint')}>
        <Table columns={bySport} rows={analytics.bookingsBySport} rowKey={(row) => row.sportType} density="compact" empty={noBookings} />
      </ChartFigure>
      <ChartFigure title={t('analytics.tables.byCity')} hint={t('analytics.tables.byCityHint')}>
        <Table columns={byCity} rows={analytics.bookingsByCity} rowKey={(row) => row.city} density="compact" empty={noBookings} />
      </ChartFigure>
    </ChartGrid>
  );
}
