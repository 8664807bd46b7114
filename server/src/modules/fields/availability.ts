/**
 * Availability of one field: its weekly schedule walked day by day in the field's IANA zone, each
 * slot labelled and priced. Pure and deterministic: the caller supplies every input, `now` included.
 *
 * Time rules (the field's zone decides everything; the server's own zone never matters):
 * - A local day's slots start on the wall-clock grid openTime, openTime + slot + break, … while
 *   start + slot ≤ closeTime ('24:00' is the end of the day).
 * - A start that does not exist on that day (spring-forward gap) is skipped; an ambiguous one (the
 *   repeated hour of a fall-back) means its first, earlier occurrence.
 * - A slot lasts `slotDuration` real minutes from its start instant.
 * - `endTime` is what a wall clock in the zone shows when the slot ends, and '24:00' when it ends at
 *   the first instant of the next local day. Across a fall-back it may read earlier than `startTime`
 *   (01:00 → 01:00 for an hour that straddles the repeat).
 * - Straddling a spring-forward gap makes a slot end later on the wall clock than the grid says; a
 *   slot that would then begin before the previous one has ended, or end after closing, is left out.
 *   Those are the only slots dropped apart from the nonexistent starts.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import type { Availability, AvailabilityDay, Slot } from '@pitchside/shared-api/contracts/field';
import type { BlockType, Currency, FieldStatus, SlotStatus } from '@pitchside/shared-api/contracts/field-constants';
import { slotPrice, type PricingRuleTerms } from '@pitchside/shared-api/contracts/field-pricing';

export interface ScheduleTerms {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  slotDuration: number;
  breakDuration: number;
  isActive: boolean;
}

/** Instants are epoch milliseconds; intervals are half-open [start, end). */
export interface CalendarBlock { type: BlockType; start: number; end: number }
export interface BusyInterval { start: number; end: number }

export interface AvailabilityInput {
  timezone: string;
  /** First local date, `YYYY-MM-DD`. */
  from: string;
  days: number;
  schedules: readonly ScheduleTerms[];
  pricingRules: readonly PricingRuleTerms[];
  blocks: readonly CalendarBlock[];
  /** Bookings holding the field (status 'booked'). */
  busy: readonly BusyInterval[];
  basePricePerHour: number;
  currency: Currency;
  now: Date;
  fieldStatus: FieldStatus;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const END_OF_DAY = 24 * 60;

/** When blocks of several types cover one slot, the most severe shows. */
const BLOCK_RANK: Record<BlockType, number> = { maintenance: 3, closed: 2, private_event: 1 };

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
/** `HH:mm` of every minute of a day plus '24:00', built once. */
const LABELS = Array.from({ length: END_OF_DAY + 1 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
const label = (minutes: number) => LABELS[minutes]!;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

let lastUtcDay = NaN;
let lastUtcDate = '';
/** ISO text of an instant; whole minutes (every slot edge today) are assembled from cached parts. */
function isoOf(instant: number): string {
  const minutes = instant / MINUTE;
  if (!Number.isInteger(minutes)) return new Date(instant).toISOString();
  const day = Math.floor(minutes / END_OF_DAY);
  if (day !== lastUtcDay) {
    lastUtcDay = day;
    lastUtcDate = new Date(day * DAY).toISOString().slice(0, 10);
  }
  return `${lastUtcDate}T${label(minutes - day * END_OF_DAY)}:00.000Z`;
}

/** A local calendar date (month 0-based, as Date takes it). */
interface LocalDate { year: number; month: number; day: number; weekday: number; text: string }

function localDate(from: string, offsetDays: number): LocalDate {
  const d = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)) + offsetDays));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const day = d.getUTCDate();
  return { year, month, day, weekday: d.getUTCDay(), text: `${year}-${pad(month + 1)}-${pad(day)}` };
}

function showsWallClock(t: TZDate, date: LocalDate, minutes: number): boolean {
  return t.getDate() === date.day && t.getMonth() === date.month && t.getFullYear() === date.year
    && t.getHours() * 60 + t.getMinutes() === minutes;
}

/**
 * The first instant at which the zone's clocks show `minutes` past midnight on `date`, or null when
 * they never do (the time falls in a spring-forward gap).
 */
function firstInstantOf(zone: string, date: LocalDate, minutes: number): number | null {
  const candidate = new TZDate(date.year, date.month, date.day, Math.floor(minutes / 60), minutes % 60, zone);
  if (!showsWallClock(candidate, date, minutes)) return null;
  // A repeated time also exists under the offset in force before the change; take that one if so.
  const at = tzOffset(zone, candidate);
  const before = tzOffset(zone, new Date(candidate.getTime() - DAY));
  if (before > at) {
    const earlier = new TZDate(candidate.getTime() - (before - at) * MINUTE, zone);
    if (showsWallClock(earlier, date, minutes)) return earlier.getTime();
  }
  return candidate.getTime();
}

/** The first instant of a local day (past the gap when midnight itself is skipped). */
function dayStartOf(zone: string, date: LocalDate): number {
  return firstInstantOf(zone, date, 0) ?? new TZDate(date.year, date.month, date.day, 0, 0, zone).getTime();
}

/** Where a local day begins and ends, and whether one offset holds all day long. */
interface DayFrame { start: number; next: number; steady: boolean }

// Zone lookups cost microseconds each; a day's frame never changes, so it is computed once.
const frames = new Map<string, DayFrame>();
const FRAMES_MAX = 50_000;

function frameOf(zone: string, date: LocalDate, next: LocalDate): DayFrame {
  const key = `${zone} ${date.text}`;
  let frame = frames.get(key);
  if (!frame) {
    const start = dayStartOf(zone, date);
    const end = dayStartOf(zone, next);
    // Assumes at most one offset change a day, as every zone's rules have it.
    const steady = end - start === DAY && tzOffset(zone, new Date(start)) === tzOffset(zone, new Date(end - 1));
    frame = { start, next: end, steady };
    if (frames.size >= FRAMES_MAX) frames.clear();
    frames.set(key, frame);
  }
  return frame;
}

interface PlannedSlot { start: number; end: number; startMinutes: number; endMinutes: number }

/** The day's slots in time order, before statuses and prices. */
function planDay(zone: string, date: LocalDate, schedule: ScheduleTerms, { start: dayStart, next: nextDayStart, steady }: DayFrame): PlannedSlot[] {
  const open = minutesOf(schedule.openTime);
  const close = minutesOf(schedule.closeTime);
  const step = schedule.slotDuration + schedule.breakDuration;
  const length = schedule.slotDuration * MINUTE;
  const planned: PlannedSlot[] = [];
  for (let minutes = open; minutes + schedule.slotDuration <= close; minutes += step) {
    // With one offset all day, wall-clock minutes and elapsed minutes agree: no per-slot zone lookups.
    if (steady) {
      const start = dayStart + minutes * MINUTE;
      planned.push({ start, end: start + length, startMinutes: minutes, endMinutes: minutes + schedule.slotDuration });
      continue;
    }
    const start = firstInstantOf(zone, date, minutes);
    if (start === null) continue;
    const end = start + length;
    if (end > nextDayStart) continue;
    const endMinutes = end === nextDayStart ? END_OF_DAY : wallMinutes(zone, end);
    const previous = planned[planned.length - 1];
    if (endMinutes > close || (previous && start < previous.end)) continue;
    planned.push({ start, end, startMinutes: minutes, endMinutes });
  }
  return planned;
}

function wallMinutes(zone: string, instant: number): number {
  const t = new TZDate(instant, zone);
  return t.getHours() * 60 + t.getMinutes();
}

function statusOf(input: AvailabilityInput, start: number, end: number): SlotStatus {
  let blocked: BlockType | undefined;
  for (const block of input.blocks) {
    if (block.start < end && block.end > start && (!blocked || BLOCK_RANK[block.type] > BLOCK_RANK[blocked])) blocked = block.type;
  }
  if (blocked) return blocked;
  for (const booking of input.busy) if (booking.start < end && booking.end > start) return 'booked';
  return input.fieldStatus === 'inactive' ? 'closed' : 'available';
}

function slotsOf(input: AvailabilityInput, date: LocalDate, schedule: ScheduleTerms, frame: DayFrame): Slot[] {
  const now = input.now.getTime();
  const slots: Slot[] = [];
  if (frame.next <= now) return slots;
  for (const planned of planDay(input.timezone, date, schedule, frame)) {
    if (planned.start <= now) continue;
    const startTime = label(planned.startMinutes);
    slots.push({
      start: isoOf(planned.start),
      end: isoOf(planned.end),
      startTime,
      endTime: label(planned.endMinutes),
      status: statusOf(input, planned.start, planned.end),
      price: slotPrice(input.basePricePerHour, { date: date.text, dayOfWeek: date.weekday, startTime, durationMinutes: schedule.slotDuration }, input.pricingRules),
      currency: input.currency,
    });
  }
  return slots;
}

/** Slots of `days` local days from `from`; slots that have already started are left out. */
export function computeAvailability(input: AvailabilityInput): Availability {
  const byWeekday: (ScheduleTerms | undefined)[] = [];
  for (const schedule of input.schedules) if (schedule.isActive) byWeekday[schedule.dayOfWeek] = schedule;
  const days: AvailabilityDay[] = [];
  let date = localDate(input.from, 0);
  for (let i = 0; i < input.days; i += 1) {
    const next = localDate(input.from, i + 1);
    const schedule = byWeekday[date.weekday];
    days.push({ date: date.text, slots: schedule ? slotsOf(input, date, schedule, frameOf(input.timezone, date, next)) : [] });
    date = next;
  }
  return { timezone: input.timezone, days };
}
