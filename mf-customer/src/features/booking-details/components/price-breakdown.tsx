import type { BookingDetails } from '@pitchside/shared-api/contracts/booking';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Facts } from '../booking-details-page.styles';
import { DetailsCard } from './details-card';
import { TotalRow } from './price-breakdown.styles';

/** Subtotal, discount, tax, processing fee and total, in the booking's currency. */
export function PriceBreakdown({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const money = (amount: number) => format.money(amount, booking.currency);
  const { subtotal, discount, tax, processingFee, total } = booking.price;
  return (
    <DetailsCard title={t('bookingDetails.price.title')}>
      <Facts>
        <dt>{t('bookingDetails.price.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
        <dt>{t('bookingDetails.price.discount')}</dt>
        <dd>{discount > 0 ? t('bookingDetails.price.minus', { amount: money(discount) }) : money(0)}</dd>
        <dt>{t('bookingDetails.price.tax')}</dt>
        <dd>{money(tax)}</dd>
        <dt>{t('bookingDetails.price.processingFee')}</dt>
        <dd>{money(processingFee)}</dd>
        <TotalRow>
          <dt>{t('bookingDetails.price.total')}</dt>
          <dd>{money(total)}</dd>
        </TotalRow>
      </Facts>
    </DetailsCard>
  );
}
