import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-constants.js';

export { NOTIFICATION_FETCH_LIMIT, NOTIFICATION_POLL_MS, NOTIFICATION_TYPES } from './notification-constants.js';

export const ZNotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof ZNotificationTypeSchema>;

export const ZNotificationSchema = z.object({
  id: z.string(),
  type: ZNotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** When it was archived; archived notifications leave the default list and the unread count. */
  archivedAt: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotificationSchema>;
