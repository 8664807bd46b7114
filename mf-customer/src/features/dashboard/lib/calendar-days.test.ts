import { addDays, addMonths, daysInMonth, monthWeeks, weekEnd, weekStart } from './calendar-days';

describe('calendar days', () => {
  it('steps days and months across their ends, keeping the day where the month allows', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(daysInMonth('2026-02')).toBe(28);
  });

  it('lays a month out in weeks starting on Sunday, Monday or Saturday', () => {
    // 1 July 2026 is a Wednesday.
    expect(monthWeeks('2026-07', 0)[0]).toEqual([null, null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04']);
    expect(monthWeeks('2026-07', 1)[0]).toEqual([null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
    expect(monthWeeks('2026-07', 6)[0]).toEqual([null, null, null, null, '2026-07-01', '2026-07-02', '2026-07-03']);
    expect(monthWeeks('2026-07', 0).flat().filter(Boolean)).toHaveLength(31);
    expect(weekStart('2026-07-01', 1)).toBe('2026-06-29');
    expect(weekEnd('2026-07-01', 6)).toBe('2026-07-03');
  });
});
