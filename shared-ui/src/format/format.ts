/**
 * The platform's one way of writing money, numbers, dates and times for a reader. Plain functions of a
 * language (no React), so they work in hooks, helpers and tests alike; `useFormat` (`../use-format`)
 * binds them to the current language. Every `Intl` formatter is created once per locale and options.
 *
 * Digits: Arabic is written with Western digits (`ar-u-nu-latn`), on every screen and in the server's
 * receipts (docs/adr/0021-pdf-receipts-and-right-to-left-text.md). `formatLocale` is the one place
 * that decides it.
 */

/** An instant: a `Date`, epoch milliseconds or an ISO text with its offset. */
export type Instant = Date | number | string;

/** Date presets; the examples are English. */
export const DATE_STYLES = {
  /** 6/2/25 */
  short: { dateStyle: 'short' },
  /** Jun 2, 2025 */
  medium: { dateStyle: 'medium' },
  /** June 2, 2025 */
  long: { dateStyle: 'long' },
  /** Monday, June 2, 2025 */
  full: { dateStyle: 'full' },
  /** Jun 2 */
  dayMonth: { day: 'numeric', month: 'short' },
  /** Mon, Jun 2 */
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  /** Mon, Jun 2, 2025 */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** Monday, June 2 */
  weekdayDayMonthLong: { weekday: 'long', day: 'numeric', month: 'long' },
  /** June 2025 */
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** `locale`: the reader's own clock (9:00 AM in English); `24h`: 18:00 in every language. */
export type ClockStyle = 'locale' | '24h';

export interface DateOptions {
  /** IANA zone whose wall clock is shown; the reader's own zone when left out. */
  timeZone?: string | undefined;
}

export type NumberOptions = Pick<
  Intl.NumberFormatOptions,
  'maximumFractionDigits' | 'minimumFractionDigits' | 'minimumIntegerDigits' | 'signDisplay' | 'useGrouping'
>;

/** Units written out by `formatUnit`. */
export type FormatUnit = 'second' | 'minute' | 'hour' | 'day' | 'kilometer' | 'kilobyte' | 'megabyte';

/** The locale formatters use for a language: Arabic gets Western digits. */
export function formatLocale(language: string): string {
  return /^ar(-|$)/i.test(language) && !language.includes('-u-') ? `${language}-u-nu-latn` : language;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(kind: string, language: string, options: object, make: (locale: string) => T): T {
  const locale = formatLocale(language);
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

/** The shared `Intl.NumberFormat` of a language and options. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', language, options, (locale) => new Intl.NumberFormat(locale, options));
}

/** The shared `Intl.DateTimeFormat` of a language and options. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** The shared `Intl.RelativeTimeFormat` of a language (`numeric: 'auto'`: "yesterday", "now"). */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  return cached('relative', language, {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
}

// ——— Money and numbers ———

/** How many minor units a currency's major unit has, as digits: USD 2, JPY 0, KWD 3. */
export function currencyDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units with its currency: 4000 EUR → "€40.00" (en), "40,00 €" (fr). */
export function formatMoney(amountMinor: number, currency: string, language = 'en'): string {
  return numberFormat(language, { style: 'currency', currency }).format(amountMinor / 10 ** currencyDigits(currency));
}

/** A number with the language's separators: 1234.5 → "1,234.5" (en), "1 234,5" (fr). */
export function formatNumber(value: number, language: string, options: NumberOptions = {}): string {
  return numberFormat(language, options).format(value);
}

/** A ratio as a percentage: 0.125 → "12.5%" (en), "12,5 %" (fr). */
export function formatPercent(ratio: number, language: string, options: NumberOptions = { maximumFractionDigits: 1 }): string {
  return numberFormat(language, { ...options, style: 'percent' }).format(ratio);
}

/** A quantity with its unit written out: 2 hours, 90 minutes, 1.5 km. */
export function formatUnit(
  value: number, unit: FormatUnit, language: string,
  { display = 'long', ...options }: NumberOptions & { display?: 'long' | 'short' | 'narrow' } = {},
): string {
  return numberFormat(language, { ...options, style: 'unit', unit, unitDisplay: display }).format(value);
}

/** A length of time in minutes: whole hours as hours ("2 hours"), else minutes ("90 minutes"). */
export function formatDuration(minutes: number, language: string): string {
  return minutes % 60 === 0 ? formatUnit(minutes / 60, 'hour', language) : formatUnit(minutes, 'minute', language);
}

/** Seconds left as a countdown: 581 → "09:41". */
export function formatCountdown(seconds: number, language: string): string {
  const twoDigits = { minimumIntegerDigits: 2, useGrouping: false } as const;
  return `${formatNumber(Math.floor(seconds / 60), language, twoDigits)}:${formatNumber(seconds % 60, language, twoDigits)}`;
}

// ——— Instants ———

function toDate(instant: Instant): Date | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date of an instant in a zone (the reader's by default). An unreadable instant gives ''. */
export function formatDate(instant: Instant, language: string, { style = 'medium', timeZone }: DateOptions & { style?: DateStyle } = {}): string {
  const date = toDate(instant);
  return date ? dateTimeFormat(language, { ...DATE_STYLES[style], timeZone }).format(date) : '';
}

function timeOptions(clock: ClockStyle): Intl.DateTimeFormatOptions {
  return clock === '24h' ? { timeStyle: 'short', hourCycle: 'h23' } : { timeStyle: 'short' };
}

/** The time of an instant in a zone: "6:00 PM", or "18:00" with the 24-hour clock. */
export function formatTime(instant: Instant, language: string, { timeZone, clock = 'locale' }: DateOptions & { clock?: ClockStyle } = {}): string {
  const date = toDate(instant);
  return date ? dateTimeFormat(language, { ...timeOptions(clock), timeZone }).format(date) : '';
}

/** Date and time of an instant in a zone: "Jun 2, 2025, 6:00 PM". */
export function formatDateTime(instant: Instant, language: string, { timeZone, clock = 'locale' }: DateOptions & { clock?: ClockStyle } = {}): string {
  const date = toDate(instant);
  return date ? dateTimeFormat(language, { dateStyle: 'medium', ...timeOptions(clock), timeZone }).format(date) : '';
}

/**
 * From one instant to another, shared parts written once: "June 2 – 29, 2025"; with `withTime`,
 * "Jun 2, 2025, 6:00 – 7:30 PM".
 */
export function formatDateRange(
  start: Instant, end: Instant, language: string,
  { style = 'long', timeZone, withTime = false }: DateOptions & { style?: DateStyle; withTime?: boolean } = {},
): string {
  const [from, to] = [toDate(start), toDate(end)];
  if (!from || !to) return '';
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : DATE_STYLES[style];
  return dateTimeFormat(language, { ...options, timeZone }).formatRange(from, to);
}

// ——— Calendar dates and wall-clock times (a field's `YYYY-MM-DD` and `HH:mm`, already in its zone) ———

/** Midnight UTC of a `YYYY-MM-DD`, so that formatting it at UTC shows that very day. */
export function calendarInstant(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** A calendar date (`YYYY-MM-DD`) as it is, whatever the reader's zone: "Mon, Jun 2". */
export function formatCalendarDate(date: string, language: string, style: DateStyle = 'medium'): string {
  return formatDate(calendarInstant(date), language, { style, timeZone: 'UTC' });
}

/** A wall-clock `HH:mm` on the 24-hour clock of the language; `24:00` (the end of a day) stays `24:00`. */
export function formatClock(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const endOfDay = hours === 24;
  const format = dateTimeFormat(language, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: endOfDay ? 'h24' : 'h23' });
  return format.format(Date.UTC(2000, 0, 1, endOfDay ? 0 : hours, minutes));
}

/** 2023-01-01 was a Sunday: day N of that week is weekday N. */
const SUNDAY_UTC = Date.UTC(2023, 0, 1);

/** A day of week's name, numbered as the API does (0 = Sunday): "Monday", "Mon". */
export function formatWeekday(dayOfWeek: number, language: string, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(SUNDAY_UTC + dayOfWeek * 86_400_000);
}

/** A month's name (1 = January): "June", "Jun". */
export function formatMonth(month: number, language: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(Date.UTC(2023, month - 1, 15));
}

// ——— Relative times ———

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** `value` units from now: (3, 'hour') → "in 3 hours", (-1, 'day') → "yesterday". */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, language: string): string {
  return relativeTimeFormat(language).format(value, unit);
}

/**
 * How long ago (or until) an instant is, in its largest whole unit: "3 minutes ago", "in 2 days",
 * "now" under a minute. An unreadable instant gives ''.
 */
export function formatRelativeTime(instant: Instant, language: string, now: number = Date.now()): string {
  const date = toDate(instant);
  if (!date) return '';
  const seconds = (date.getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.trunc(seconds / size), unit, language);
  }
  return formatRelative(0, 'second', language);
}

// ——— Zones and weeks ———

/** Whether the runtime knows an IANA zone. */
export function isTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`YYYY-MM-DD`) an instant falls on in a zone, which may not be the reader's date. */
export function calendarDateIn(timeZone: string, now: Instant = new Date()): string {
  const date = toDate(now) ?? new Date();
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay?: number }; weekInfo?: { firstDay?: number } };

/** The first day of a language's week (0 = Sunday): French Monday, Arabic Saturday, English Sunday. */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as LocaleWithWeekInfo;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    if (firstDay) return firstDay % 7;
  } catch {
    // Not a language tag the runtime reads: the table below.
  }
  if (/^fr/i.test(language)) return 1;
  if (/^ar/i.test(language)) return 6;
  return 0;
}

/** The seven days of week (0 = Sunday) in the order a language's calendar shows them. */
export function weekdayOrder(language: string): number[] {
  const first = firstDayOfWeek(language);
  return Array.from({ length: 7 }, (_, offset) => (first + offset) % 7);
}
