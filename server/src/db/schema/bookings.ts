/**
 * Bookings with slot holds (migrations 0005, 0008, 0026) and the stored answers of Idempotency-Keys (0005). Two
 * pending or confirmed bookings of one field never overlap: an exclusion constraint the migration keeps.
 */
import { date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '@pitchside/shared-api/contracts/booking-constants';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { tz } from './columns.js';

export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingNumber: text('booking_number').notNull(),
  confirmationCode: text('confirmation_code').notNull(),
  companyId: uuid('company_id').notNull(),
  fieldId: uuid('field_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  startsAt: tz('starts_at').notNull(),
  endsAt: tz('ends_at').notNull(),
  /** The day, start and end in the field's zone ('HH:mm', '24:00' allowed for an end). */
  localDate: date('local_date', { mode: 'string' }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  status: text('status').$type<BookingStatus>().notNull(),
  /** Until when a pending booking holds its slot. */
  holdExpiresAt: tz('hold_expires_at'),
  // Money in minor units of `currency`.
  subtotal: integer('subtotal').notNull(),
  discount: integer('discount').notNull().default(0),
  tax: integer('tax').notNull().default(0),
  processingFee: integer('processing_fee').notNull().default(0),
  total: integer('total').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  notes: text('notes'),
  groupName: text('group_name'),
  groupSize: integer('group_size'),
  contactPerson: text('contact_person'),
  confirmationNote: text('confirmation_note'),
  cancellationReason: text('cancellation_reason'),
  cancelledAt: tz('cancelled_at'),
  checkedInAt: tz('checked_in_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  /** When each reminder went out (0008). */
  remindedDayBeforeAt: tz('reminded_day_before_at'),
  remindedSoonAt: tz('reminded_soon_at'),
  /** The promotion whose discount the price carries, and its code as written (0026). */
  promotionId: uuid('promotion_id'),
  promoCode: text('promo_code'),
});

/** The first answer of a request that carried an Idempotency-Key, replayed for the same key and body. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: uuid('user_id').notNull(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })]);
