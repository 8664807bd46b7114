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

/** Page size the panel asks for; the panel polls every 30 s while it has no live stream. */
export const NOTIFICATION_FETCH_LIMIT = 50;
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  invalidStreamTicket: 'The live notification link has expired. Please reconnect.',
  tooManyStreams: 'Too many live notification connections are open. Close a tab and try again.',
} as const;

export const NOTIFICATION_ERROR_CODES = {
  invalidStreamTicket: 'INVALID_STREAM_TICKET',
  tooManyStreams: 'TOO_MANY_STREAMS',
} as const;
