import type { AvailabilityDay as Day } from '@pitchside/shared-api/contracts/field';
import { LockIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { ClosedDay, SlotItem, SlotList, SlotPrice, SlotTime } from './availability.styles';
import { SlotStatus } from './slot-status';

/** The slots of one day, in the field's local time. */
export function AvailabilityDay({ day }: { day: Day }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  if (day.slots.length === 0) {
    return (
      <ClosedDay>
        <LockIcon size={24} />
        <strong>{t('fieldDetails.availability.closedDay')}</strong>
        <span>{t('fieldDetails.availability.closedDayText')}</span>
      </ClosedDay>
    );
  }
  return (
    <SlotList aria-label={t('fieldDetails.availability.slotsOn', { date: format.calendarDate(day.date, 'weekdayDayMonth') })}>
      {day.slots.map((slot) => {
        const available = slot.status === 'available';
        return (
          <SlotItem key={slot.start} $available={available}>
            <SlotTime>{t('fieldDetails.range', { start: format.clock(slot.startTime), end: format.clock(slot.endTime) })}</SlotTime>
            <SlotStatus status={slot.status} />
            <SlotPrice $available={available}>{format.money(slot.price, slot.currency)}</SlotPrice>
          </SlotItem>
        );
      })}
    </SlotList>
  );
}
