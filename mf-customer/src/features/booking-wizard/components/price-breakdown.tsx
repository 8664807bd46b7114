import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Breakdown, TotalTerm, TotalValue } from './payment-step.styles';

/** What the held booking costs, as the server priced it (docs/product/entities.md, payment breakdown). */
export function PriceBreakdown({ booking }: { booking: Booking }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const { price, currency } = booking;
  const money = (amount: number) => format.money(amount, currency);
  return (
    <Breakdown>
      <dt>{t('booking.payment.subtotal')}</dt>
      <dd>{money(price.subtotal)}</dd>
      <dt>{booking.promoCode ? t('booking.promo.discountLine', { code: booking.promoCode }) : t('booking.payment.discount')}</dt>
      <dd>{price.discount > 0 ? `−${money(price.discount)}` : money(0)}</dd>
      <dt>{t('booking.payment.tax')}</dt>
      <dd>{money(price.tax)}</dd>
      <dt>{t('booking.payment.processingFee')}</dt>
      <dd>{money(price.processingFee)}</dd>
      <TotalTerm>{t('booking.payment.total')}</TotalTerm>
      <TotalValue>{money(price.total)}</TotalValue>
    </Breakdown>
  );
}
