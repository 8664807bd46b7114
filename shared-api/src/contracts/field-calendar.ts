import { z } from 'zod';
import { FIELD_LIMITS as L, FIELD_MESSAGES as M } from './field-constants.js';
import {
  minutesOf, uniqueDays, ZBlockTypeSchema, ZClosingTimeSchema, ZCurrencySchema, ZDayOfWeekSchema, ZLocalDateSchema,
  ZLocalTimeSchema, ZScheduleTemplateIdSchema, ZSlotStatusSchema,
} from './field-primitives.js';

// A field's calendar: weekly schedules, pricing rules, blocks, the availability it yields, and bulk
// scheduling. Instants are ISO strings in UTC; local times `HH:mm` in the field's zone.

// ── Schedules ────────────────────────────────────────────────────────────────────────────────────

const scheduleShape = {
  dayOfWeek: ZDayOfWeekSchema,
  openTime: ZLocalTimeSchema,
  closeTime: ZClosingTimeSchema,
  slotDuration: z.number().int().min(L.slotMinutesMin, `Slot duration must be between ${L.slotMinutesMin} and ${L.slotMinutesMax} minutes`).max(L.slotMinutesMax, `Slot duration must be between ${L.slotMinutesMin} and ${L.slotMinutesMax} minutes`),
  breakDuration: z.number().int().min(0, `Break duration must be between 0 and ${L.breakMinutesMax} minutes`).max(L.breakMinutesMax, `Break duration must be between 0 and ${L.breakMinutesMax} minutes`),
  isActive: z.boolean(),
};

/** Opening before closing, and at least one slot fits. */
const validHours = (s: { openTime: string; closeTime: string; slotDuration: number }) =>
  minutesOf(s.openTime) + s.slotDuration <= minutesOf(s.closeTime);
const hoursIssue = { message: M.timeRange, path: ['closeTime'] };

export const ZScheduleInputSchema = z
  .object({ ...scheduleShape, slotDuration: scheduleShape.slotDuration.default(60), breakDuration: scheduleShape.breakDuration.default(0), isActive: z.boolean().default(true) })
  .refine(validHours, hoursIssue);
export type ScheduleInput = z.input<typeof ZScheduleInputSchema>;

/** A weekday's hours without an id (templates, previews). */
export const ZScheduleValuesSchema = z.object(scheduleShape);
export type ScheduleValues = z.infer<typeof ZScheduleValuesSchema>;

export const ZScheduleSchema = z.object({ id: z.uuid(), ...scheduleShape });
export type Schedule = z.infer<typeof ZScheduleSchema>;

// ── Pricing rules ────────────────────────────────────────────────────────────────────────────────

const ruleShape = {
  name: z.string().trim().min(1, 'Name is required').max(100),
  priceMultiplier: z.number({ error: M.multiplier }).min(L.multiplierMin, M.multiplier).max(L.multiplierMax, M.multiplier),
  priority: z.number({ error: M.priority }).int(M.priority).min(L.priorityMin, M.priority).max(L.priorityMax, M.priority),
  /** Slots starting in [startTime, endTime) local time; both or neither. */
  startTime: ZLocalTimeSchema.nullable(),
  endTime: ZClosingTimeSchema.nullable(),
  /** null = every day. */
  dayOfWeek: ZDayOfWeekSchema.nullable(),
  /** Applies to bookings of at least this many minutes; null = any. */
  minDuration: z.number().int().min(1).max(24 * 60).nullable(),
  /** Inclusive local date range; either end may be open. */
  startDate: ZLocalDateSchema.nullable(),
  endDate: ZLocalDateSchema.nullable(),
  isActive: z.boolean(),
};

const ruleWindowValid = (r: { startTime?: string | null; endTime?: string | null }) =>
  (r.startTime == null) === (r.endTime == null) && (r.startTime == null || minutesOf(r.startTime) < minutesOf(r.endTime!));
const ruleDatesValid = (r: { startDate?: string | null; endDate?: string | null }) =>
  !r.startDate || !r.endDate || r.startDate <= r.endDate;

export const ZPricingRuleInputSchema = z
  .object({
    ...ruleShape,
    startTime: ruleShape.startTime.default(null),
    endTime: ruleShape.endTime.default(null),
    dayOfWeek: ruleShape.dayOfWeek.default(null),
    minDuration: ruleShape.minDuration.default(null),
    startDate: ruleShape.startDate.default(null),
    endDate: ruleShape.endDate.default(null),
    isActive: z.boolean().default(true),
  })
  .refine(ruleWindowValid, { message: M.timeRange, path: ['endTime'] })
  .refine(ruleDatesValid, { message: M.dateRange, path: ['endDate'] });
export type PricingRuleInput = z.input<typeof ZPricingRuleInputSchema>;

export const ZPricingRuleSchema = z.object({ id: z.uuid(), ...ruleShape, createdAt: z.iso.datetime() });
export type PricingRule = z.infer<typeof ZPricingRuleSchema>;

// ── Blocks ───────────────────────────────────────────────────────────────────────────────────────

/** Date range (docs/product/constants.md; 1900–2099); also keeps instants inside what the database can store. */
const withinCalendar = (instant: string) => {
  const year = new Date(instant).getUTCFullYear();
  return year >= 1900 && year <= 2099;
};

export const ZBlockInputSchema = z
  .object({
    type: ZBlockTypeSchema,
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(L.blockNoteMax).default(''),
  })
  .refine((b) => Date.parse(b.start) < Date.parse(b.end), { message: M.timeRange, path: ['end'] })
  .refine((b) => [b.start, b.end].every(withinCalendar), { message: M.dateOutOfRange, path: ['start'] });
export type BlockInput = z.input<typeof ZBlockInputSchema>;

export const ZBlockSchema = z.object({
  id: z.uuid(),
  type: ZBlockTypeSchema,
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  note: z.string(),
  createdAt: z.iso.datetime(),
});
export type Block = z.infer<typeof ZBlockSchema>;

// ── Availability ─────────────────────────────────────────────────────────────────────────────────

export const ZAvailabilityQuerySchema = z.object({
  from: ZLocalDateSchema,
  days: z.coerce.number().int().min(1, `days must be between 1 and ${L.availabilityDaysMax}`).max(L.availabilityDaysMax, `days must be between 1 and ${L.availabilityDaysMax}`).default(7),
});
export type AvailabilityQuery = z.input<typeof ZAvailabilityQuerySchema>;

export const ZSlotSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  startTime: ZLocalTimeSchema,
  endTime: ZClosingTimeSchema,
  status: ZSlotStatusSchema,
  price: z.number().int(),
  currency: ZCurrencySchema,
});
export type Slot = z.infer<typeof ZSlotSchema>;

export const ZAvailabilityDaySchema = z.object({ date: ZLocalDateSchema, slots: z.array(ZSlotSchema) });
export type AvailabilityDay = z.infer<typeof ZAvailabilityDaySchema>;

export const ZAvailabilitySchema = z.object({ timezone: z.string(), days: z.array(ZAvailabilityDaySchema) });
export type Availability = z.infer<typeof ZAvailabilitySchema>;

// ── Bulk scheduling ──────────────────────────────────────────────────────────────────────────────

export const ZScheduleTemplateSchema = z.object({
  id: ZScheduleTemplateIdSchema,
  name: z.string(),
  schedules: z.array(ZScheduleValuesSchema),
});
export type ScheduleTemplate = z.infer<typeof ZScheduleTemplateSchema>;

/** `{fieldIds, template}` or `{fieldIds, days}` (docs/product/validation.md, bulk scheduling). */
export const ZBulkScheduleRequestSchema = z
  .object({
    fieldIds: z.array(z.uuid()).min(1, M.bulkNothing).max(100),
    template: ZScheduleTemplateIdSchema.optional(),
    days: z.array(ZScheduleInputSchema).min(1, M.bulkNothing).max(7).optional(),
  })
  .refine((r) => (r.template === undefined) !== (r.days === undefined), { message: M.bulkNothing, path: ['template'] })
  .refine((r) => uniqueDays(r.days), { message: 'One schedule per weekday', path: ['days'] });
export type BulkScheduleRequest = z.input<typeof ZBulkScheduleRequestSchema>;

export const ZBulkScheduleResultSchema = z.object({
  results: z.array(z.object({
    fieldId: z.uuid(),
    ok: z.boolean(),
    /** Why a field was left unchanged (not found, no permission). */
    message: z.string().optional(),
    schedules: z.array(ZScheduleSchema).optional(),
  })),
});
export type BulkScheduleResult = z.infer<typeof ZBulkScheduleResultSchema>;
