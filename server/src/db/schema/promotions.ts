/**
 * A company's promotion codes (migration 0026). The code is unique per company whatever its letter case, and
 * a booking links to the promotion whose discount it carries (`bookings.promotion_id`, `bookings.promo_code`).
 */
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

export const promotions = pgTable('promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  code: text('code').notNull(),
  discountPercent: integer('discount_percent').notNull(),
  /** Whole hours; 0 = no minimum. */
  minHours: integer('min_hours').notNull().default(0),
  validFrom: tz('valid_from').notNull(),
  validTo: tz('valid_to').notNull(),
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  /** Empty = every field of the company. */
  fieldIds: uuid('field_ids').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
