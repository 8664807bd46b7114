import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import { ownMoneyLines } from '../../../lib/money-lines';
import { NS } from '../../../locales/namespace';
import { CustomerEmail, Figure, MoneyLine } from './analytics.styles';
import { ChartCaption } from './chart-caption';

type TopCustomer = Analytics['topCustomers'][number];

/** The ten customers who made most bookings over the period, with what those bookings brought per currency. */
export function TopCustomers({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const columns: TableColumn<TopCustomer>[] = [
    {
      id: 'customer', header: t('analytics.table.customer'), card: 'title',
      cell: (c) => <>{c.name}{c.email !== null && <CustomerEmail>{c.email}</CustomerEmail>}</>,
    },
    { id: 'bookings', header: t('analytics.totals.bookingsMade'), align: 'end', cell: (c) => format.number(c.bookings) },
    {
      id: 'spent', header: t('analytics.table.spent'), align: 'end',
      cell: (c) => ownMoneyLines(c.spent, analytics.primaryCurrency).map((money) => (
        <MoneyLine key={money.currency}>{format.money(money.amount, money.currency)}</MoneyLine>
      )),
    },
  ];
  return (
    <Card>
      <Figure>
        <ChartCaption title={t('analytics.charts.customers')} hint={t('analytics.charts.customersHint')} />
        <Table columns={columns} rows={analytics.topCustomers} rowKey={(c) => c.customerId} density="compact" empty={t('analytics.noBookings')} />
      </Figure>
    </Card>
  );
}
