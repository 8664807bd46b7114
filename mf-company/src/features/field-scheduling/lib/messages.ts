import { MIN_DURATION_MESSAGE } from './rule-form';
import { FIELD_LIMITS as L, FIELD_MESSAGES as M, WEEKDAY_NAMES } from '@pitchside/shared-api/contracts/field-constants';

/** English texts of the fields contract and API → their keys under `scheduling.messages`. */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  [M.priority, 'priority'],
  [M.multiplier, 'multiplier'],
  [M.timeRange, 'timeRange'],
  [M.time, 'time'],
  [M.nameRequired, 'nameRequired'],
  [M.dateRange, 'dateRange'],
  [M.timezone, 'timezone'],
  [M.notFound, 'fieldNotFound'],
  [M.scheduleNotFound, 'scheduleNotFound'],
  [M.ruleNotFound, 'ruleNotFound'],
  [M.blockNotFound, 'blockNotFound'],
  [M.bulkNothing, 'bulkNothing'],
  [`Slot duration must be between ${L.slotMinutesMin} and ${L.slotMinutesMax} minutes`, 'slotDuration'],
  [`Break duration must be between 0 and ${L.breakMinutesMax} minutes`, 'breakDuration'],
  ['Use a date in the form YYYY-MM-DD', 'date'],
  ['Invalid date', 'date'],
  [MIN_DURATION_MESSAGE, 'minDuration'],
]);

const DUPLICATE = /^A schedule already exists for (\w+), edit the existing one$/;

/** The weekday a duplicate-schedule answer names (docs/product/validation.md), or null for any other text. */
export function duplicateScheduleDay(message: string): number | null {
  const name = DUPLICATE.exec(message)?.[1];
  const day = WEEKDAY_NAMES.findIndex((weekday) => weekday === name);
  return day === -1 ? null : day;
}
