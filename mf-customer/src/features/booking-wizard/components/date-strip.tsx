import { useId } from 'react';
import type { Availability } from '@pitchside/shared-api/contracts/field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { Fieldset, HiddenRadio, Legend } from './step.styles';
import { DayNote, DayOption, DayStrip } from './time-step.styles';

export interface DateStripProps {
  dates: readonly string[];
  selected: string;
  /** Once known, days without a free slot say so. */
  availability: Availability | undefined;
  onSelect: (date: string) => void;
}

/** The coming days as one radio group: Tab reaches the chosen day, the arrow keys move from day to day. */
export function DateStrip({ dates, selected, availability, onSelect }: DateStripProps) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const format = useFormat();
  const name = useId();
  const full = (date: string) => {
    const day = availability?.days.find((d) => d.date === date);
    return day !== undefined && !day.slots.some((slot) => slot.status === 'available');
  };
  return (
    <Fieldset>
      <Legend>{t('booking.time.date')}</Legend>
      <DayStrip>
        {dates.map((date) => {
          const day = format.calendarDate(date, 'weekdayDayMonth');
          const noTimes = full(date);
          return (
            <DayOption key={date} $selected={date === selected}>
              <HiddenRadio
                name={name}
                value={date}
                checked={date === selected}
                aria-label={noTimes ? t('booking.time.dayWithoutTimes', { day }) : undefined}
                onChange={() => onSelect(date)}
              />
              {day}
              {noTimes && <DayNote>{t('booking.time.noFreeTimes')}</DayNote>}
            </DayOption>
          );
        })}
      </DayStrip>
    </Fieldset>
  );
}
