/** In-app notifications (migrations 0001, 0008, 0025), captured mail (0001, 0008, 0023) and companies' e-mail wording (0015). */
import { bigint, boolean, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { EmailTemplateKind } from '@pitchside/shared-api/contracts/email-templates';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import { tz } from './columns.js';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<NotificationType>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  readAt: tz('read_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** The event a notification was written for: written once per user and key, however often its job runs. */
  sourceKey: text('source_key'),
  /** The order notifications were written in (0025): the live stream's event id. */
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  /** Archived (0025): out of the default list and of the unread count. */
  archivedAt: tz('archived_at'),
});

/** Mail captured instead of sent (no SMTP relay): what the development outbox shows. */
export const outboxMail = pgTable('outbox_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  template: text('template').notNull(),
  language: text('language').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Names, types and sizes of the attachments; not their content. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull().default([]),
  /** Extra header lines (0023): a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
});

/** A company's own wording of a booking e-mail, per kind and language. */
export const companyEmailTemplates = pgTable('company_email_templates', {
  companyId: uuid('company_id').notNull(),
  kind: text('kind').$type<EmailTemplateKind>().notNull(),
  language: text('language').$type<LanguageCode>().notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  closing: text('closing').notNull().default(''),
  updatedAt: tz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.companyId, t.kind, t.language] })]);
