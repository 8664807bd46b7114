import { useTranslation } from '@pitchside/shared-ui/translation';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { StatusBadge } from './status-badge';
import { Muted, RowButton } from './transactions.styles';

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  /** Shows whose payment each one is (company staff). */
  showCustomer: boolean;
  /** Skeleton rows while the first page loads. */
  loading?: boolean;
  onOpen: (transaction: Transaction) => void;
}

/**
 * One row per payment (a card per payment on phones); a click on the row, or on its description (a
 * button, for keyboards), opens its details.
 */
export function TransactionsTable({ transactions, showCustomer, loading = false, onOpen }: TransactionsTableProps) {
  const { t } = useTranslation(NS);
  const format = usePaymentFormat();
  const columns: TableColumn<Transaction>[] = [
    { id: 'date', header: t('payments.columns.date'), cell: (transaction) => format.instant(transaction.createdAt) },
    {
      id: 'description', header: t('payments.columns.description'), card: 'title',
      cell: (transaction) => <RowButton type="button" onClick={() => onOpen(transaction)}>{transaction.description}</RowButton>,
    },
    {
      id: 'booking', header: t('payments.columns.booking'),
      cell: ({ booking }) => <>{booking.bookingNumber}<Muted>{booking.fieldName}</Muted></>,
      cardCell: ({ booking }) => t('payments.history.bookingAt', { number: booking.bookingNumber, field: booking.fieldName }),
    },
    ...(showCustomer ? [{ id: 'customer', header: t('payments.columns.customer'), cell: (transaction: Transaction) => transaction.customerName }] : []),
    { id: 'method', header: t('payments.columns.method'), cell: (transaction) => format.method(transaction) },
    {
      id: 'amount', header: t('payments.columns.amount'), align: 'end', cell: (transaction) => (
        <>
          {format.money(transaction.amount, transaction.currency)}
          {transaction.refundedAmount > 0 && (
            <Muted>{t('payments.history.refundedAmount', { amount: format.money(transaction.refundedAmount, transaction.currency) })}</Muted>
          )}
        </>
      ),
    },
    { id: 'status', header: t('payments.columns.status'), card: 'aside', cell: (transaction) => <StatusBadge status={transaction.status} /> },
  ];
  return (
    <Table caption={t('payments.history.tableLabel')} hideCaption columns={columns} rows={transactions} rowKey={(transaction) => transaction.id}
      loading={loading} loadingLabel={t('payments.history.loading')} onRowClick={onOpen} framed />
  );
}
