import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { formatCalendarDate, formatMoney, formatWeekday } from '@pitchside/shared-ui/format';
import type { AvailabilityDay } from '@pitchside/shared-api/contracts/field';
import { NS } from '../../../locales/namespace';
import { dayOfWeekOf } from '../lib/local-dates';
import { STATUS_TONES } from '../lib/status-tones';
import { capitalize } from '../lib/weekdays';
import { DayColumn, DayDate, DayHeader, Days, NoSlots, Scroller, SlotCell, SlotList, SlotTime } from './week-grid.styles';

/** Seven day columns of slots: local time, price and status (colour and text) in each cell. */
export function WeekGrid({ days }: { days: readonly AvailabilityDay[] }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return (
    // Focusable so keyboard users can scroll it sideways on phones.
    <Scroller tabIndex={0} role="region" aria-label={t('scheduling.preview.gridLabel')}>
      <Days>
        {days.map((day) => {
          const headingId = `preview-day-${day.date}`;
          return (
            <DayColumn key={day.date} aria-labelledby={headingId}>
              <DayHeader id={headingId}>
                {capitalize(formatWeekday(dayOfWeekOf(day.date), language), language)}{' '}
                <DayDate>{formatCalendarDate(day.date, language, 'dayMonth')}</DayDate>
              </DayHeader>
              {day.slots.length === 0 ? (
                <NoSlots>{t('scheduling.hours.closed')}</NoSlots>
              ) : (
                <SlotList>
                  {day.slots.map((slot) => (
                    <SlotCell key={slot.start} $status={slot.status}>
                      <SlotTime>{t('scheduling.hours.range', { open: slot.startTime, close: slot.endTime })}</SlotTime>
                      <span>{formatMoney(slot.price, slot.currency, language)}</span>
                      <Badge tone={STATUS_TONES[slot.status]}>{t(`scheduling.status.${slot.status}`)}</Badge>
                    </SlotCell>
                  ))}
                </SlotList>
              )}
            </DayColumn>
          );
        })}
      </Days>
    </Scroller>
  );
}
