import { todayIn } from './field-time';

describe('todayIn', () => {
  const instant = new Date('2025-06-02T02:30:00Z');

  it('gives the calendar date of the field’s zone, which may differ from UTC', () => {
    expect(todayIn('America/New_York', instant)).toBe('2025-06-01');
    expect(todayIn('UTC', instant)).toBe('2025-06-02');
    expect(todayIn('Asia/Tokyo', new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
  });
});
