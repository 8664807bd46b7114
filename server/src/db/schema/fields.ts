/**
 * Fields, their images, weekly schedules, pricing rules and calendar blocks (migrations 0003, 0004, 0018).
 * Local wall-clock times are text 'HH:mm' ('24:00' allowed for a closing time) in the field's zone.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type {
  Amenity, BlockType, Currency, FieldState, FieldStatus, SportType, SurfaceType,
} from '@pitchside/shared-api/contracts/field-constants';
import { cube, tz } from './columns.js';

export const fields = pgTable('fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sportType: text('sport_type').$type<SportType>().notNull(),
  surfaceType: text('surface_type').$type<SurfaceType>().notNull(),
  indoor: boolean('indoor').notNull(),
  capacity: integer('capacity').notNull(),
  minPlayers: integer('min_players'),
  maxPlayers: integer('max_players'),
  lengthM: doublePrecision('length_m'),
  widthM: doublePrecision('width_m'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  lighting: boolean('lighting').notNull().default(false),
  roofed: boolean('roofed').notNull().default(false),
  equipment: text('equipment').array().notNull().default([]),
  rules: text('rules').array().notNull().default([]),
  amenities: text('amenities').array().$type<Amenity[]>().notNull().default([]),
  status: text('status').$type<FieldStatus>().notNull().default('active'),
  publicationState: text('publication_state').$type<FieldState>().notNull().default('draft'),
  basePricePerHour: integer('base_price_per_hour').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  timezone: text('timezone').notNull(),
  /** What the typo-tolerant search matches: name, city and sport, kept by PostgreSQL (0003). */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || city || ' ' || replace(sport_type, '_', ' '))`),
  publishedAt: tz('published_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  /** The point on earthdistance's sphere, kept by PostgreSQL (0004): what the radius search reads. */
  location: cube('location').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)::cube`),
  locationId: uuid('location_id'),
});

export const fieldImages = pgTable('field_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  fieldId: uuid('field_id').notNull(),
  companyId: uuid('company_id').notNull(),
  /** Path under the uploads folder, served at /api/v1/files/serve/{path}. */
  path: text('path').notNull(),
  position: integer('position').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** One schedule per weekday. */
export const fieldSchedules = pgTable('field_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  fieldId: uuid('field_id').notNull(),
  companyId: uuid('company_id').notNull(),
  dayOfWeek: smallint('day_of_week').notNull(),
  openTime: text('open_time').notNull(),
  closeTime: text('close_time').notNull(),
  slotDuration: integer('slot_duration').notNull(),
  breakDuration: integer('break_duration').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const fieldPricingRules = pgTable('field_pricing_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  fieldId: uuid('field_id').notNull(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  priceMultiplier: doublePrecision('price_multiplier').notNull(),
  priority: smallint('priority').notNull(),
  startTime: text('start_time'),
  endTime: text('end_time'),
  dayOfWeek: smallint('day_of_week'),
  minDuration: integer('min_duration'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const fieldBlocks = pgTable('field_blocks', {
  id: uuid('id').primaryKey().defaultRandom(),
  fieldId: uuid('field_id').notNull(),
  companyId: uuid('company_id').notNull(),
  type: text('type').$type<BlockType>().notNull(),
  startsAt: tz('starts_at').notNull(),
  endsAt: tz('ends_at').notNull(),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
});
