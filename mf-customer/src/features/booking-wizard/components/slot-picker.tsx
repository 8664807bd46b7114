import { useId } from 'react';
import type { AvailabilityDay } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import type { Run } from '../lib/slot-run';
import { SlotStatusBadge } from './slot-status-badge';
import { Fieldset, HiddenRadio, Legend } from './step.styles';
import { ClosedDay, InRun, SlotGrid, SlotOption, SlotPrice, SlotTime, type SlotLook } from './time-step.styles';

export interface SlotPickerProps {
  day: AvailabilityDay;
  startTime: string | null;
  /** The chosen run, drawn across its slots. */
  run: Run | null;
  onSelect: (startTime: string) => void;
}

/** The day's slots with status and price; only available ones can be chosen as the start. */
export function SlotPicker({ day, startTime, run, onSelect }: SlotPickerProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const name = useId();
  if (day.slots.length === 0) return <ClosedDay>{t('booking.time.closedDay')}</ClosedDay>;
  return (
    <Fieldset>
      <Legend>{t('booking.time.startOn', { date: format.calendarDate(day.date, 'weekdayDayMonth') })}</Legend>
      <SlotGrid>
        {day.slots.map((slot) => {
          const available = slot.status === 'available';
          const inRun = run?.slots.includes(slot) ?? false;
          const look: SlotLook = !available ? 'unavailable' : inRun ? (slot.startTime === run?.startTime ? 'start' : 'inRun') : 'free';
          return (
            <li key={slot.start}>
              <SlotOption $look={look}>
                <HiddenRadio
                  name={name}
                  value={slot.startTime}
                  checked={available && slot.startTime === startTime}
                  disabled={!available}
                  onChange={() => onSelect(slot.startTime)}
                />
                <SlotTime>{t('booking.range', { start: format.clock(slot.startTime), end: format.clock(slot.endTime) })}</SlotTime>
                <SlotStatusBadge status={slot.status} />
                <SlotPrice>{format.money(slot.price, slot.currency)}</SlotPrice>
                {look === 'inRun' && <InRun>{t('booking.time.inBooking')}</InRun>}
              </SlotOption>
            </li>
          );
        })}
      </SlotGrid>
    </Fieldset>
  );
}
