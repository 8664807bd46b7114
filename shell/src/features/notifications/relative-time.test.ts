import { formatDateTime, formatRelativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('uses the largest whole unit, in the given language', () => {
    expect(formatRelativeTime(ago(10), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(90), now, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 3600), now, 'fr')).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(14 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 24 * 3600), now, 'en')).toBe('last year');
  });

  it('speaks Arabic for Arabic', () => {
    expect(formatRelativeTime(ago(3 * 3600), now, 'ar')).toMatch(/ساعات/);
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
