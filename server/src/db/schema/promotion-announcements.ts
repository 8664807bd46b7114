/**
 * A promotion's e-mail to the company's past customers (migration 0027): sent once per promotion, and its
 * deliveries, one row per recipient, worked through in batches by the delivery job.
 */
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

export const promotionAnnouncements = pgTable('promotion_announcements', {
  promotionId: uuid('promotion_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  announcedBy: uuid('announced_by'),
  recipients: integer('recipients').notNull(),
  announcedAt: tz('announced_at').notNull(),
});

export type PromotionDeliveryStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export const promotionDeliveries = pgTable('promotion_deliveries', {
  promotionId: uuid('promotion_id').notNull(),
  userId: uuid('user_id').notNull(),
  batch: integer('batch').notNull(),
  status: text('status').$type<PromotionDeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.promotionId, t.userId] })]);
