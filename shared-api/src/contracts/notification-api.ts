import { z } from 'zod';
import { NOTIFICATION_FETCH_LIMIT, ZNotificationSchema, ZNotificationTypeSchema } from './notification.js';
import { ZNotificationSettingsSchema } from './profile.js';

/** Query strings arrive as text; booleans accept 'true'/'false'/'1'/'0'. */
const ZQueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** GET /notifications/user/{userId}?limit&offset&unreadOnly */
export const ZNotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_FETCH_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  unreadOnly: ZQueryBooleanSchema.optional(),
});
export type NotificationListQuery = z.input<typeof ZNotificationListQuerySchema>;

export const ZNotificationListResponseSchema = z.array(ZNotificationSchema);

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
