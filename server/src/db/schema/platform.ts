/**
 * The platform's own rows (migration 0022): its settings (one row) and the audit trail of super admin
 * actions (append-only, a trigger refuses changes).
 */
import { bigint, boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AdminAction, AdminTarget, MaintenanceBanner } from '@pitchside/shared-api/contracts/admin';
import type { SubscriptionPlan } from '@pitchside/shared-api/contracts/company-profile';
import { tz } from './columns.js';

export const platformSettings = pgTable('platform_settings', {
  id: boolean('id').primaryKey().default(true),
  maintenanceBanner: jsonb('maintenance_banner').$type<MaintenanceBanner>().notNull()
    .default({ enabled: false, message: { en: '', fr: '', ar: '' } }),
  companyRegistrationOpen: boolean('company_registration_open').notNull().default(true),
  defaultPlan: text('default_plan').$type<SubscriptionPlan>().notNull().default('basic'),
  supportEmail: text('support_email').notNull().default('support@pitchside.example'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const adminActivity = pgTable('admin_activity', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  actorId: uuid('actor_id'),
  actorName: text('actor_name').notNull(),
  action: text('action').$type<AdminAction>().notNull(),
  targetType: text('target_type').$type<AdminTarget>().notNull(),
  targetId: text('target_id'),
  targetLabel: text('target_label'),
  reason: text('reason'),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: tz('created_at').notNull().defaultNow(),
});
