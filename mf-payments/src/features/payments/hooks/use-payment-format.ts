import { useMemo } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';
import type { PaymentStatus } from '@pitchside/shared-api/contracts/payment-constants';
import type { SavedPaymentMethod, Transaction } from '@pitchside/shared-api/contracts/payment';
import { NS } from '../../../locales/namespace';
import { STATUS_KEYS } from '../lib/transaction-rules';

/** How the payments pages write money, instants, local booking dates, methods and statuses in the user's language. */
export function usePaymentFormat() {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return useMemo(() => {
    const instant = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    // A booking's date is a calendar day of the field's zone: formatted as such, whatever the user's zone.
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const card = (brand: SavedPaymentMethod['brand'], last4: string) => t('payments.method.card', { brand: t(`payments.brand.${brand}`), last4 });
    return {
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      instant: (iso: string) => instant.format(new Date(iso)),
      bookingDay: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      card,
      method: (transaction: Pick<Transaction, 'method' | 'cardBrand' | 'cardLast4'>) =>
        transaction.cardBrand && transaction.cardLast4 ? card(transaction.cardBrand, transaction.cardLast4) : t(`payments.method.${transaction.method}`),
      status: (status: PaymentStatus) => t(`payments.status.${STATUS_KEYS[status]}`),
    };
  }, [t, language]);
}
