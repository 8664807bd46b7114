import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_STREAM_TICKET_SECONDS } from '@pitchside/shared-api/contracts/notification-stream';
import type { Clock } from '../../lib/clock.js';

/** The one thing a stream ticket allows: opening the live stream of the notifications of the user it names. */
export const STREAM_TICKET_PURPOSE = 'notification-stream';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPIRY = /^\d{1,15}$/;

/**
 * Short-lived, signed, stateless tickets that open the notification stream: `<user id>.<expiry ms>.<HMAC-SHA256>`
 * keyed with the server's secret and the purpose (as the booking pass and the unsubscribe links are), so
 * any API instance accepts a ticket another one issued, and no other token of the platform is one of these.
 * A browser's EventSource cannot send an Authorization header: the ticket goes in the stream's URL instead of
 * the access token, and it is worth nothing a minute later.
 */
export class NotificationStreamTickets {
  private readonly key: string;

  constructor(appSecret: string, private readonly clock: Clock, private readonly ttlSeconds = NOTIFICATION_STREAM_TICKET_SECONDS) {
    this.key = `${appSecret}:${STREAM_TICKET_PURPOSE}`;
  }

  create(userId: string): { ticket: string; expiresAt: string } {
    const id = userId.toLowerCase();
    const expires = this.clock.now().getTime() + this.ttlSeconds * 1000;
    return { ticket: `${id}.${expires}.${this.sign(id, expires)}`, expiresAt: new Date(expires).toISOString() };
  }

  /** The user a ticket names, or null when it is malformed, forged or expired. */
  verify(ticket: string): string | null {
    const [rawId, rawExpiry, signature, ...rest] = ticket.trim().split('.');
    if (!rawId || !rawExpiry || !signature || rest.length > 0 || !UUID.test(rawId) || !EXPIRY.test(rawExpiry)) return null;
    const userId = rawId.toLowerCase();
    const expires = Number(rawExpiry);
    const expected = Buffer.from(this.sign(userId, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return expires > this.clock.now().getTime() ? userId : null;
  }

  private sign(userId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${STREAM_TICKET_PURPOSE}:${userId}:${expires}`).digest('base64url');
  }
}
