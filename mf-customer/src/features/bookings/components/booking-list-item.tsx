import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { CalendarIcon, ClockIcon, MapPinIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useBookingTexts } from '../../../components/booking/booking-texts';
import { BookingStatusBadge } from '../../../components/booking/booking-status-badge';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Code, Facts, ItemCard, Main, Name, Side, TitleRow, Total } from './booking-list-item.styles';

/** One booking: where, when (the field's local time), how long, its status, price and code; opens its page. */
export function BookingListItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const format = useFormat();
  const texts = useBookingTexts();
  const date = format.calendarDate(booking.date, 'weekdayDate');
  const time = texts.timeRange(booking.startTime, booking.endTime);
  return (
    <ItemCard forwardedAs="li" interactive>
      <Main>
        <TitleRow>
          <Name>
            {/* Several bookings of one field: the link's name says which day too (and starts with what it shows). */}
            <Link to={`/bookings/${encodeURIComponent(booking.id)}`} aria-label={t('bookings.card.link', { field: booking.field.name, date, time })}>
              {booking.field.name}
            </Link>
          </Name>
          <BookingStatusBadge booking={booking} />
        </TitleRow>
        <Facts aria-label={t('bookings.card.facts')}>
          <li>
            <MapPinIcon size={16} />
            {booking.field.city}
          </li>
          <li>
            <CalendarIcon size={16} />
            {date}
          </li>
          <li>
            <ClockIcon size={16} />
            {t('bookings.card.timeAndDuration', { time, duration: texts.duration(booking.duration) })}
          </li>
        </Facts>
      </Main>
      <Side>
        <Total>
          <VisuallyHidden>{t('bookings.card.total')} </VisuallyHidden>
          {format.money(booking.price.total, booking.currency)}
        </Total>
        <Code>
          {t('bookings.card.code')} <span>{booking.confirmationCode}</span>
        </Code>
      </Side>
    </ItemCard>
  );
}
