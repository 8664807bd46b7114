import { z } from 'zod';
import {
  AMENITIES, BLOCK_TYPES, CURRENCIES, FIELD_MESSAGES as M, FIELD_STATES, FIELD_STATUSES,
  SCHEDULE_TEMPLATE_IDS, SLOT_STATUSES, SPORT_TYPES, SURFACE_TYPES,
} from './field-constants.js';

// The building blocks of the field contracts: enums, local times and dates, zones, coordinates.
// Local times are `HH:mm` in the field's IANA zone; days of week: 0 = Sunday.

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
/** A calendar date `YYYY-MM-DD` (docs/product/constants.md, range 1900–2099). */
export const ZLocalDateSchema = z
  .string()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date in the form YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Invalid date');
export const ZDayOfWeekSchema = z.number().int().min(0, 'Day of week must be 0 (Sunday) to 6 (Saturday)').max(6, 'Day of week must be 0 (Sunday) to 6 (Saturday)');

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

/** One schedule per weekday (docs/product/validation.md). */
export const uniqueDays = (schedules: { dayOfWeek: number }[] | undefined) =>
  !schedules || new Set(schedules.map((s) => s.dayOfWeek)).size === schedules.length;
