import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import type { Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { refundableLeft } from '../lib/transaction-rules';
import { Amounts, Code, Pairs, Section, SectionTitle, Summary } from './details.styles';
import { StatusBadge } from './status-badge';

/** A payment's facts, the breakdown of its amount and what was refunded (docs/product/entities.md, payment / transaction). */
export function TransactionSummary({ transaction, showCustomer }: { transaction: Transaction; showCustomer: boolean }) {
  const { t } = useTranslation(NS);
  const format = usePaymentFormat();
  const { booking, breakdown, currency } = transaction;
  const money = (amount: number) => format.money(amount, currency);
  const ids = { facts: useId(), breakdown: useId(), refunds: useId() };
  return (
    <div>
      <Section aria-labelledby={ids.facts}>
        <SectionTitle id={ids.facts}>{t('payments.details.facts')}</SectionTitle>
        <Pairs>
          <dt>{t('payments.columns.status')}</dt>
          <dd><StatusBadge status={transaction.status} /></dd>
          <dt>{t('payments.columns.date')}</dt>
          <dd>{format.instant(transaction.createdAt)}</dd>
          <dt>{t('payments.columns.booking')}</dt>
          <dd>
            {t('payments.details.booking', {
              number: booking.bookingNumber, field: booking.fieldName, day: format.bookingDay(booking.date), time: booking.startTime,
            })}
          </dd>
          {showCustomer && (
            <>
              <dt>{t('payments.columns.customer')}</dt>
              <dd>{transaction.customerName}</dd>
            </>
          )}
          <dt>{t('payments.columns.method')}</dt>
          <dd>{format.method(transaction)}</dd>
          <dt>{t('payments.details.transactionId')}</dt>
          <dd>{transaction.transactionId ? <Code>{transaction.transactionId}</Code> : t('payments.details.noTransactionId')}</dd>
        </Pairs>
      </Section>
      <Section aria-labelledby={ids.breakdown}>
        <SectionTitle id={ids.breakdown}>{t('payments.details.breakdown')}</SectionTitle>
        <Amounts>
          <dt>{t('payments.details.subtotal')}</dt>
          <dd>{money(breakdown.subtotal)}</dd>
          <dt>{t('payments.details.discount')}</dt>
          <dd>{money(breakdown.discount > 0 ? -breakdown.discount : 0)}</dd>
          <dt>{t('payments.details.tax')}</dt>
          <dd>{money(breakdown.tax)}</dd>
          <dt>{t('payments.details.processingFee')}</dt>
          <dd>{money(breakdown.processingFee)}</dd>
          <dt>{t('payments.details.total')}</dt>
          <dd>{money(breakdown.total)}</dd>
        </Amounts>
      </Section>
      <Section aria-labelledby={ids.refunds}>
        <SectionTitle id={ids.refunds}>{t('payments.details.refunds')}</SectionTitle>
        <Summary>
          {transaction.refundedAmount > 0
            ? t('payments.details.refundedSummary', {
                refunded: money(transaction.refundedAmount), amount: money(transaction.amount), left: money(refundableLeft(transaction)),
              })
            : t('payments.details.noRefunds')}
        </Summary>
      </Section>
    </div>
  );
}
