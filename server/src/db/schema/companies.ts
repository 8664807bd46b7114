/**
 * Companies: booking rules, profile, plan (migrations 0001, 0003, 0005, 0014, 0018, 0019, 0021, 0022), their documents
 * and locations (0018), integrations (0014) and activity log (0016).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { ActivityTarget } from '@pitchside/shared-api/contracts/activity-log';
import type { WebhookDelivery, WebhookEvent } from '@pitchside/shared-api/contracts/company-integrations';
import type { BusinessHours, CompanyAddress, SubscriptionPlan } from '@pitchside/shared-api/contracts/company-profile';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { SubscriptionStatus } from '@pitchside/shared-api/contracts/subscription';
import { bytea, tz } from './columns.js';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: text('tenant_id').notNull().default('default-tenant'),
  name: text('name').notNull(),
  ownerId: uuid('owner_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  timezone: text('timezone').notNull().default('America/New_York'),
  // Booking rules (0005): tax in basis points of the subtotal, processing fee in minor units per booking.
  bookingHoldMinutes: integer('booking_hold_minutes').notNull().default(10),
  freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
  lateRefundPercent: integer('late_refund_percent').notNull().default(0),
  maxBookingMinutes: integer('max_booking_minutes').notNull().default(180),
  requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
  checkInOpensMinutes: integer('check_in_opens_minutes').notNull().default(60),
  taxRateBp: integer('tax_rate_bp').notNull().default(0),
  processingFee: integer('processing_fee').notNull().default(0),
  payOnSite: boolean('pay_on_site').notNull().default(false),
  /** The secret address of the calendar feed (0014). */
  calendarFeedToken: text('calendar_feed_token'),
  // Profile (0018).
  legalName: text('legal_name'),
  description: text('description').notNull().default(''),
  foundedYear: smallint('founded_year'),
  website: text('website'),
  logo: text('logo'),
  coverImage: text('cover_image'),
  businessEmail: text('business_email'),
  phone: text('phone'),
  registeredAddress: jsonb('registered_address').$type<CompanyAddress>(),
  billingAddress: jsonb('billing_address').$type<CompanyAddress>(),
  taxId: text('tax_id'),
  licenseNumber: text('license_number'),
  registrationNumber: text('registration_number'),
  businessType: text('business_type'),
  industry: text('industry'),
  businessHours: jsonb('business_hours').$type<BusinessHours>().notNull().default([]),
  languages: text('languages').array().$type<LanguageCode[]>().notNull().default(['en']),
  currencies: text('currencies').array().$type<Currency[]>().notNull().default(['USD']),
  /** The usual currency (0021), always among `currencies`: the one its figures list first. */
  primaryCurrency: text('primary_currency').$type<Currency>().notNull().default('USD'),
  /** Suspended by a super admin (0022): with when and why. */
  status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
  suspendedAt: tz('suspended_at'),
  suspensionReason: text('suspension_reason'),
  subscriptionPlan: text('subscription_plan').$type<SubscriptionPlan>().notNull().default('basic'),
  // Subscription (0019): the billing period, a credit left by downgrades, a version naming each change.
  subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('active'),
  subscriptionPeriodStart: tz('subscription_period_start').notNull().defaultNow(),
  subscriptionPeriodEnd: tz('subscription_period_end').notNull().default(sql`now() + interval '1 month'`),
  subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
  subscriptionCredit: integer('subscription_credit').notNull().default(0),
  subscriptionVersion: integer('subscription_version').notNull().default(0),
});

/** Insurance documents, kept in the database and read through the company's authenticated download. */
export const companyDocuments = pgTable('company_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Upload order (several arrive in one request, at one instant). */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').$type<'application/pdf' | 'image/jpeg' | 'image/png'>().notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: tz('uploaded_at').notNull().defaultNow(),
});

/** A company with locations has exactly one primary (a deferred trigger of 0018). */
export const companyLocations = pgTable('company_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone'),
  isPrimary: boolean('is_primary').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** One outgoing webhook per company. */
export const companyWebhooks = pgTable('company_webhooks', {
  companyId: uuid('company_id').primaryKey(),
  url: text('url').notNull(),
  /** The HMAC key the receiver verifies signatures with. */
  secret: text('secret').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Every event sent (or being sent) to a company's webhook; `event` may also be a test event's name. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  status: text('status').$type<WebhookDelivery['status']>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  responseStatus: integer('response_status'),
  error: text('error'),
  createdAt: tz('created_at').notNull().defaultNow(),
  deliveredAt: tz('delivered_at'),
});

/** Append-only (a trigger of 0016 refuses changes, but for unlinking a deleted actor). */
export const activityLogs = pgTable('activity_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Orders entries written within the same instant. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull(),
  actorId: uuid('actor_id'),
  actorName: text('actor_name').notNull(),
  /** `domain.verb`, e.g. `company.profile_updated`. */
  action: text('action').notNull(),
  targetType: text('target_type').$type<ActivityTarget>().notNull(),
  targetId: text('target_id'),
  targetLabel: text('target_label'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: tz('created_at').notNull().defaultNow(),
});
