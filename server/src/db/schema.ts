/**
 * Drizzle view of the tables created by the SQL migrations in `server/migrations/`.
 * The migrations are the source of truth (constraints, indexes); keep this file in step with them.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, doublePrecision, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The `cube` extension's type, in its text form (`(x, y, z)` for a point). */
const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender'),
  nationality: text('nationality'),
  profileImage: text('profile_image'),
  preferences: jsonb('preferences').notNull(),
  notificationSettings: jsonb('notification_settings').notNull(),
  privacySettings: jsonb('privacy_settings').notNull(),
  emailVerifiedAt: tz('email_verified_at'),
  twoFactorSecret: text('two_factor_secret'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull(),
  twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  lockedAt: tz('locked_at'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastActiveAt: tz('last_active_at'),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id').notNull(),
  timezone: text('timezone').notNull().default('America/New_York'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const employees = pgTable('employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  /** A built-in role; null when `roleId` names a company role. */
  employeeRole: text('employee_role'),
  roleId: uuid('role_id'),
  /** The effective grant; follows the role unless `customPermissions`. */
  permissions: text('permissions').array().notNull(),
  customPermissions: boolean('custom_permissions').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: text('position').notNull().default(''),
  department: text('department'),
  employmentType: text('employment_type').notNull().default('full_time'),
  hireDate: date('hire_date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
  hourlyRate: integer('hourly_rate'),
  regularHoursPerWeek: numeric('regular_hours_per_week', { mode: 'number' }),
  overtimeRateMultiplier: numeric('overtime_rate_multiplier', { mode: 'number' }).notNull().default(1.5),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const companyRoles = pgTable('company_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  permissions: text('permissions').array().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const employeeSchedules = pgTable('employee_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull(),
  dayOfWeek: smallint('day_of_week').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const employeeShifts = pgTable('employee_shifts', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull(),
  startsAt: tz('starts_at').notNull(),
  endsAt: tz('ends_at').notNull(),
  fieldId: uuid('field_id'),
  notes: text('notes'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const employeeAvailability = pgTable('employee_availability', {
  employeeId: uuid('employee_id').notNull(),
  dayOfWeek: smallint('day_of_week').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  rotatedAt: tz('rotated_at'),
  revokedAt: tz('revoked_at'),
  createdAt: tz('created_at').notNull(),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountKey: text('account_key').notNull(),
  attemptedAt: tz('attempted_at').notNull(),
});

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  readAt: tz('read_at'),
  createdAt: tz('created_at').notNull(),
  sourceKey: text('source_key'),
});

export const outboxMail = pgTable('outbox_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  template: text('template').notNull(),
  language: text('language').notNull(),
  createdAt: tz('created_at').notNull(),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull().default([]),
});

export const fields = pgTable('fields', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sportType: text('sport_type').notNull(),
  surfaceType: text('surface_type').notNull(),
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
  /** The point on earthdistance's sphere, kept by PostgreSQL (0004): what the radius search reads. */
  location: cube('location').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)::cube`),
  lighting: boolean('lighting').notNull().default(false),
  roofed: boolean('roofed').notNull().default(false),
  equipment: text('equipment').array().notNull().default([]),
  rules: text('rules').array().notNull().default([]),
  amenities: text('amenities').array().notNull().default([]),
  status: text('status').notNull().default('active'),
  publicationState: text('publication_state').notNull().default('draft'),
  basePricePerHour: integer('base_price_per_hour').notNull(),
  currency: text('currency').notNull(),
  timezone: text('timezone').notNull(),
  locationId: uuid('location_id'),
  publishedAt: tz('published_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const fieldImages = pgTable('field_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  fieldId: uuid('field_id').notNull(),
  companyId: uuid('company_id').notNull(),
  path: text('path').notNull(),
  position: integer('position').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

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
  type: text('type').notNull(),
  startsAt: tz('starts_at').notNull(),
  endsAt: tz('ends_at').notNull(),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
});
