import type { AvailabilityDay, Field, Slot } from '@pitchside/shared-api/contracts/field';
import { weekdayOf } from './local-dates';

const MINUTE_MS = 60_000;

/** Slot length when a day offers none to measure. */
const DEFAULT_SLOT_MINUTES = 60;

/** A booking's consecutive slots and what they cost. */
export interface Run {
  slots: Slot[];
  startTime: string;
  endTime: string;
  /** Minutes, as the booking request sends it. */
  duration: number;
  /** Sum of the slots' prices, minor units of `currency`. */
  total: number;
  currency: string;
}

/** Why a booking cannot be made one slot longer or shorter (docs/product/messages.md, minimum and maximum duration). */
export type LengthLimit = 'minimum' | 'maximum' | 'nextTaken';

/**
 * The day's grid: how long a slot lasts and the break between two slots, with the longest booking the
 * field's company allows (its booking policy).
 */
export interface DayGrid {
  slotMinutes: number;
  breakMinutes: number;
  maxMinutes: number;
}

export function gridOf(day: AvailabilityDay | undefined, field: Pick<Field, 'schedules' | 'bookingPolicy'>): DayGrid {
  const first = day?.slots[0];
  const slotMinutes = first ? (Date.parse(first.end) - Date.parse(first.start)) / MINUTE_MS : DEFAULT_SLOT_MINUTES;
  const schedule = day ? field.schedules.find((s) => s.dayOfWeek === weekdayOf(day.date) && s.isActive) : undefined;
  return { slotMinutes, breakMinutes: schedule?.breakDuration ?? 0, maxMinutes: field.bookingPolicy.maxDurationMinutes };
}

/** Most slots one booking may take: the company's longest duration, in whole slots. */
export function maxSlots(grid: DayGrid): number {
  return Math.max(1, Math.floor(grid.maxMinutes / grid.slotMinutes));
}

/** Whether `next` starts one break after `previous` ends (a gap in the day breaks a run). */
function follows(previous: Slot, next: Slot, grid: DayGrid): boolean {
  return Date.parse(next.start) - Date.parse(previous.end) === grid.breakMinutes * MINUTE_MS;
}

/** How many slots from `startTime` (up to `upTo`) are available one after the other; 0 if the start is not. */
export function freeRunLength(day: AvailabilityDay, startTime: string, upTo: number, grid: DayGrid): number {
  const first = day.slots.findIndex((slot) => slot.startTime === startTime);
  if (first < 0) return 0;
  let length = 0;
  while (length < upTo) {
    const slot = day.slots[first + length];
    const previous = day.slots[first + length - 1];
    if (!slot || slot.status !== 'available') break;
    if (length > 0 && previous && !follows(previous, slot, grid)) break;
    length += 1;
  }
  return length;
}

/** The run of `count` slots from `startTime`, or null when any of them cannot be booked. */
export function runFrom(day: AvailabilityDay, startTime: string, count: number, grid: DayGrid): Run | null {
  if (count < 1 || freeRunLength(day, startTime, count, grid) < count) return null;
  const first = day.slots.findIndex((slot) => slot.startTime === startTime);
  const slots = day.slots.slice(first, first + count);
  const last = slots.at(-1);
  if (!last || !slots[0]) return null;
  return {
    slots,
    startTime,
    endTime: last.endTime,
    duration: count * grid.slotMinutes,
    total: slots.reduce((sum, slot) => sum + slot.price, 0),
    currency: slots[0].currency,
  };
}

/** Why the booking cannot go from `count` slots to `count + delta`, or null when it can. */
export function lengthLimit(day: AvailabilityDay | undefined, startTime: string | null, count: number, delta: 1 | -1, grid: DayGrid): LengthLimit | null {
  const wanted = count + delta;
  if (wanted < 1) return 'minimum';
  if (wanted > maxSlots(grid)) return 'maximum';
  if (delta > 0 && day && startTime && freeRunLength(day, startTime, wanted, grid) < wanted) return 'nextTaken';
  return null;
}
