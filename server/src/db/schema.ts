/**
 * Drizzle view of the tables created by the SQL migrations in `server/migrations/`.
 * The migrations are the source of truth (constraints, indexes); keep this file in step with them.
 */
import { bigint, boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const employees = pgTable('employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  employeeRole: text('employee_role').notNull(),
  permissions: text('permissions').array().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
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
});
