import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import {
  formatCalendarDate, formatClock, formatCountdown, formatDate, formatDateRange, formatDateTime, formatDuration, formatLocale, formatMoney, formatMonth, formatNumber,
  formatPercent, formatRelative, formatRelativeTime, formatTime, formatUnit, formatWeekday, weekdayOrder,
  type ClockStyle, type DateOptions, type DateStyle, type FormatUnit, type Instant, type NumberOptions,
} from '../format/format';
import { currentLanguage, UI_NAMESPACE } from '../i18n/i18n';

/** The functions of `../format/format` with the language filled in (see there for examples). */
export interface Format {
  language: LanguageCode;
  /** The locale the formatters use (Arabic: `ar-u-nu-latn`). */
  locale: string;
  money: (amountMinor: number, currency: string) => string;
  number: (value: number, options?: NumberOptions) => string;
  percent: (ratio: number, options?: NumberOptions) => string;
  unit: (value: number, unit: FormatUnit, options?: NumberOptions & { display?: 'long' | 'short' | 'narrow' }) => string;
  /** Minutes as whole hours ("2 hours"), else minutes ("90 minutes"). */
  duration: (minutes: number) => string;
  /** Seconds as "mm:ss". */
  countdown: (seconds: number) => string;
  date: (instant: Instant, options?: DateOptions & { style?: DateStyle }) => string;
  time: (instant: Instant, options?: DateOptions & { clock?: ClockStyle }) => string;
  dateTime: (instant: Instant, options?: DateOptions & { clock?: ClockStyle }) => string;
  dateRange: (start: Instant, end: Instant, options?: DateOptions & { style?: DateStyle; withTime?: boolean }) => string;
  /** A `YYYY-MM-DD` as it is, whatever the reader's zone. */
  calendarDate: (date: string, style?: DateStyle) => string;
  /** A wall-clock `HH:mm` (or `24:00`) on the 24-hour clock. */
  clock: (time: string) => string;
  weekday: (dayOfWeek: number, width?: 'long' | 'short' | 'narrow') => string;
  month: (month: number, width?: 'long' | 'short') => string;
  relative: (value: number, unit: Intl.RelativeTimeFormatUnit) => string;
  relativeTime: (instant: Instant, now?: number) => string;
  /** The days of week (0 = Sunday) in the language's calendar order. */
  weekdays: () => number[];
}

const bound = new Map<LanguageCode, Format>();

/** The formatting functions of one language, made once per language. */
export function formatFor(language: LanguageCode): Format {
  let format = bound.get(language);
  if (!format) {
    format = {
      language,
      locale: formatLocale(language),
      money: (amountMinor, currency) => formatMoney(amountMinor, currency, language),
      number: (value, options) => formatNumber(value, language, options),
      percent: (ratio, options) => formatPercent(ratio, language, options),
      unit: (value, unit, options) => formatUnit(value, unit, language, options),
      duration: (minutes) => formatDuration(minutes, language),
      countdown: (seconds) => formatCountdown(seconds, language),
      date: (instant, options) => formatDate(instant, language, options),
      time: (instant, options) => formatTime(instant, language, options),
      dateTime: (instant, options) => formatDateTime(instant, language, options),
      dateRange: (start, end, options) => formatDateRange(start, end, language, options),
      calendarDate: (date, style) => formatCalendarDate(date, language, style),
      clock: (time) => formatClock(time, language),
      weekday: (dayOfWeek, width) => formatWeekday(dayOfWeek, language, width),
      month: (month, width) => formatMonth(month, language, width),
      relative: (value, unit) => formatRelative(value, unit, language),
      relativeTime: (instant, now) => formatRelativeTime(instant, language, now),
      weekdays: () => weekdayOrder(language),
    };
    bound.set(language, format);
  }
  return format;
}

/**
 * Money, numbers, dates and times in the current language; the component renders again when the
 * language changes. The object is the same for a language, so it can be a dependency of hooks.
 */
export function useFormat(): Format {
  const { i18n } = useTranslation(UI_NAMESPACE);
  return formatFor(currentLanguage(i18n));
}
