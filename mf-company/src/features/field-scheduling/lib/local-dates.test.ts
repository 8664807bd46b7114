import { addDays, dayOfWeekOf, localInstant, startOfWeek, todayIn } from './local-dates';

describe('field-local dates and times', () => {
  it('moves dates across month and year ends, and knows their weekday', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(dayOfWeekOf('2025-01-12')).toBe(0);
    expect(dayOfWeekOf('2025-01-18')).toBe(6);
  });

  it('finds the start of the week for Sunday, Monday and Saturday starts', () => {
    expect(startOfWeek('2025-01-15', 0)).toBe('2025-01-12');
    expect(startOfWeek('2025-01-15', 1)).toBe('2025-01-13');
    expect(startOfWeek('2025-01-15', 6)).toBe('2025-01-11');
    expect(startOfWeek('2025-01-12', 0)).toBe('2025-01-12');
  });

  it("reads today's date on the field's clock, not the browser's", () => {
    const lateEveningInNewYork = Date.parse('2025-01-16T03:30:00Z');
    expect(todayIn('America/New_York', lateEveningInNewYork)).toBe('2025-01-15');
    expect(todayIn('Asia/Tokyo', lateEveningInNewYork)).toBe('2025-01-16');
  });

  it('turns a wall-clock time into the instant, with each side of a daylight-saving change', () => {
    expect(localInstant('2025-03-09', '01:30', 'America/New_York')).toBe('2025-03-09T06:30:00.000Z');
    expect(localInstant('2025-03-09', '03:30', 'America/New_York')).toBe('2025-03-09T07:30:00.000Z');
    expect(localInstant('2025-11-02', '03:00', 'America/New_York')).toBe('2025-11-02T08:00:00.000Z');
    expect(localInstant('2025-07-01', '12:00', 'Europe/Paris')).toBe('2025-07-01T10:00:00.000Z');
  });

  it('takes 24:00 as the midnight that ends the day', () => {
    expect(localInstant('2025-12-31', '24:00', 'America/New_York')).toBe('2026-01-01T05:00:00.000Z');
  });
});
