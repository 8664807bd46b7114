import { useMemo } from 'react';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { timeInstant, utcDate } from '../lib/local-dates';

export interface BookingFormat {
  /** Minor units → "$40.00". */
  money: (amount: number, currency: string) => string;
  /** Local `HH:mm` (or `24:00`) → the language's 24-hour clock. */
  time: (time: string) => string;
  /** `YYYY-MM-DD` → "Mon, Jun 2". */
  day: (date: string) => string;
  /** `YYYY-MM-DD` → "Monday, June 2, 2025". */
  longDate: (date: string) => string;
  /** Minutes → "2 hours", "90 minutes". */
  duration: (minutes: number) => string;
  /** Seconds → "09:41". */
  countdown: (seconds: number) => string;
}

/** Money, times, dates and durations in the current language; dates and times stay in the field's zone. */
export function useBookingFormat(): BookingFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    const clock = new Intl.DateTimeFormat(language, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // `24:00` (the end of the day's last slot) reads as such, not as the next day's 00:00.
    const endOfDayClock = new Intl.DateTimeFormat(language, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h24' });
    const day = new Intl.DateTimeFormat(language, { ...utc, weekday: 'short', day: 'numeric', month: 'short' });
    const longDate = new Intl.DateTimeFormat(language, { ...utc, dateStyle: 'full' });
    const hours = new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 });
    const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    const twoDigits = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
    return {
      money: (amount, currency) => formatMoney(amount, currency, language),
      time: (value) => {
        const { instant, endOfDay } = timeInstant(value);
        return (endOfDay ? endOfDayClock : clock).format(instant);
      },
      day: (value) => day.format(utcDate(value)),
      longDate: (value) => longDate.format(utcDate(value)),
      duration: (value) => (value % 60 === 0 ? hours.format(value / 60) : minutes.format(value)),
      countdown: (seconds) => `${twoDigits.format(Math.floor(seconds / 60))}:${twoDigits.format(seconds % 60)}`,
    };
  }, [language]);
}
