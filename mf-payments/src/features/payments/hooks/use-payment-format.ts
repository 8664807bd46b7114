import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { PaymentStatus } from '@pitchside/shared-api/contracts/payment-constants';
import type { SavedPaymentMethod, Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { STATUS_KEYS } from '../lib/transaction-rules';

/** How the payments pages write money, instants, local booking dates, methods and statuses in the user's language. */
export function usePaymentFormat() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return useMemo(() => {
    const card = (brand: SavedPaymentMethod['brand'], last4: string) => t('payments.method.card', { brand: t(`payments.brand.${brand}`), last4 });
    return {
      money: format.money,
      instant: (iso: string) => format.dateTime(iso),
      // A booking's date is a calendar day of the field's zone: formatted as such, whatever the user's zone.
      bookingDay: (date: string) => format.calendarDate(date),
      card,
      method: (transaction: Pick<Transaction, 'method' | 'cardBrand' | 'cardLast4'>) =>
        transaction.cardBrand && transaction.cardLast4 ? card(transaction.cardBrand, transaction.cardLast4) : t(`payments.method.${transaction.method}`),
      status: (status: PaymentStatus) => t(`payments.status.${STATUS_KEYS[status]}`),
    };
  }, [t, format]);
}
