import { useMemo } from 'react';
import { formatMoney } from '@pitchside/shared-api/contracts/field-pricing';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { timeInstant, utcDate, weekdayInstant } from '../lib/field-time';

export interface Formatters {
  language: string;
  /** Minor units → "$40.00". */
  money: (amount: number, currency: string) => string;
  number: (value: number, maximumFractionDigits?: number) => string;
  /** Local `HH:mm` (or `24:00`) → the language's 24-hour clock. */
  time: (time: string) => string;
  /** `YYYY-MM-DD` → "Mon, Jun 2". */
  dayLabel: (date: string) => string;
  /** `YYYY-MM-DD` → "Jun 2, 2025". */
  date: (date: string) => string;
  /** 0 = Sunday → "Sunday". */
  weekday: (dayOfWeek: number) => string;
}

/** Number, money, time and date formatting in the current language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    const clock = new Intl.DateTimeFormat(language, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // `24:00` (closing at midnight) reads as such, not as the next day's 00:00.
    const endOfDayClock = new Intl.DateTimeFormat(language, { ...utc, hour: '2-digit', minute: '2-digit', hourCycle: 'h24' });
    const dayLabel = new Intl.DateTimeFormat(language, { ...utc, weekday: 'short', day: 'numeric', month: 'short' });
    const date = new Intl.DateTimeFormat(language, { ...utc, dateStyle: 'medium' });
    const weekday = new Intl.DateTimeFormat(language, { ...utc, weekday: 'long' });
    return {
      language,
      money: (amount, currency) => formatMoney(amount, currency, language),
      number: (value, maximumFractionDigits = 2) => new Intl.NumberFormat(language, { maximumFractionDigits }).format(value),
      time: (value) => {
        const { instant, endOfDay } = timeInstant(value);
        return (endOfDay ? endOfDayClock : clock).format(instant);
      },
      dayLabel: (value) => dayLabel.format(utcDate(value)),
      date: (value) => date.format(utcDate(value)),
      weekday: (dayOfWeek) => weekday.format(weekdayInstant(dayOfWeek)),
    };
  }, [language]);
}
