import {
  calendarDateIn, currencyDigits, formatCountdown, formatDuration, dateTimeFormat, firstDayOfWeek, formatCalendarDate, formatClock, formatDate, formatDateRange,
  formatDateTime, formatLocale, formatMoney, formatMonth, formatNumber, formatPercent, formatRelative, formatRelativeTime, formatTime,
  formatUnit, formatWeekday, isTimeZone, numberFormat, weekdayOrder,
} from './format';

const INSTANT = '2025-06-02T16:30:00Z';
/** Spaces as Intl writes them (narrow and no-break) made plain, to compare with readable texts. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('format', () => {
  it('writes Arabic with Western digits, in one place', () => {
    expect(formatLocale('ar')).toBe('ar-u-nu-latn');
    expect(formatLocale('ar-MA')).toBe('ar-MA-u-nu-latn');
    expect(formatLocale('en')).toBe('en');
    expect(formatLocale('fr')).toBe('fr');
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    expect(formatDate(INSTANT, 'ar', { timeZone: 'UTC' })).toMatch(/2025/);
    expect(formatMoney(4000, 'EUR', 'ar')).toMatch(/40\.00/);
  });

  it('makes each Intl formatter once per language and options', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(numberFormat('fr', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr')).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('ar', { dateStyle: 'medium' })).toBe(dateTimeFormat('ar', { dateStyle: 'medium' }));
  });

  it('writes money from minor units with each currency’s digits', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(formatMoney(4000, 'EUR')).toBe('€40.00');
    expect(plain(formatMoney(123456, 'EUR', 'fr'))).toBe('1 234,56 €');
    expect(formatMoney(4000, 'JPY', 'en')).toBe('¥4,000');
    expect(plain(formatMoney(12345, 'KWD', 'en'))).toBe('KWD 12.345');
    expect(formatMoney(2550, 'USD', 'en')).toBe('$25.50');
  });

  it('writes numbers, percentages and units per language', () => {
    expect(formatNumber(1234.56, 'en', { maximumFractionDigits: 1 })).toBe('1,234.6');
    expect(plain(formatNumber(1234.56, 'fr', { maximumFractionDigits: 1 }))).toBe('1 234,6');
    expect(formatNumber(12.5, 'en', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })).toBe('+12.5');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(plain(formatPercent(0.125, 'fr'))).toBe('12,5 %');
    expect(formatUnit(2, 'hour', 'en')).toBe('2 hours');
    expect(formatUnit(90, 'minute', 'fr')).toBe('90 minutes');
    expect(formatUnit(1.25, 'kilometer', 'en', { display: 'short', maximumFractionDigits: 1 })).toBe('1.3 km');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(90, 'en')).toBe('90 minutes');
    expect(plain(formatDuration(60, 'fr'))).toBe('1 heure');
    expect(formatCountdown(581, 'en')).toBe('09:41');
    expect(formatCountdown(5, 'ar')).toBe('00:05');
  });

  it('writes instants in a given zone', () => {
    expect(formatDate(INSTANT, 'en', { timeZone: 'UTC' })).toBe('Jun 2, 2025');
    expect(formatDate(INSTANT, 'en', { timeZone: 'Pacific/Auckland', style: 'weekdayDayMonth' })).toBe('Tue, Jun 3');
    expect(formatDate(INSTANT, 'fr', { timeZone: 'Europe/Paris', style: 'long' })).toBe('2 juin 2025');
    expect(plain(formatTime(INSTANT, 'en', { timeZone: 'America/New_York' }))).toBe('12:30 PM');
    expect(formatTime(INSTANT, 'en', { timeZone: 'America/New_York', clock: '24h' })).toBe('12:30');
    expect(plain(formatDateTime(INSTANT, 'en', { timeZone: 'Europe/Paris' }))).toBe('Jun 2, 2025, 6:30 PM');
    expect(formatDateTime(INSTANT, 'fr', { timeZone: 'Europe/Paris', clock: '24h' })).toBe('2 juin 2025, 18:30');
    expect(plain(formatDateRange('2025-12-03T12:00:00Z', '2025-12-30T12:00:00Z', 'en', { timeZone: 'UTC' }))).toBe('December 3 – 30, 2025');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('writes calendar dates and wall-clock times as they are, whatever the reader’s zone', () => {
    expect(formatCalendarDate('2025-06-02', 'en', 'weekdayDate')).toBe('Mon, Jun 2, 2025');
    expect(formatCalendarDate('2025-06-02', 'en', 'full')).toBe('Monday, June 2, 2025');
    expect(formatCalendarDate('2025-06-02', 'fr', 'dayMonth')).toBe('2 juin');
    expect(formatClock('18:05', 'en')).toBe('18:05');
    expect(formatClock('09:00', 'fr')).toBe('09:00');
    expect(formatClock('24:00', 'en')).toBe('24:00');
  });

  it('names weekdays and months', () => {
    expect(formatWeekday(0, 'en')).toBe('Sunday');
    expect(formatWeekday(1, 'fr', 'short')).toBe('lun.');
    expect(formatWeekday(5, 'ar')).toBe('الجمعة');
    expect(formatMonth(6, 'en')).toBe('June');
    expect(formatMonth(12, 'fr', 'short')).toBe('déc.');
  });

  it('writes relative times in their largest whole unit', () => {
    const now = Date.parse('2025-06-02T12:00:00Z');
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    expect(formatRelativeTime(at(-10), 'en', now)).toBe('now');
    expect(formatRelativeTime(at(-90), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(at(3 * 3600), 'en', now)).toBe('in 3 hours');
    expect(formatRelativeTime(at(-2 * 86_400), 'en', now)).toBe('2 days ago');
    expect(formatRelativeTime(at(-86_400), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(at(-3 * 3600), 'fr', now)).toBe('il y a 3 heures');
    expect(formatRelativeTime(at(-3 * 3600), 'ar', now)).toMatch(/ساعات/);
    expect(formatRelativeTime(at(-14 * 86_400), 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime(at(-400 * 86_400), 'en', now)).toBe('last year');
    expect(formatRelativeTime('never', 'en', now)).toBe('');
    expect(formatRelative(5, 'hour', 'en')).toBe('in 5 hours');
  });

  it('knows zones, the date in a zone and the first day of a week', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(calendarDateIn('Pacific/Auckland', new Date('2025-06-02T13:00:00Z'))).toBe('2025-06-03');
    expect(calendarDateIn('America/New_York', new Date('2025-06-02T03:00:00Z'))).toBe('2025-06-01');
    expect(calendarDateIn('UTC', new Date('2025-06-02T02:30:00Z'))).toBe('2025-06-02');
    expect(calendarDateIn('Asia/Tokyo', new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(weekdayOrder('fr')).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});
