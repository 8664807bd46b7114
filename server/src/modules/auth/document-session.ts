import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import type { Clock } from '../../lib/clock.js';
import type { UserRepository } from '../users/user.repository.js';
import type { IssuedRefreshToken } from './refresh-token.service.js';
import type { RefreshTokenRepository } from './refresh-token.repository.js';
import type { SessionService } from './session.service.js';

/**
 * The cookie that lets the server render a signed-in page (docs/adr/0036). It names the session (the
 * refresh token's family), signed with the server's secret; it is not a credential for the API: the API
 * reads bearer tokens only, and the refresh cookie stays scoped to the auth endpoints.
 */
export const DOCUMENT_COOKIE = 'pitchside_document';
const PURPOSE = 'document-session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sessions as documents see them. The cookie goes with every navigation of the site (path `/`), and also
 * with a navigation arriving from another site (SameSite=Lax: a link in a booking e-mail opens the page
 * rendered); a navigation changes nothing, and another site cannot read the page it opened. It is only
 * honoured while its session is: a sign-out, a revoked family, a locked or deactivated account, an
 * expired session all make the next document a signed-out one.
 */
export class DocumentSessions {
  private readonly key: string;

  constructor(
    appSecret: string,
    private readonly tokens: RefreshTokenRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {
    this.key = `${appSecret}:${PURPOSE}`;
  }

  /** Written beside the refresh cookie, with the same lifetime. */
  setCookie(reply: FastifyReply, issued: IssuedRefreshToken, secure: boolean): void {
    reply.setCookie(DOCUMENT_COOKIE, this.cookieValue(issued.familyId), {
      httpOnly: true, sameSite: 'lax', secure, path: '/', expires: issued.expiresAt,
    });
  }

  clearCookie(reply: FastifyReply, secure: boolean): void {
    reply.clearCookie(DOCUMENT_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  }

  cookieValue(familyId: string): string {
    const id = familyId.toLowerCase();
    return `${id}.${this.sign(id)}`;
  }

  /**
   * The signed-in user of a navigation and a short-lived access token to read their data with, or
   * undefined when the request carries no valid cookie or its session is over.
   */
  async resolve(request: FastifyRequest): Promise<AuthSession | undefined> {
    const familyId = this.familyOf(request.cookies[DOCUMENT_COOKIE]);
    if (!familyId) return undefined;
    const userId = await this.tokens.liveFamilyUser(familyId, this.clock.now());
    const user = userId ? await this.users.findById(userId) : undefined;
    if (!user || user.lockedAt) return undefined;
    // A deactivated employee has no session to render (the refresh ends it the same way).
    return this.sessions.create(user).catch(() => undefined);
  }

  private familyOf(value: string | undefined): string | undefined {
    const [rawId, signature, ...rest] = (value ?? '').split('.');
    if (!rawId || !signature || rest.length > 0 || !UUID.test(rawId)) return undefined;
    const id = rawId.toLowerCase();
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
  }

  private sign(familyId: string): string {
    return createHmac('sha256', this.key).update(`${PURPOSE}:${familyId}`).digest('base64url');
  }
}
