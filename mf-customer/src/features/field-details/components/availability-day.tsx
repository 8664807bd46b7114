import type { AvailabilityDay as Day } from '@pitchside/shared-api/contracts/field';
import { LockIcon } from '@pitchside/shared-ui/icons';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELDS_NS } from '../../../locales/namespace';
import { useFormatters } from '../hooks/use-formatters';
import { ClosedDay, SlotItem, SlotList, SlotPrice, SlotTime } from './availability.styles';
import { SlotStatus } from './slot-status';

/** The slots of one day, in the field's local time. */
export function AvailabilityDay({ day }: { day: Day }) {
  const { t } = useTranslation(FIELDS_NS);
  const format = useFormatters();
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
    <SlotList aria-label={t('fieldDetails.availability.slotsOn', { date: format.dayLabel(day.date) })}>
      {day.slots.map((slot) => {
        const available = slot.status === 'available';
        return (
          <SlotItem key={slot.start} $available={available}>
            <SlotTime>{t('fieldDetails.range', { start: format.time(slot.startTime), end: format.time(slot.endTime) })}</SlotTime>
            <SlotStatus status={slot.status} />
            <SlotPrice $available={available}>{format.money(slot.price, slot.currency)}</SlotPrice>
          </SlotItem>
        );
      })}
    </SlotList>
  );
}
