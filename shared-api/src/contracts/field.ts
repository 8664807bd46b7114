import { z } from 'zod';
import { AMENITIES, FIELD_LIMITS as L, FIELD_MESSAGES as M, FIELD_SORTS_WITH_DISTANCE } from './field-constants.js';
import {
  minutesOf, uniqueDays, ZAmenitySchema, ZClosingTimeSchema, ZCurrencySchema, ZFieldStateSchema, ZFieldStatusSchema,
  ZLatitudeSchema, ZLocalDateSchema, ZLocalTimeSchema, ZLongitudeSchema, ZSportTypeSchema, ZSurfaceTypeSchema, ZTimeZoneSchema,
} from './field-primitives.js';
import {
  ZPricingRuleInputSchema, ZPricingRuleSchema, ZScheduleInputSchema, ZScheduleSchema,
} from './field-calendar.js';

// Fields: what an owner writes, what customers see, search, the company's lists, images, geocoding
// (docs/product/entities.md, docs/product/validation.md, docs/product/constants.md). Money: integer minor units beside a currency. The primitives and a field's
// calendar live in field-primitives.ts and field-calendar.ts; this module re-exports both, so
// `contracts/field` stays the one import for every field contract.

export * from './field-primitives.js';
export * from './field-calendar.js';

// ── Fields ───────────────────────────────────────────────────────────────────────────────────────

export const ZFieldImageSchema = z.object({ id: z.uuid(), url: z.string() });
export type FieldImage = z.infer<typeof ZFieldImageSchema>;

const listItem = z.string().trim().min(1).max(L.itemMax);

/** The attributes an owner writes (docs/product/entities.md#field), without images, schedules and rules. */
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
  /** The company location the field belongs to (`/companies/locations`). */
  locationId: z.uuid(M.unknownLocation).nullable(),
};

const playersValid = (f: { minPlayers?: number | null; maxPlayers?: number | null }) =>
  f.minPlayers == null || f.maxPlayers == null || f.minPlayers <= f.maxPlayers;

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
    locationId: fieldAttributes.locationId.default(null),
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

/**
 * The booking rules of the field's company (docs/product/constants.md), so a booking can follow them from the start:
 * the longest booking, how long a hold lasts, payment on site, whether the company confirms each
 * booking itself, the cancellation policy (a full refund until `freeCancellationHours` before the
 * start, then `lateRefundPercent`) and when check-in opens.
 */
export const ZFieldBookingPolicySchema = z.object({
  maxDurationMinutes: z.number().int(),
  holdMinutes: z.number().int(),
  payOnSite: z.boolean(),
  requiresConfirmation: z.boolean(),
  freeCancellationHours: z.number().int(),
  lateRefundPercent: z.number().int(),
  checkInOpensMinutes: z.number().int(),
});
export type FieldBookingPolicy = z.infer<typeof ZFieldBookingPolicySchema>;

/** GET /fields/:id: every attribute, images (first is primary), schedules, rules, company and its booking rules. */
export const ZFieldSchema = z.object({
  id: z.uuid(),
  ...fieldAttributes,
  publicationState: ZFieldStateSchema,
  images: z.array(ZFieldImageSchema),
  schedules: z.array(ZScheduleSchema),
  pricingRules: z.array(ZPricingRuleSchema),
  company: ZCompanyRefSchema,
  bookingPolicy: ZFieldBookingPolicySchema,
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
export const repeatable = <T extends z.ZodType>(item: T) =>
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

// ── Images ───────────────────────────────────────────────────────────────────────────────────────

export const ZImageUploadResultSchema = z.object({
  images: z.array(ZFieldImageSchema),
  rejected: z.array(z.object({ filename: z.string(), reason: z.string() })),
});
export type ImageUploadResult = z.infer<typeof ZImageUploadResultSchema>;

export const ZImageOrderSchema = z.object({ imageIds: z.array(z.uuid()).min(1).max(L.imagesMax) });

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
