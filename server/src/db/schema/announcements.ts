/**
 * Announcements and newsletters sent by a super admin (migration 0023), and their deliveries: one row per
 * recipient and channel, worked through in batches by the delivery job.
 */
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { AnnouncementAudience, AnnouncementChannel, AnnouncementKind } from '@pitchside/shared-api/contracts/announcements';
import { tz } from './columns.js';

export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<AnnouncementKind>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  audience: text('audience').$type<AnnouncementAudience>().notNull(),
  companyId: uuid('company_id'),
  /** The company's name when it was sent. */
  companyName: text('company_name'),
  channels: text('channels').array().$type<AnnouncementChannel[]>().notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export type AnnouncementDeliveryStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export const announcementDeliveries = pgTable('announcement_deliveries', {
  announcementId: uuid('announcement_id').notNull(),
  userId: uuid('user_id').notNull(),
  channel: text('channel').$type<AnnouncementChannel>().notNull(),
  batch: integer('batch').notNull(),
  status: text('status').$type<AnnouncementDeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.announcementId, t.userId, t.channel] })]);
