import { z } from 'zod';

/** Types shown in the panel (success…info) and content types (booking…update). */
export const NOTIFICATION_TYPES = [
  'success',
  'warning',
  'error',
  'info',
  'booking',
  'payment',
  'system',
  'promotion',
  'reminder',
  'alert',
  'update',
] as const;
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
});
export type Notification = z.infer<typeof ZNotificationSchema>;

/** Page size the panel asks for; the panel polls every 30 s. */
export const NOTIFICATION_FETCH_LIMIT = 50;
export const NOTIFICATION_POLL_MS = 30_000;
