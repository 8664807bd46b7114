import { z } from 'zod';
import { NOTIFICATION_FETCH_LIMIT, ZNotificationSchema, ZNotificationTypeSchema } from './notification.js';
import { ZNotificationSettingsSchema } from './profile.js';

/** Query strings arrive as text; booleans accept 'true'/'false'/'1'/'0'. */
const ZQueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/**
 * GET /notifications/user/{userId}?limit&offset&unreadOnly&archived&type: the archived ones with
 * `archived=true`, the others by default; `type` keeps one type.
 */
export const ZNotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_FETCH_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  unreadOnly: ZQueryBooleanSchema.optional(),
  archived: ZQueryBooleanSchema.optional(),
  type: ZNotificationTypeSchema.optional(),
});
export type NotificationListQuery = z.input<typeof ZNotificationListQuerySchema>;

export const ZNotificationListResponseSchema = z.array(ZNotificationSchema);

/** The unread count's answer, and the data of the stream's `unread-count` event. */
export const ZUnreadCountResponseSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof ZUnreadCountResponseSchema>;

/** Result of mark-all-read and clear-all: how many rows changed. */
export const ZNotificationBulkResultSchema = z.object({ count: z.number().int().min(0) });
export type NotificationBulkResult = z.infer<typeof ZNotificationBulkResultSchema>;

/** POST /notifications (admin) and POST /notifications/test. */
export const ZCreateNotificationRequestSchema = z.object({
  userId: z.uuid(),
  type: ZNotificationTypeSchema.default('info'),
  title: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
});
export type CreateNotificationRequest = z.input<typeof ZCreateNotificationRequestSchema>;

/** Notification preferences are the profile's notification settings. */
export const ZNotificationPreferencesSchema = ZNotificationSettingsSchema;
export type NotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;
export const ZNotificationPreferencesUpdateSchema = ZNotificationSettingsSchema.partial();
export type NotificationPreferencesUpdate = z.infer<typeof ZNotificationPreferencesUpdateSchema>;

/** POST /notifications/stream-ticket: opens the live stream of the caller's notifications for a minute. */
export const ZNotificationStreamTicketSchema = z.object({
  ticket: z.string(),
  /** ISO instant after which the ticket no longer opens a stream. */
  expiresAt: z.string(),
});
export type NotificationStreamTicket = z.infer<typeof ZNotificationStreamTicketSchema>;

/** An event id of the stream: the notification's position in the order notifications were written. */
export const ZNotificationEventIdSchema = z.string().regex(/^\d{1,15}$/);

/**
 * GET /notifications/stream?ticket&lastEventId (text/event-stream). `lastEventId` (or the `Last-Event-ID`
 * header a browser sends when it reconnects by itself) resumes after that event.
 */
export const ZNotificationStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(512),
  lastEventId: ZNotificationEventIdSchema.optional(),
});
