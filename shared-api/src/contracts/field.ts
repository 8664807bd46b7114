import { z } from 'zod';
import {
  AMENITIES, BLOCK_TYPES, CURRENCIES, FIELD_LIMITS as L, FIELD_MESSAGES as M, FIELD_SORTS_WITH_DISTANCE,
  FIELD_STATES, FIELD_STATUSES, SCHEDULE_TEMPLATE_IDS, SLOT_STATUSES, SPORT_TYPES, SURFACE_TYPES,
} from './field-constants.js';

// Fields, schedules, pricing rules, blocks, availability, search and geocoding (spec §3, §5, §9).
// Money: integer minor units beside a currency. Instants: ISO strings in UTC. Local times: `HH:mm`
// in the field's IANA zone. Days of week: 0 = Sunday.

export const ZSportTypeSchema = z.enum(SPORT_TYPES);
export const ZSurfaceTypeSchema = z.enum(SURFACE_TYPES);
export const ZAmenitySchema = z.enum(AMENITIES);
export const ZCurrencySchema = z.enum(CURRENCIES);
export const ZFieldStatusSchema = z.enum(FIELD_STATUSES);
export const ZFieldStateSchema = z.enum(FIELD_STATES);
export const ZSlotStatusSchema = z.enum(SLOT_STATUSES);
export const ZBlockTypeSchema = z.enum(BLOCK_TYPES);
export const ZScheduleTemplateIdSchema = z.enum(SCHEDULE_TEMPLATE_IDS);

/** `HH:mm`, 00:00–23:59. */
export const ZLocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);
/** A closing time may also be `24:00` (midnight at the end of the day). */
export const ZClosingTimeSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, M.time);
/** A calendar date `YYYY-MM-DD` (spec §9 range 1900–2099). */
export const ZLocalDateSchema = z
  .string()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date in the form YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Invalid date');
export const ZDayOfWeekSchema = z.number().int().min(0, 'Day of week must be 0 (Sunday) to 6 (Saturday)').max(6, 'Day of week must be 0 (Sunday) to 6 (Saturday)');
export const ZMoneySchema = z.number().int().min(0).max(L.priceMax);

/** Minutes since midnight of an `HH:mm` (or `24:00`) text. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Every zone the runtime knows (IANA names); checked with Intl so both server and browser agree. */
export const ZTimeZoneSchema = z.string().min(1).max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}, M.timezone);

export const ZLatitudeSchema = z.number({ error: M.latitude }).min(-90, M.latitude).max(90, M.latitude);
export const ZLongitudeSchema = z.number({ error: M.longitude }).min(-180, M.longitude).max(180, M.longitude);

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

/** Spec §9 date range (1900–2099); also keeps instants inside what the database can store. */
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

// ── Fields ───────────────────────────────────────────────────────────────────────────────────────

export const ZFieldImageSchema = z.object({ id: z.uuid(), url: z.string() });
export type FieldImage = z.infer<typeof ZFieldImageSchema>;

const listItem = z.string().trim().min(1).max(L.itemMax);

/** The attributes an owner writes (spec §3 Field), without images, schedules and rules. */
const fieldAttributes = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax),
  description: z.string().trim().max(L.descriptionMax),
  sportType: ZSportTypeSchema,
  surfaceType: ZSurfaceTypeSchema,
  indoor: z.boolean(),
  capacity: z.number({ error: M.capacity }).int(M.capacity).min(1, M.capacity).max(L.capacityMax),
  minPlayers: z.number().int().min(1).max(L.capacityMax).nullable(),
  maxPlayers: z.number().int().min(1).max(L.capacityMax).nullable(),
  /** Meters. */
  length: z.number().positive().max(L.dimensionMax).nullable(),
  width: z.number().positive().max(L.dimensionMax).nullable(),
  address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(300),
  city: z.string({ error: M.cityRequired }).trim().min(1, M.cityRequired).max(120),
  state: z.string().trim().max(120),
  postalCode: z.string().trim().max(20),
  /** Country name or ISO code as the owner entered it. */
  country: z.string({ error: M.countryRequired }).trim().min(1, M.countryRequired).max(120),
  latitude: ZLatitudeSchema,
  longitude: ZLongitudeSchema,
  lighting: z.boolean(),
  roofed: z.boolean(),
  equipment: z.array(listItem).max(L.equipmentMax),
  rules: z.array(listItem).max(L.rulesMax),
  amenities: z.array(ZAmenitySchema).max(AMENITIES.length),
  status: ZFieldStatusSchema,
  basePricePerHour: z.number({ error: M.price }).int(M.price).min(0, M.price).max(L.priceMax),
  currency: ZCurrencySchema,
  timezone: ZTimeZoneSchema,
};

const playersValid = (f: { minPlayers?: number | null; maxPlayers?: number | null }) =>
  f.minPlayers == null || f.maxPlayers == null || f.minPlayers <= f.maxPlayers;

/** One schedule per weekday (spec §5). */
const uniqueDays = (schedules: { dayOfWeek: number }[] | undefined) =>
  !schedules || new Set(schedules.map((s) => s.dayOfWeek)).size === schedules.length;

/**
 * POST /fields. Creates a draft (`publish: true` publishes it at once). Schedules and pricing rules
 * may come along; the timezone defaults to the company's.
 */
export const ZFieldCreateSchema = z
  .object({
    ...fieldAttributes,
    description: fieldAttributes.description.default(''),
    minPlayers: fieldAttributes.minPlayers.default(null),
    maxPlayers: fieldAttributes.maxPlayers.default(null),
    length: fieldAttributes.length.default(null),
    width: fieldAttributes.width.default(null),
    state: fieldAttributes.state.default(''),
    postalCode: fieldAttributes.postalCode.default(''),
    lighting: z.boolean().default(false),
    roofed: z.boolean().default(false),
    equipment: fieldAttributes.equipment.default([]),
    rules: fieldAttributes.rules.default([]),
    amenities: fieldAttributes.amenities.default([]),
    status: ZFieldStatusSchema.default('active'),
    timezone: ZTimeZoneSchema.optional(),
    schedules: z.array(ZScheduleInputSchema).max(7).optional(),
    pricingRules: z.array(ZPricingRuleInputSchema).max(50).optional(),
    publish: z.boolean().default(false),
  })
  .refine(playersValid, { message: M.players, path: ['minPlayers'] })
  .refine((f) => uniqueDays(f.schedules), { message: 'One schedule per weekday', path: ['schedules'] });
export type FieldCreate = z.input<typeof ZFieldCreateSchema>;

/** PUT /fields/:id: any attribute; `schedules`/`pricingRules` when present replace the field's lists. */
export const ZFieldUpdateSchema = z
  .object({
    ...fieldAttributes,
    schedules: z.array(ZScheduleInputSchema).max(7),
    pricingRules: z.array(ZPricingRuleInputSchema).max(50),
  })
  .partial()
  .refine(playersValid, { message: M.players, path: ['minPlayers'] })
  .refine((f) => uniqueDays(f.schedules), { message: 'One schedule per weekday', path: ['schedules'] });
export type FieldUpdate = z.input<typeof ZFieldUpdateSchema>;

export const ZCompanyRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** GET /fields/:id: every attribute, images (first is primary), schedules, rules, company. */
export const ZFieldSchema = z.object({
  id: z.uuid(),
  ...fieldAttributes,
  publicationState: ZFieldStateSchema,
  images: z.array(ZFieldImageSchema),
  schedules: z.array(ZScheduleSchema),
  pricingRules: z.array(ZPricingRuleSchema),
  company: ZCompanyRefSchema,
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Field = z.infer<typeof ZFieldSchema>;

/** A result card of GET /fields. */
export const ZFieldSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sportType: ZSportTypeSchema,
  surfaceType: ZSurfaceTypeSchema,
  indoor: z.boolean(),
  capacity: z.number().int(),
  basePricePerHour: z.number().int(),
  currency: ZCurrencySchema,
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  primaryImageUrl: z.string().nullable(),
  amenities: z.array(ZAmenitySchema),
  companyName: z.string(),
  /** Only when the query gave a location. */
  distanceKm: z.number().optional(),
});
export type FieldSummary = z.infer<typeof ZFieldSummarySchema>;

/** A row of the company's lists: the card plus what the owner manages. */
export const ZCompanyFieldSummarySchema = ZFieldSummarySchema.extend({
  publicationState: ZFieldStateSchema,
  status: ZFieldStatusSchema,
  imageCount: z.number().int(),
  scheduleCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type CompanyFieldSummary = z.infer<typeof ZCompanyFieldSummarySchema>;

export const ZPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof ZPaginationSchema>;

// ── Queries ──────────────────────────────────────────────────────────────────────────────────────

const ZQueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A repeatable query parameter: `?a=x&a=y` arrives as an array, `?a=x` as a string. */
const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(20)).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSizeDefault);

/** GET /fields (public). */
export const ZFieldSearchQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    sportType: repeatable(ZSportTypeSchema),
    surfaceType: repeatable(ZSurfaceTypeSchema),
    amenities: repeatable(ZAmenitySchema),
    indoor: ZQueryBoolean.optional(),
    minPrice: z.coerce.number().int().min(0).max(L.priceMax).optional(),
    maxPrice: z.coerce.number().int().min(0).max(L.priceMax).optional(),
    minCapacity: z.coerce.number().int().min(0).max(L.capacityMax).optional(),
    maxCapacity: z.coerce.number().int().min(0).max(L.capacityMax).optional(),
    date: ZLocalDateSchema.optional(),
    startTime: ZLocalTimeSchema.optional(),
    endTime: ZClosingTimeSchema.optional(),
    lat: z.coerce.number({ error: M.latitude }).min(-90, M.latitude).max(90, M.latitude).optional(),
    lng: z.coerce.number({ error: M.longitude }).min(-180, M.longitude).max(180, M.longitude).optional(),
    radiusKm: z.coerce.number().positive().max(L.radiusKmMax).optional(),
    sort: z.enum(FIELD_SORTS_WITH_DISTANCE).default('newest'),
    page,
    limit,
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'Give both lat and lng', path: ['lng'] })
  .refine((q) => q.radiusKm === undefined || q.lat !== undefined, { message: 'A radius needs lat and lng', path: ['radiusKm'] })
  .refine((q) => q.sort !== 'distance' || q.lat !== undefined, { message: 'Sorting by distance needs lat and lng', path: ['sort'] })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { message: 'The minimum price must not exceed the maximum', path: ['maxPrice'] })
  .refine((q) => q.minCapacity === undefined || q.maxCapacity === undefined || q.minCapacity <= q.maxCapacity, { message: 'The minimum capacity must not exceed the maximum', path: ['maxCapacity'] })
  .refine((q) => (q.startTime === undefined && q.endTime === undefined) || q.date !== undefined, { message: 'A time window needs a date', path: ['date'] })
  .refine((q) => !q.startTime || !q.endTime || minutesOf(q.startTime) < minutesOf(q.endTime), { message: M.timeRange, path: ['endTime'] });
export type FieldSearchQuery = z.input<typeof ZFieldSearchQuerySchema>;
export type FieldSearchFilters = z.output<typeof ZFieldSearchQuerySchema>;

export const ZFieldSearchResponseSchema = z.object({
  fields: z.array(ZFieldSummarySchema),
  pagination: ZPaginationSchema,
});
export type FieldSearchResponse = z.infer<typeof ZFieldSearchResponseSchema>;

/** GET /companies/fields. */
export const ZCompanyFieldsQuerySchema = z.object({
  state: ZFieldStateSchema.default('published'),
  search: z.string().trim().max(100).optional(),
  page,
  limit,
});
export type CompanyFieldsQuery = z.input<typeof ZCompanyFieldsQuerySchema>;

export const ZCompanyFieldsResponseSchema = z.object({
  fields: z.array(ZCompanyFieldSummarySchema),
  pagination: ZPaginationSchema,
  /** How many fields each tab holds. */
  counts: z.object({ published: z.number().int(), draft: z.number().int(), archived: z.number().int() }),
});
export type CompanyFieldsResponse = z.infer<typeof ZCompanyFieldsResponseSchema>;

export const ZFieldStatusUpdateSchema = z.object({ status: ZFieldStatusSchema });

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

// ── Images ───────────────────────────────────────────────────────────────────────────────────────

export const ZImageUploadResultSchema = z.object({
  images: z.array(ZFieldImageSchema),
  rejected: z.array(z.object({ filename: z.string(), reason: z.string() })),
});
export type ImageUploadResult = z.infer<typeof ZImageUploadResultSchema>;

export const ZImageOrderSchema = z.object({ imageIds: z.array(z.uuid()).min(1).max(L.imagesMax) });

// ── Bulk scheduling ──────────────────────────────────────────────────────────────────────────────

export const ZScheduleTemplateSchema = z.object({
  id: ZScheduleTemplateIdSchema,
  name: z.string(),
  schedules: z.array(ZScheduleValuesSchema),
});
export type ScheduleTemplate = z.infer<typeof ZScheduleTemplateSchema>;

/** `{fieldIds, template}` or `{fieldIds, days}` (spec §5 bulk scheduling). */
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

// ── Geocoding ────────────────────────────────────────────────────────────────────────────────────

export const ZGeocodeQuerySchema = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(200) });
export const ZGeocodeResultSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  country: z.string(),
});
export type GeocodeResult = z.infer<typeof ZGeocodeResultSchema>;
export const ZGeocodeResponseSchema = z.object({ results: z.array(ZGeocodeResultSchema) });
export type GeocodeResponse = z.infer<typeof ZGeocodeResponseSchema>;
