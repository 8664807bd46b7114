// Notification constants without zod: the shell's bell imports them on every signed-in page.

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

/** Page size the panel asks for; the panel polls every 30 s. */
export const NOTIFICATION_FETCH_LIMIT = 50;
export const NOTIFICATION_POLL_MS = 30_000;
