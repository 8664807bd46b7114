/**
 * Bearer authentication. Routes declare what they need in `config` (`auth: 'required' | 'optional'`,
 * plus the authorisation keys read by ./authorisation.ts). Decided in `onRequest`, before the body is read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_ERROR_CODES, EMAIL_VERIFICATION_HEADERS } from '@pitchside/shared-api/contracts/auth';
import { EMPLOYEE_ERROR_CODES, EMPLOYEE_MESSAGES } from '@pitchside/shared-api/contracts/employee-constants';
import type { AccessTokenClaims, Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import type { Actor } from '../lib/actor.js';
import type { Clock } from '../lib/clock.js';
import { DomainError, MESSAGES, unauthorized } from '../lib/errors.js';
import type { AccessTokenService } from '../modules/auth/access-token.js';
import { assertEmailVerified, verificationStatus } from '../modules/auth/email-verification.rules.js';
import { accountDeactivated, effectivePermissions } from '../modules/auth/permissions.js';
import type { UserRecord, UserRepository } from '../modules/users/user.repository.js';

export interface AuthContext {
  user: UserRecord;
  claims: AccessTokenClaims;
  permissions: Permission[];
  /** The company the user owns or works for (read with the user, at every request); null for the others. */
  companyId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: 'required' | 'optional';
    roles?: readonly Role[];
    permissions?: readonly Permission[];
    /** At least one of these (e.g. fields or schedules managers may edit a schedule). */
    anyPermission?: readonly Permission[];
    requireVerifiedEmail?: boolean;
    /** Reachable while the caller still has to replace a temporary password (their profile, the change itself). */
    duringPasswordChange?: boolean;
  }
  interface FastifyInstance {
    /** Throws 403 EMAIL_VERIFICATION_REQUIRED / GRACE_PERIOD_EXPIRED for an unverified caller. */
    assertVerifiedEmail(request: FastifyRequest): void;
  }
}

/** The signed-in context of a route declared with `auth: 'required'`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The actor of a signed-in request (a route declared with `auth: 'required'`). */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  const { user } = auth;
  return { userId: user.id, role: user.role, tenantId: user.tenantId, permissions: auth.permissions, companyId: auth.companyId };
}

/** The actor of a request that may be anonymous (`auth: 'optional'`). */
export const actorIfSignedIn = (request: FastifyRequest): Actor | null => (request.auth ? actorOf(request) : null);

export interface AuthenticationOptions {
  tokens: AccessTokenService;
  users: UserRepository;
  clock: Clock;
  graceDays: number;
}

export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app: FastifyInstance, { tokens, users, clock, graceDays }) => {
    app.decorateRequest('auth', null);
    app.decorate('assertVerifiedEmail', (request: FastifyRequest) => {
      assertEmailVerified(authOf(request).user, clock.now(), graceDays);
    });

    async function authenticate(header: string): Promise<AuthContext> {
      const match = /^Bearer ([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header);
      if (!match?.[1]) throw unauthorized();
      const claims = await tokens.verify(match[1]);
      const subject = /^[0-9a-f-]{36}$/i.test(claims.sub) ? await users.findSessionSubject(claims.sub) : undefined;
      const user = subject?.user;
      if (!subject || !user || user.tenantId !== claims.tenantId) throw unauthorized();
      if (user.lockedAt) throw new DomainError('locked', AUTH_ERROR_CODES.accountLocked, MESSAGES.accountLocked);
      // Role, grant and deactivation apply at the next request: the token's copy is only the client's hint.
      if (user.role === 'EMPLOYEE' && !subject.employeeGrant) throw accountDeactivated();
      return { user, claims, permissions: effectivePermissions(user.role, subject.employeeGrant ?? []), companyId: subject.companyId };
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const config = request.routeOptions.config;
      const header = request.headers.authorization;
      if (header) {
        try {
          request.auth = await authenticate(header);
        } catch (error) {
          // A stale token on a public route is ignored; protected routes answer 401/423.
          if (config.auth === 'required') throw error;
        }
      }
      const auth = request.auth;
      if (auth) {
        const status = verificationStatus(auth.user, clock.now(), graceDays);
        reply.header(EMAIL_VERIFICATION_HEADERS.required, String(status.needsVerification));
        reply.header(EMAIL_VERIFICATION_HEADERS.gracePeriodActive, String(status.isInGracePeriod));
      }
      if (config.auth === 'required' && !auth) throw unauthorized();
      if (config.auth === 'required' && auth?.user.mustChangePassword && !config.duringPasswordChange) {
        throw new DomainError('forbidden', EMPLOYEE_ERROR_CODES.passwordChangeRequired, EMPLOYEE_MESSAGES.passwordChangeRequired);
      }
    });
  },
  { name: 'authentication' },
);
