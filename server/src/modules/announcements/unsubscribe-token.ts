import { createHmac, timingSafeEqual } from 'node:crypto';

/** The one thing an unsubscribe token allows: turning the newsletter off for the user it names. */
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signed, single-purpose tokens of the newsletter's unsubscribe links: `<user id>.<HMAC-SHA256>` keyed with the
 * server's secret and the purpose (as the booking pass is), so no other token of the platform is one of
 * these. They do not expire: a newsletter read months later must still unsubscribe in one step.
 */
export class UnsubscribeTokens {
  private readonly key: string;

  constructor(appSecret: string) {
    this.key = `${appSecret}:${UNSUBSCRIBE_PURPOSE}`;
  }

  create(userId: string): string {
    return `${userId}.${this.sign(userId)}`;
  }

  /** The user a token names, or null when it is malformed or its signature does not match. */
  verify(token: string): string | null {
    const [userId, signature, ...rest] = token.trim().split('.');
    if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) return null;
    const expected = Buffer.from(this.sign(userId.toLowerCase()));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId.toLowerCase() : null;
  }

  private sign(userId: string): string {
    return createHmac('sha256', this.key).update(`${UNSUBSCRIBE_PURPOSE}:${userId}`).digest('base64url');
  }
}
