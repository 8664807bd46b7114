import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PURPOSES, type UnsubscribePurpose } from '@pitchside/shared-api/contracts/unsubscribe';

export type { UnsubscribePurpose } from '@pitchside/shared-api/contracts/unsubscribe';

/** The key of every unsubscribe token: no other token of the platform (a booking pass…) is one of these. */
const TOKEN_KEY = 'unsubscribe';
/** The key and the signed text of the newsletter links mailed before links had a purpose: they still work. */
const NEWSLETTER_KEY = 'newsletter-unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPurpose = (value: string): value is UnsubscribePurpose => (UNSUBSCRIBE_PURPOSES as readonly string[]).includes(value);

/**
 * Signed tokens of the unsubscribe links of optional e-mails: `<user id>.<purpose>.<HMAC-SHA256>`, the purpose
 * signed with the user, keyed with the server's secret. A token only ever turns off the one setting it names.
 * They do not expire: an e-mail read months later must still unsubscribe in one step. A token without a
 * purpose (`<user id>.<signature>`, the first newsletter links) is a newsletter token.
 */
export class UnsubscribeTokens {
  private readonly key: string;
  private readonly newsletterKey: string;

  constructor(appSecret: string) {
    this.key = `${appSecret}:${TOKEN_KEY}`;
    this.newsletterKey = `${appSecret}:${NEWSLETTER_KEY}`;
  }

  create(userId: string, purpose: UnsubscribePurpose): string {
    const id = userId.toLowerCase();
    return `${id}.${purpose}.${this.sign(id, purpose)}`;
  }

  /** The user and purpose a token names, or null when it is malformed or its signature does not match. */
  verify(token: string): { userId: string; purpose: UnsubscribePurpose } | null {
    const parts = token.trim().split('.');
    const [rawId, ...rest] = parts;
    if (!rawId || !UUID.test(rawId)) return null;
    const userId = rawId.toLowerCase();
    if (rest.length === 1) {
      return same(this.legacySignature(userId), rest[0]!) ? { userId, purpose: 'newsletter' } : null;
    }
    const [purpose, signature] = rest;
    if (rest.length !== 2 || !purpose || !signature || !isPurpose(purpose)) return null;
    return same(this.sign(userId, purpose), signature) ? { userId, purpose } : null;
  }

  private sign(userId: string, purpose: UnsubscribePurpose): string {
    return createHmac('sha256', this.key).update(`${purpose}:${userId}`).digest('base64url');
  }

  private legacySignature(userId: string): string {
    return createHmac('sha256', this.newsletterKey).update(`${NEWSLETTER_KEY}:${userId}`).digest('base64url');
  }
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The unsubscribe link of one optional e-mail, and the header lines that let mail clients offer it. */
export interface OptionalMailLink {
  url: string;
  /** RFC 2369 `List-Unsubscribe` and RFC 8058 `List-Unsubscribe-Post` (one click: the client POSTs to the link). */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Makes the unsubscribe link of every optional e-mail (newsletter, promotion, reminder) for its recipient. */
export class UnsubscribeLinks {
  constructor(private readonly tokens: UnsubscribeTokens, private readonly publicUrl: string) {}

  /** `{ url, headers }` for a mail to `userId` that the `purpose` setting stops. */
  of(userId: string, purpose: UnsubscribePurpose): OptionalMailLink {
    const url = `${this.publicUrl.replace(/\/$/, '')}/api/v1/unsubscribe?token=${encodeURIComponent(this.tokens.create(userId, purpose))}`;
    return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
  }
}
