import { useMemo } from 'react';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOOKINGS_NS } from '../../locales/namespace';

// A booking's `date` (`YYYY-MM-DD`) and times (`HH:mm`, `24:00` for midnight) are already the field's
// wall clock: they are formatted as UTC values so that nothing shifts them into the viewer's zone.

function utcDay(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function utcTime(time: string): { instant: number; endOfDay: boolean } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { instant: Date.UTC(2000, 0, 1, hours === 24 ? 0 : hours, minutes), endOfDay: hours === 24 };
}

export interface BookingFormat {
  /** `YYYY-MM-DD` → "Mon, Jun 2, 2025" (`long`: "Monday, June 2, 2025"). */
  date: (date: string, style?: 'short' | 'long') => string;
  /** Two local `HH:mm` → "18:00–19:30". */
  timeRange: (start: string, end: string) => string;
  /** Minutes → "1 h 30 min". */
  duration: (minutes: number) => string;
  /** Minor units → "$40.00". */
  money: (amount: number, currency: string) => string;
  /** An ISO instant on the wall clock of `timeZone` → "Jun 1, 2025, 18:00". */
  instant: (iso: string, timeZone: string) => string;
  number: (value: number) => string;
}

/** Dates, times, durations and money of bookings, in the current language. */
export function useBookingFormat(): BookingFormat {
  const { t, i18n } = useTranslation(BOOKINGS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    const shortDate = new Intl.DateTimeFormat(language, { ...utc, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const longDate = new Intl.DateTimeFormat(language, { ...utc, dateStyle: 'full' });
    const clock = new Intl.DateTimeFormat(language, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const endOfDayClock = new Intl.DateTimeFormat(language, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h24' });
    const numbers = new Intl.NumberFormat(language);
    const time = (value: string) => {
      const { instant, endOfDay } = utcTime(value);
      return (endOfDay ? endOfDayClock : clock).format(instant);
    };
    return {
      date: (date, style = 'short') => (style === 'long' ? longDate : shortDate).format(utcDay(date)),
      timeRange: (start, end) => t('bookings.timeRange', { start: time(start), end: time(end) }),
      duration: (minutes) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        if (hours === 0) return t('bookings.duration.minutes', { minutes: numbers.format(rest) });
        if (rest === 0) return t('bookings.duration.hours', { hours: numbers.format(hours) });
        return t('bookings.duration.hoursMinutes', { hours: numbers.format(hours), minutes: numbers.format(rest) });
      },
      money: (amount, currency) => formatMoney(amount, currency, language),
      instant: (iso, timeZone) =>
        new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso)),
      number: (value) => numbers.format(value),
    };
  }, [t, language]);
}
