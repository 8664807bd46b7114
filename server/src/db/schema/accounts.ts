/** Accounts and their sign-in state (migrations 0001, 0017). */
import { bigint, boolean, date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { GENDERS } from '@pitchside/shared-api/contracts/profile';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { tz } from './columns.js';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().default('default-tenant'),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<Role>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender').$type<(typeof GENDERS)[number]>(),
  nationality: text('nationality'),
  profileImage: text('profile_image'),
  /** Settings as stored: possibly written before a key existed, so read through their schemas (user.repository.ts). */
  preferences: jsonb('preferences').notNull().default({}),
  notificationSettings: jsonb('notification_settings').notNull().default({}),
  privacySettings: jsonb('privacy_settings').notNull().default({}),
  emailVerifiedAt: tz('email_verified_at'),
  twoFactorSecret: text('two_factor_secret'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  lockedAt: tz('locked_at'),
  /** Why a super admin locked the account (0022); null for a lock of too many failed sign-ins. */
  lockReason: text('lock_reason'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastActiveAt: tz('last_active_at'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  rotatedAt: tz('rotated_at'),
  revokedAt: tz('revoked_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Attempts being evaluated or failed; reserved by the SQL function of migration 0002. */
export const loginAttempts = pgTable('login_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountKey: text('account_key').notNull(),
  attemptedAt: tz('attempted_at').notNull(),
});
