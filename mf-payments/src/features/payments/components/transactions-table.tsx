import { useTranslation } from '@pitchside/shared-ui/translation';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { StatusBadge } from './status-badge';
import { Muted, Numeric, RowButton, Table, TableScroll } from './transactions.styles';

export interface TransactionsViewProps {
  transactions: readonly Transaction[];
  /** Shows whose payment each one is (company staff). */
  showCustomer: boolean;
  onOpen: (transaction: Transaction) => void;
}

/** Wide screens: one row per payment; a click on the row (or its description button) opens its details. */
export function TransactionsTable({ transactions, showCustomer, onOpen }: TransactionsViewProps) {
  const { t } = useTranslation(NS);
  const format = usePaymentFormat();
  return (
    <TableScroll>
      <Table>
        <VisuallyHidden asChild>
          <caption>{t('payments.history.tableLabel')}</caption>
        </VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{t('payments.columns.date')}</th>
            <th scope="col">{t('payments.columns.description')}</th>
            <th scope="col">{t('payments.columns.booking')}</th>
            {showCustomer && <th scope="col">{t('payments.columns.customer')}</th>}
            <th scope="col">{t('payments.columns.method')}</th>
            <th scope="col">{t('payments.columns.amount')}</th>
            <th scope="col">{t('payments.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id} onClick={() => onOpen(transaction)}>
              <td>{format.instant(transaction.createdAt)}</td>
              <td>
                <RowButton type="button" onClick={() => onOpen(transaction)}>
                  {transaction.description}
                </RowButton>
              </td>
              <td>
                {transaction.booking.bookingNumber}
                <Muted>{transaction.booking.fieldName}</Muted>
              </td>
              {showCustomer && <td>{transaction.customerName}</td>}
              <td>{format.method(transaction)}</td>
              <Numeric>
                {format.money(transaction.amount, transaction.currency)}
                {transaction.refundedAmount > 0 && (
                  <Muted>{t('payments.history.refundedAmount', { amount: format.money(transaction.refundedAmount, transaction.currency) })}</Muted>
                )}
              </Numeric>
              <td>
                <StatusBadge status={transaction.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
