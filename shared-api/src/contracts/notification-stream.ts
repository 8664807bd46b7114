// The live stream of notifications (docs/adr/0033-notifications-in-real-time.md), without zod: the server
// and the shell's stream code, which loads apart from everything else, import it.

/** The stream's Server-Sent Events: a new notification (with its event id), and the unread count. */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unreadCount: 'unread-count' } as const;

/** How long a ticket opens the stream. */
export const NOTIFICATION_STREAM_TICKET_SECONDS = 60;

/** Streams one user may hold open on one API instance. */
export const NOTIFICATION_STREAMS_PER_USER = 5;
