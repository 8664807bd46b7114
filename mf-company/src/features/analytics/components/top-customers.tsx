import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { formatMoney } from '@pitchside/shared-ui/format';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { NS } from '../../../locales/namespace';
import { Figure } from './analytics.styles';

type TopCustomer = Analytics['topCustomers'][number];

/** The ten customers who spent most over the period. */
export function TopCustomers({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation(NS);
  const columns: TableColumn<TopCustomer>[] = [
    { id: 'customer', header: t('analytics.table.customer'), cell: (c) => c.name, card: 'title' },
    { id: 'bookings', header: t('analytics.totals.bookings'), align: 'end', cell: (c) => c.bookings },
    { id: 'spent', header: t('analytics.table.spent'), align: 'end', cell: (c) => formatMoney(c.spent, analytics.currency, i18n.language) },
  ];
  return (
    <Card>
      <Figure>
        <figcaption>{t('analytics.charts.customers')}</figcaption>
        <Table columns={columns} rows={analytics.topCustomers} rowKey={(c) => c.customerId} density="compact" empty={t('analytics.noBookings')} />
      </Figure>
    </Card>
  );
}
