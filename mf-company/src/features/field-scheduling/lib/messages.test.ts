import { duplicateScheduleDay } from './messages';

describe('duplicateScheduleDay', () => {
  it('reads the weekday of the duplicate-schedule answer', () => {
    expect(duplicateScheduleDay('A schedule already exists for Monday, edit the existing one')).toBe(1);
    expect(duplicateScheduleDay('A schedule already exists for Sunday, edit the existing one')).toBe(0);
  });

  it('ignores any other text', () => {
    expect(duplicateScheduleDay('A schedule already exists for Someday, edit the existing one')).toBeNull();
    expect(duplicateScheduleDay('Invalid time range')).toBeNull();
  });
});
