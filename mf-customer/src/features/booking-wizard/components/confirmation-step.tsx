import { BOOKING_DEFAULTS } from '@pitchside/shared-api/contracts/booking-constants';
import { useGetBookingQuery } from '@pitchside/shared-api/client/bookings-api';
import type { PayResult } from '@pitchside/shared-api/contracts/payment';
import { Alert } from '@pitchside/shared-ui/alert';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { CalendarIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Actions, Facts, Muted } from './step.styles';
import { Code, CodeBox, CodeLabel, PassQr } from './confirmation-step.styles';

/** What the outcome says: reserved (pay on site) or paid, and whether the company has still to confirm it. */
function outcomeKey(onSite: boolean, confirmed: boolean): string {
  if (onSite) return confirmed ? 'booking.confirmation.reserved' : 'booking.confirmation.reservedPending';
  return confirmed ? 'booking.confirmation.paid' : 'booking.confirmation.paidPending';
}

/**
 * Step 5: the booking as made, the code to show on arrival, and where to find it later. A booking still
 * `pending` once paid awaits its company's confirmation (the company confirms bookings itself).
 */
export function ConfirmationStep({ result }: { result: PayResult }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const { booking, payment } = result;
  const confirmed = booking.status === 'confirmed';
  const onSite = payment.method === 'cash';
  const company = booking.company.name;
  // The pass (QR code and calendar link) comes with the booking's own page data.
  const { data: pass } = useGetBookingQuery(booking.id);
  return (
    <>
      <Alert tone="success" title={t(outcomeKey(onSite, confirmed), { company })}>
        {!confirmed && !onSite && t('booking.confirmation.declinedRefund', { company })}
      </Alert>
      <CodeBox>
        <CodeLabel>{t('booking.confirmation.code')}</CodeLabel>
        <Code>{booking.confirmationCode}</Code>
      </CodeBox>
      <Facts>
        <dt>{t('booking.confirmation.number')}</dt>
        <dd>{booking.bookingNumber}</dd>
        <dt>{t('booking.confirmation.status')}</dt>
        <dd>
          <Badge tone={confirmed ? 'success' : 'warning'}>{t(confirmed ? 'booking.confirmation.confirmed' : 'booking.confirmation.pending', { company })}</Badge>
        </dd>
        <dt>{t('booking.confirmation.field')}</dt>
        <dd>{t('booking.confirmation.place', { field: booking.field.name, address: booking.field.address, city: booking.field.city })}</dd>
        <dt>{t('booking.confirmation.when')}</dt>
        <dd>{t('booking.confirmation.whenValue', { date: format.calendarDate(booking.date, 'full'), start: format.clock(booking.startTime), end: format.clock(booking.endTime) })}</dd>
        {booking.price.discount > 0 && (
          <>
            <dt>{t('booking.payment.discount')}</dt>
            <dd>
              {booking.promoCode
                ? t('booking.confirmation.discount', { amount: format.money(booking.price.discount, booking.currency), code: booking.promoCode })
                : `−${format.money(booking.price.discount, booking.currency)}`}
            </dd>
          </>
        )}
        <dt>{t('booking.confirmation.amount')}</dt>
        <dd>{t(onSite ? 'booking.confirmation.toPayOnSite' : 'booking.confirmation.paidAmount', { amount: format.money(booking.price.total, booking.currency) })}</dd>
      </Facts>
      <Muted>{t('booking.timesIn', { zone: booking.field.timezone })}</Muted>
      {pass && (
        <PassQr src={pass.qrCode} alt={t('booking.confirmation.qrAlt', { number: booking.bookingNumber })} width={240} height={240} />
      )}
      <Alert tone="info">{t('booking.confirmation.arrive', { minutes: BOOKING_DEFAULTS.arriveMinutesBefore })}</Alert>
      <Actions>
        <Button asChild variant="outline">
          <Link to="/fields">{t('booking.confirmation.moreFields')}</Link>
        </Button>
        {pass && (
          <Button asChild variant="outline" startIcon={<CalendarIcon size={18} />}>
            <a href={pass.calendarUrl} download={`${booking.bookingNumber}.ics`}>{t('booking.confirmation.addToCalendar')}</a>
          </Button>
        )}
        <Button asChild>
          <Link to={`/bookings/${encodeURIComponent(booking.id)}`}>{t('booking.confirmation.view')}</Link>
        </Button>
      </Actions>
    </>
  );
}
