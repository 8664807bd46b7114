import { describe, expect, it } from 'vitest';
import { ZAvailabilitySchema } from '@pitchside/shared-api/contracts/field';
import type { PricingRuleTerms } from '@pitchside/shared-api/contracts/field-pricing';
import { computeAvailability, type AvailabilityInput, type ScheduleTerms } from '../../src/modules/fields/availability.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const hours = (openTime: string, closeTime: string, slotDuration = 60, breakDuration = 0, days = EVERY_DAY): ScheduleTerms[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, slotDuration, breakDuration, isActive: true }));

function availability(overrides: Partial<AvailabilityInput>) {
  const result = computeAvailability({
    timezone: 'America/New_York',
    from: '2026-06-01',
    days: 1,
    schedules: hours('09:00', '12:00'),
    pricingRules: [],
    blocks: [],
    busy: [],
    basePricePerHour: 4000,
    currency: 'USD',
    now: new Date('2026-01-01T00:00:00Z'),
    fieldStatus: 'active',
    ...overrides,
  });
  // Every answer is a valid API payload.
  expect(ZAvailabilitySchema.parse(result)).toEqual(result);
  return result;
}
const slotsOf = (overrides: Partial<AvailabilityInput>) => availability(overrides).days.flatMap((d) => d.slots);
const times = (overrides: Partial<AvailabilityInput>) =>
  slotsOf(overrides).map((s) => `${s.startTime}-${s.endTime} ${s.start}`);

const rule = (r: Partial<PricingRuleTerms> & Pick<PricingRuleTerms, 'priceMultiplier' | 'priority'>): PricingRuleTerms => ({
  startTime: null, endTime: null, dayOfWeek: null, minDuration: null, startDate: null, endDate: null, isActive: true, ...r,
});

describe('availability: the weekly grid', () => {
  it('walks the local days from `from`, each on its weekday schedule', () => {
    const result = availability({
      from: '2026-06-05', days: 4,
      schedules: [...hours('09:00', '11:00', 60, 0, [5]), ...hours('10:00', '11:30', 30, 0, [6]), ...hours('08:00', '09:00', 60, 0, [1])],
    });
    expect(result.timezone).toBe('America/New_York');
    expect(result.days.map((d) => [d.date, d.slots.map((s) => s.startTime)])).toEqual([
      ['2026-06-05', ['09:00', '10:00']], // Friday
      ['2026-06-06', ['10:00', '10:30', '11:00']], // Saturday
      ['2026-06-07', []], // Sunday: no schedule
      ['2026-06-08', ['08:00']], // Monday
    ]);
  });

  it('steps by slot plus break and keeps only slots that end by closing time', () => {
    expect(slotsOf({ schedules: hours('09:00', '12:00', 45, 15) }).map((s) => `${s.startTime}-${s.endTime}`))
      .toEqual(['09:00-09:45', '10:00-10:45', '11:00-11:45']);
    expect(slotsOf({ schedules: hours('09:00', '11:30', 60, 0) }).map((s) => s.startTime)).toEqual(['09:00', '10:00']);
  });

  it("runs to '24:00' and gives UTC instants of the field's zone", () => {
    const slots = slotsOf({ schedules: hours('22:00', '24:00'), timezone: 'Europe/Paris', from: '2026-12-31' });
    expect(slots.map((s) => [s.startTime, s.endTime, s.start, s.end])).toEqual([
      ['22:00', '23:00', '2026-12-31T21:00:00.000Z', '2026-12-31T22:00:00.000Z'],
      ['23:00', '24:00', '2026-12-31T22:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ]);
  });

  it('ignores inactive schedules', () => {
    const schedules = hours('09:00', '12:00').map((s) => ({ ...s, isActive: s.dayOfWeek !== 1 }));
    expect(availability({ schedules, from: '2026-06-01', days: 2 }).days.map((d) => d.slots.length)).toEqual([0, 3]);
  });

  it('does not depend on the server time zone', () => {
    const input = { timezone: 'Australia/Sydney', from: '2026-04-04', days: 3, schedules: hours('00:00', '06:00', 30) };
    const inUtc = availability(input);
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(new Date('2026-04-05T12:00:00Z').getTimezoneOffset()).toBe(420);
      expect(availability(input)).toEqual(inUtc);
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('availability: daylight saving time', () => {
  it('New York spring forward (2026-03-08): the missing 02:00 has no slot', () => {
    expect(times({ from: '2026-03-08', schedules: hours('00:00', '05:00') })).toEqual([
      '00:00-01:00 2026-03-08T05:00:00.000Z',
      // An hour of real time: 01:00 EST to 03:00 EDT.
      '01:00-03:00 2026-03-08T06:00:00.000Z',
      '03:00-04:00 2026-03-08T07:00:00.000Z',
      '04:00-05:00 2026-03-08T08:00:00.000Z',
    ]);
  });

  it('New York spring forward: a slot straddling the gap keeps its length and the one it overlaps is left out', () => {
    expect(times({ from: '2026-03-08', schedules: hours('00:00', '06:00', 90) })).toEqual([
      '00:00-01:30 2026-03-08T05:00:00.000Z',
      '01:30-04:00 2026-03-08T06:30:00.000Z',
      // 03:00 EDT (07:00Z) would start before 04:00 EDT: left out.
      '04:30-06:00 2026-03-08T08:30:00.000Z',
    ]);
    // 01:30 EST + 90 minutes is 04:00 EDT, past a 03:00 closing: the straddling slot itself is left out.
    expect(times({ from: '2026-03-08', schedules: hours('00:00', '03:00', 90) })).toEqual(['00:00-01:30 2026-03-08T05:00:00.000Z']);
  });

  it('New York fall back (2026-11-01): the repeated 01:00 hour is taken once, at its first occurrence', () => {
    expect(times({ from: '2026-11-01', schedules: hours('00:00', '04:00', 30) })).toEqual([
      '00:00-00:30 2026-11-01T04:00:00.000Z',
      '00:30-01:00 2026-11-01T04:30:00.000Z',
      '01:00-01:30 2026-11-01T05:00:00.000Z', // EDT
      '01:30-01:00 2026-11-01T05:30:00.000Z', // ends at 01:00 EST, the repeat
      '02:00-02:30 2026-11-01T07:00:00.000Z', // EST: the repeated hour 06:00Z–07:00Z has no slot start
      '02:30-03:00 2026-11-01T07:30:00.000Z',
      '03:00-03:30 2026-11-01T08:00:00.000Z',
      '03:30-04:00 2026-11-01T08:30:00.000Z',
    ]);
  });

  it('Sydney fall back (2026-04-05): 02:30 means 02:30 AEDT, the first occurrence', () => {
    expect(times({ timezone: 'Australia/Sydney', currency: 'AUD', from: '2026-04-05', schedules: hours('01:30', '04:00') })).toEqual([
      '01:30-02:30 2026-04-04T14:30:00.000Z',
      '02:30-02:30 2026-04-04T15:30:00.000Z', // +11:00, ends at 02:30 AEST; the second 02:30 (16:30Z) starts nothing
    ]);
    expect(times({ timezone: 'Australia/Sydney', from: '2026-04-05', schedules: hours('02:00', '04:00') })).toEqual([
      '02:00-02:00 2026-04-04T15:00:00.000Z',
      '03:00-04:00 2026-04-04T17:00:00.000Z',
    ]);
  });

  it('Sydney spring forward (2026-10-04): 02:00 and 02:30 do not exist', () => {
    expect(times({ timezone: 'Australia/Sydney', from: '2026-10-04', schedules: hours('01:00', '04:00', 30) })).toEqual([
      '01:00-01:30 2026-10-03T15:00:00.000Z',
      '01:30-03:00 2026-10-03T15:30:00.000Z',
      '03:00-03:30 2026-10-03T16:00:00.000Z',
      '03:30-04:00 2026-10-03T16:30:00.000Z',
    ]);
  });

  it('Santiago skips midnight (2026-09-06): the day starts at 01:00 and the evening before ends at 24:00', () => {
    const result = availability({ timezone: 'America/Santiago', from: '2026-09-05', days: 2, schedules: hours('00:00', '24:00', 60) });
    const [saturday, sunday] = result.days;
    expect(saturday!.slots.at(-1)).toMatchObject({ startTime: '23:00', endTime: '24:00', start: '2026-09-06T03:00:00.000Z', end: '2026-09-06T04:00:00.000Z' });
    expect(sunday!.slots[0]).toMatchObject({ startTime: '01:00', start: '2026-09-06T04:00:00.000Z' });
    expect(sunday!.slots).toHaveLength(23);
  });

  it('a zone without daylight saving has 24 hourly slots every day', () => {
    const result = availability({ timezone: 'Asia/Tokyo', from: '2026-03-07', days: 3, schedules: hours('00:00', '24:00') });
    expect(result.days.map((d) => d.slots.length)).toEqual([24, 24, 24]);
    expect(result.days[0]!.slots[0]!.start).toBe('2026-03-06T15:00:00.000Z');
  });
});

describe('availability: statuses', () => {
  const at = (iso: string) => Date.parse(iso);
  // 2026-06-01 in New York is UTC-4: 09:00, 10:00, 11:00 local = 13:00Z, 14:00Z, 15:00Z.
  const statuses = (overrides: Partial<AvailabilityInput>) => slotsOf(overrides).map((s) => `${s.startTime} ${s.status}`);

  it('a block marks the slots it overlaps with its type; the most severe wins', () => {
    expect(statuses({
      blocks: [
        { type: 'private_event', start: at('2026-06-01T13:30:00Z'), end: at('2026-06-01T16:00:00Z') },
        { type: 'closed', start: at('2026-06-01T14:00:00Z'), end: at('2026-06-01T15:00:00Z') },
        { type: 'maintenance', start: at('2026-06-01T14:59:00Z'), end: at('2026-06-01T15:01:00Z') },
      ],
    })).toEqual(['09:00 private_event', '10:00 maintenance', '11:00 maintenance']);
    expect(statuses({
      blocks: [
        { type: 'private_event', start: at('2026-06-01T10:00:00Z'), end: at('2026-06-01T20:00:00Z') },
        { type: 'closed', start: at('2026-06-01T14:30:00Z'), end: at('2026-06-01T14:45:00Z') },
      ],
    })).toEqual(['09:00 private_event', '10:00 closed', '11:00 private_event']);
  });

  it('intervals are half-open: a block ending at a slot start leaves the slot available', () => {
    expect(statuses({ blocks: [{ type: 'maintenance', start: at('2026-06-01T12:00:00Z'), end: at('2026-06-01T13:00:00Z') }] }))
      .toEqual(['09:00 available', '10:00 available', '11:00 available']);
  });

  it('bookings mark slots booked, blocks take precedence, an inactive field is closed', () => {
    const busy = [{ start: at('2026-06-01T14:00:00Z'), end: at('2026-06-01T15:00:00Z') }];
    expect(statuses({ busy })).toEqual(['09:00 available', '10:00 booked', '11:00 available']);
    expect(statuses({ busy, blocks: [{ type: 'closed', start: at('2026-06-01T14:00:00Z'), end: at('2026-06-01T14:10:00Z') }] }))
      .toEqual(['09:00 available', '10:00 closed', '11:00 available']);
    expect(statuses({ busy, fieldStatus: 'inactive', blocks: [{ type: 'maintenance', start: at('2026-06-01T15:00:00Z'), end: at('2026-06-01T16:00:00Z') }] }))
      .toEqual(['09:00 closed', '10:00 booked', '11:00 maintenance']);
  });

  it('leaves out slots that have started (start ≤ now)', () => {
    expect(statuses({ now: new Date('2026-06-01T14:00:00Z') })).toEqual(['11:00 available']);
    expect(statuses({ now: new Date('2026-06-01T13:59:59.999Z') })).toEqual(['10:00 available', '11:00 available']);
    const later = availability({ now: new Date('2026-06-03T00:00:00Z'), days: 3 });
    expect(later.days.map((d) => [d.date, d.slots.length])).toEqual([['2026-06-01', 0], ['2026-06-02', 0], ['2026-06-03', 3]]);
  });
});

describe('availability: prices', () => {
  const prices = (overrides: Partial<AvailabilityInput>) => slotsOf(overrides).map((s) => `${s.startTime} ${s.price}`);

  it('base price per hour times the slot length, in minor units', () => {
    expect(prices({ schedules: hours('09:00', '12:00', 90) })).toEqual(['09:00 6000', '10:30 6000']);
    expect(prices({ schedules: hours('09:00', '10:00', 45), basePricePerHour: 1999 })).toEqual(['09:00 1499']);
    expect(slotsOf({ currency: 'EUR' })[0]!.currency).toBe('EUR');
  });

  it('the highest-priority matching rule applies; on a tie the older rule wins', () => {
    const evening = { startTime: '10:00', endTime: '12:00' };
    const pricingRules = [
      rule({ ...evening, priceMultiplier: 2, priority: 10, createdAt: '2026-02-01T00:00:00.000Z' }),
      rule({ ...evening, priceMultiplier: 1.5, priority: 10, createdAt: '2026-01-01T00:00:00.000Z' }),
      rule({ startTime: '11:00', endTime: '12:00', priceMultiplier: 3, priority: 20, createdAt: '2026-03-01T00:00:00.000Z' }),
      rule({ priceMultiplier: 0.5, priority: 90, dayOfWeek: 2, createdAt: '2026-03-01T00:00:00.000Z' }),
    ];
    expect(prices({ pricingRules })).toEqual(['09:00 4000', '10:00 6000', '11:00 12000']);
    // Tuesday: the weekday rule outranks the rest.
    expect(prices({ pricingRules, from: '2026-06-02' })).toEqual(['09:00 2000', '10:00 2000', '11:00 2000']);
  });

  it('rules use the local date, minimum duration and active flag', () => {
    const pricingRules = [
      rule({ priceMultiplier: 2, priority: 5, startDate: '2026-06-02', endDate: '2026-06-02' }),
      rule({ priceMultiplier: 3, priority: 6, minDuration: 90 }),
      rule({ priceMultiplier: 4, priority: 7, isActive: false }),
    ];
    // Dates are local: the 00:00 slot of 2026-06-02 in New York (04:00Z) is the one the date rule prices.
    const result = availability({ pricingRules, from: '2026-06-01', days: 2, schedules: hours('00:00', '01:00') });
    expect(result.days.map((d) => d.slots.map((s) => s.price))).toEqual([[4000], [8000]]);
    expect(prices({ pricingRules, schedules: hours('09:00', '10:30', 90) })).toEqual(['09:00 18000']);
  });
});
