import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Card } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { StatusBadge } from './status-badge';
import type { TransactionsViewProps } from './transactions-table';
import { CardTop, Facts, RowButton } from './transactions.styles';

/** Phones: one card per payment, its description opening the details. */
export function TransactionCards({ transactions, showCustomer, onOpen }: TransactionsViewProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack as="ul" gap={3} aria-label={t('payments.history.tableLabel')}>
      {transactions.map((transaction) => (
        <TransactionCard key={transaction.id} transaction={transaction} showCustomer={showCustomer} onOpen={onOpen} />
      ))}
    </Stack>
  );
}

function TransactionCard({ transaction, showCustomer, onOpen }: { transaction: Transaction } & Omit<TransactionsViewProps, 'transactions'>) {
  const { t } = useTranslation(NS);
  const format = usePaymentFormat();
  const titleId = useId();
  const { booking, currency } = transaction;
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <CardTop>
        <RowButton type="button" id={titleId} onClick={() => onOpen(transaction)}>
          {transaction.description}
        </RowButton>
        <StatusBadge status={transaction.status} />
      </CardTop>
      <Facts>
        <dt>{t('payments.columns.amount')}</dt>
        <dd>{format.money(transaction.amount, currency)}</dd>
        {transaction.refundedAmount > 0 && (
          <>
            <dt>{t('payments.columns.refunded')}</dt>
            <dd>{format.money(transaction.refundedAmount, currency)}</dd>
          </>
        )}
        <dt>{t('payments.columns.date')}</dt>
        <dd>{format.instant(transaction.createdAt)}</dd>
        <dt>{t('payments.columns.booking')}</dt>
        <dd>{t('payments.history.bookingAt', { number: booking.bookingNumber, field: booking.fieldName })}</dd>
        {showCustomer && (
          <>
            <dt>{t('payments.columns.customer')}</dt>
            <dd>{transaction.customerName}</dd>
          </>
        )}
        <dt>{t('payments.columns.method')}</dt>
        <dd>{format.method(transaction)}</dd>
      </Facts>
    </Card>
  );
}
