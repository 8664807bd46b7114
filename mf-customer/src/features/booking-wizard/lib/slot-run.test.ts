import type { AvailabilityDay } from '@pitchside/shared-api/contracts/field';
import { availabilityFixture, bookingPolicyFixture, fieldFixture } from '../testing/booking-fixtures';
import { freeRunLength, gridOf, lengthLimit, maxSlots, runFrom } from './slot-run';

const monday = availabilityFixture().days[0] as AvailabilityDay;
const grid = gridOf(monday, fieldFixture());

describe('slot runs', () => {
  it('reads the day’s grid: hour slots without a break, at most the company’s longest booking', () => {
    expect(grid).toEqual({ slotMinutes: 60, breakMinutes: 0, maxMinutes: 180 });
    expect(maxSlots(grid)).toBe(3);
    expect(maxSlots({ slotMinutes: 45, breakMinutes: 0, maxMinutes: 180 })).toBe(4);
    expect(maxSlots({ slotMinutes: 240, breakMinutes: 0, maxMinutes: 180 })).toBe(1);
    const twoHours = gridOf(monday, fieldFixture({ bookingPolicy: bookingPolicyFixture({ maxDurationMinutes: 120 }) }));
    expect(twoHours.maxMinutes).toBe(120);
    expect(maxSlots(twoHours)).toBe(2);
    expect(lengthLimit(monday, '09:00', 2, 1, twoHours)).toBe('maximum');
  });

  it('prices a run of free slots one after the other', () => {
    expect(runFrom(monday, '09:00', 2, grid)).toMatchObject({ startTime: '09:00', endTime: '11:00', duration: 120, total: 7200, currency: 'USD' });
    expect(runFrom(monday, '11:00', 2, grid)).toBeNull();
    expect(runFrom(monday, '12:00', 1, grid)).toBeNull();
    expect(runFrom(monday, '07:00', 1, grid)).toBeNull();
  });

  it('stops a run at a taken slot or a gap in the day', () => {
    expect(freeRunLength(monday, '09:00', 5, grid)).toBe(3);
    expect(freeRunLength(monday, '13:00', 3, grid)).toBe(1);
    // 14:00 is under maintenance and 15:00–18:00 is not on offer: 18:00 does not follow 13:00.
    expect(freeRunLength(monday, '18:00', 3, grid)).toBe(1);
    expect(freeRunLength(monday, '12:00', 3, grid)).toBe(0);
  });

  it('tells why a booking cannot be shorter or longer', () => {
    expect(lengthLimit(monday, '09:00', 1, -1, grid)).toBe('minimum');
    expect(lengthLimit(monday, '09:00', 3, 1, grid)).toBe('maximum');
    expect(lengthLimit(monday, '10:00', 2, 1, grid)).toBe('nextTaken');
    expect(lengthLimit(monday, '09:00', 1, 1, grid)).toBeNull();
    expect(lengthLimit(undefined, null, 2, 1, grid)).toBeNull();
  });
});
