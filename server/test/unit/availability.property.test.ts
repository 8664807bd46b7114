/**
 * Properties of the availability engine across daylight-saving transitions, checked against an
 * independent model of each zone's clock built from Intl (not from the engine's time library).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Slot } from '@pitchside/shared-api/contracts/field';
import { computeAvailability, type ScheduleTerms } from '../../src/modules/fields/availability.js';

const MINUTE = 60_000;
/** Schedules below use multiples of 5 minutes, so the clock model can sample every 5 minutes. */
const STEP = 5;

/** The dates of 2026 on which each zone changes its offset (local dates), plus none for zones without DST. */
const ZONES: Record<string, string[]> = {
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'Europe/Paris': ['2026-03-29', '2026-10-25'],
  'Australia/Sydney': ['2026-04-05', '2026-10-04'],
  'America/Santiago': ['2026-04-04', '2026-09-06'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'],
  'Asia/Tokyo': ['2026-03-08', '2026-11-01'],
  'Africa/Tunis': ['2026-03-29', '2026-10-25'],
};

interface LocalClock {
  /** Minutes past midnight → the first instant the zone's clocks show them on that date. */
  first: Map<number, number>;
  /** First instant of the date and of the next one. */
  dayStart: number;
  nextDayStart: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string, instant: number): { date: string; minutes: number } {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(instant)) part[p.type] = p.value;
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

const clocks = new Map<string, LocalClock>();
/** Samples the zone's clock every 5 minutes around the date (every offset on Earth is within ±14 h). */
function localClock(zone: string, date: string): LocalClock {
  const key = `${zone} ${date}`;
  const known = clocks.get(key);
  if (known) return known;
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const clock: LocalClock = { first: new Map(), dayStart: NaN, nextDayStart: NaN };
  for (let t = midnightUtc - 15 * 60 * MINUTE; t < midnightUtc + 40 * 60 * MINUTE; t += STEP * MINUTE) {
    const wall = wallClock(zone, t);
    if (wall.date === date) {
      if (Number.isNaN(clock.dayStart)) clock.dayStart = t;
      if (!clock.first.has(wall.minutes)) clock.first.set(wall.minutes, t);
    } else if (wall.date > date && Number.isNaN(clock.nextDayStart)) {
      clock.nextDayStart = t;
    }
  }
  clocks.set(key, clock);
  return clock;
}

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 24 * 60 * MINUTE).toISOString().slice(0, 10);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const five = (min: number, max: number) => fc.integer({ min: min / STEP, max: max / STEP }).map((n) => n * STEP);

/** One weekday schedule; opening is often in the small hours, where the transitions happen. */
const scheduleArb = fc
  .record({
    open: fc.oneof(five(0, 240), five(0, 1380)),
    slot: fc.oneof(fc.constantFrom(30, 45, 60, 90, 120), five(15, 480)),
    pause: fc.oneof(fc.constant(0), five(0, 240)),
    extra: five(0, 1440),
  })
  .filter((s) => s.open + s.slot <= 1440)
  .map((s) => ({ open: s.open, close: Math.min(1440, s.open + s.slot + s.extra), slot: s.slot, pause: s.pause }));

const caseArb = fc.record({
  zone: fc.constantFrom(...Object.keys(ZONES)),
  transition: fc.constantFrom(0, 1),
  shift: fc.integer({ min: -2, max: 1 }),
  days: fc.integer({ min: 1, max: 4 }),
  schedule: scheduleArb,
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function run(c: Case, now = new Date('2025-01-01T00:00:00Z')) {
  const from = addDays(ZONES[c.zone]![c.transition]!, c.shift);
  const schedules: ScheduleTerms[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek, openTime: timeOf(c.schedule.open), closeTime: timeOf(c.schedule.close),
    slotDuration: c.schedule.slot, breakDuration: c.schedule.pause, isActive: true,
  }));
  const result = computeAvailability({
    timezone: c.zone, from, days: c.days, schedules, pricingRules: [], blocks: [], busy: [],
    basePricePerHour: 6000, currency: 'EUR', now, fieldStatus: 'active',
  });
  return { from, result };
}

/** The wall-clock grid the schedule describes for one day. */
function grid(s: { open: number; close: number; slot: number; pause: number }): number[] {
  const starts: number[] = [];
  for (let m = s.open; m + s.slot <= s.close; m += s.slot + s.pause) starts.push(m);
  return starts;
}

describe('availability properties across daylight-saving transitions', () => {
  it('the transition dates really are transitions (the model sees gaps and repeats)', () => {
    for (const [zone, dates] of Object.entries(ZONES)) {
      const lengths = dates.map((d) => { const c = localClock(zone, d); return (c.nextDayStart - c.dayStart) / MINUTE; });
      const steady = zone === 'Asia/Tokyo' || zone === 'Africa/Tunis';
      if (steady) expect(lengths).toEqual([1440, 1440]);
      else expect(lengths.every((l) => l !== 1440), `${zone} ${lengths.join()}`).toBe(true);
    }
  });

  it('slots never overlap, lie inside the local opening hours and last exactly the slot length', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const { result } = run(c);
      const all: Slot[] = result.days.flatMap((d) => d.slots);
      for (let i = 1; i < all.length; i += 1) expect(Date.parse(all[i]!.start)).toBeGreaterThanOrEqual(Date.parse(all[i - 1]!.end));
      for (const day of result.days) {
        const clock = localClock(c.zone, day.date);
        for (const slot of day.slots) {
          const start = Date.parse(slot.start);
          const end = Date.parse(slot.end);
          expect(end - start).toBe(c.schedule.slot * MINUTE);
          expect(minutesOf(slot.startTime)).toBeGreaterThanOrEqual(c.schedule.open);
          expect(minutesOf(slot.endTime)).toBeLessThanOrEqual(c.schedule.close);
          // The labels are what the zone's clocks show at those instants.
          expect(wallClock(c.zone, start)).toEqual({ date: day.date, minutes: minutesOf(slot.startTime) });
          if (slot.endTime === '24:00') expect(end).toBe(clock.nextDayStart);
          else expect(wallClock(c.zone, end)).toEqual({ date: day.date, minutes: minutesOf(slot.endTime) });
        }
      }
    }), { numRuns: 300 });
  });

  it('a missing local time has no slot; a repeated one appears once, at its first instant', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const { result } = run(c);
      for (const day of result.days) {
        const clock = localClock(c.zone, day.date);
        const starts = day.slots.map((s) => minutesOf(s.startTime));
        expect(new Set(starts).size).toBe(starts.length);
        for (const slot of day.slots) {
          const first = clock.first.get(minutesOf(slot.startTime));
          expect(first, `${day.date} ${slot.startTime} exists`).toBeDefined();
          expect(Date.parse(slot.start)).toBe(first);
        }
      }
    }), { numRuns: 300 });
  });

  it('the slot count is the grid minus its nonexistent starts (and, across a gap, the slots it pushes out)', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const { result } = run(c);
      for (const day of result.days) {
        const clock = localClock(c.zone, day.date);
        const expected = grid(c.schedule).filter((m) => clock.first.has(m));
        const kept = new Set(day.slots.map((s) => minutesOf(s.startTime)));
        const dropped = expected.filter((m) => !kept.has(m));
        const springForward = clock.nextDayStart - clock.dayStart < 24 * 60 * MINUTE;
        if (!springForward) {
          expect(dropped).toEqual([]);
          expect(day.slots.length).toBe(expected.length);
          continue;
        }
        // Each left-out start is explained: it would begin before the previous slot ends, or end after closing.
        for (const m of dropped) {
          const start = clock.first.get(m)!;
          const end = start + c.schedule.slot * MINUTE;
          const previous = day.slots.filter((s) => Date.parse(s.start) < start).at(-1);
          const endsLate = end > clock.nextDayStart || (end < clock.nextDayStart && wallClock(c.zone, end).minutes > c.schedule.close)
            || (end === clock.nextDayStart && c.schedule.close < 1440);
          expect(endsLate || (previous !== undefined && Date.parse(previous.end) > start), `${day.date} ${timeOf(m)}`).toBe(true);
        }
        expect(day.slots.length).toBe(expected.length - dropped.length);
      }
    }), { numRuns: 300 });
  });

  it('with a clock inside the window, exactly the slots that have not started remain', () => {
    fc.assert(fc.property(caseArb, fc.integer({ min: 0, max: 4 * 24 * 60 }), (c, offsetMinutes) => {
      const { from, result: full } = run(c);
      const now = new Date(localClock(c.zone, from).dayStart + offsetMinutes * MINUTE);
      const { result: later } = run(c, now);
      const remaining = full.days.map((d) => ({ ...d, slots: d.slots.filter((s) => Date.parse(s.start) > now.getTime()) }));
      expect(later).toEqual({ ...full, days: remaining });
    }), { numRuns: 100 });
  });
});
