import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthSessionSchema, ZEmailVerificationStatusSchema, ZLoginRequestSchema, ZPasswordResetRequestSchema,
  ZPasswordResetSchema, ZRefreshResponseSchema, ZRegisterRequestSchema, ZResendVerificationRequestSchema,
} from '@pitchside/shared-api/contracts/auth';
import { zSuccessEnvelope } from '@pitchside/shared-api/contracts/envelope';
import { DEFAULT_TENANT_ID } from '@pitchside/shared-api/contracts/session-user';
import { ok, responses, withExamples, ZNoDataSchema } from '../../lib/http.js';
import { badRequest } from '../../lib/errors.js';
import { authRouteLimit } from '../../plugins/rate-limit.js';
import { authOf } from '../../plugins/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRepository } from '../users/user.repository.js';
import type { AuthService } from './auth.service.js';
import type { EmailVerificationService } from './email-verification.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import { pickLanguage } from '../mail/mailer.js';
import { verificationStatus } from './email-verification.rules.js';
import { RESET_REQUESTED_MESSAGE } from './password-reset.service.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import type { DocumentSessions } from './document-session.js';
import type { IssuedRefreshToken } from './refresh-token.service.js';

const RESEND_MESSAGE = 'Verification email sent successfully! Please check your inbox and spam folder.';

const ZLoginBody = withExamples(ZLoginRequestSchema, {
  demoCustomer: { summary: 'The demo customer', value: { email: 'customer@pitchside.test', password: 'Customer123!' } },
  withTwoFactorCode: { summary: 'An account with two-factor authentication on', value: { email: 'sam.carter@example.com', password: 'Pitch2030!', twoFactorCode: '123456' } },
});

const newPlayer = {
  firstName: 'Sam', lastName: 'Carter', email: 'sam.carter@example.com', phone: '+1 212 555 0147',
  password: 'Pitch2030!', confirmPassword: 'Pitch2030!', acceptTerms: true,
} as const;
const ZRegisterBody = withExamples(ZRegisterRequestSchema, {
  customer: { summary: 'A player', value: newPlayer },
  company: { summary: 'A company owner (the company is created with the account)', value: { ...newPlayer, accountType: 'company', companyName: 'Riverside Sports' } },
});

export interface AuthRouteServices {
  auth: AuthService;
  passwordReset: PasswordResetService;
  verification: EmailVerificationService;
  users: UserRepository;
  documentSessions: DocumentSessions;
  clock: Clock;
}

/** /api/v1/auth: sign-in, sign-up, session refresh, password reset, e-mail verification (docs/product/api.md#auth). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteServices> = async (app, { auth, passwordReset, verification, users, documentSessions, clock }) => {
  const secure = app.config.isProduction;
  const graceDays = app.config.emailGracePeriodDays;
  const limited = { rateLimit: authRouteLimit(app.config) };
  const tags = ['auth'];
  // The refresh cookie (auth endpoints only) and the document cookie (server-rendered pages) go together.
  const setSessionCookies = (reply: FastifyReply, refresh: IssuedRefreshToken) => {
    setRefreshCookie(reply, refresh, secure);
    documentSessions.setCookie(reply, refresh, secure);
  };

  app.post('/login', {
    config: limited,
    schema: {
      tags, operationId: 'login',
      summary: 'Sign in with e-mail and password (and a code when two-factor authentication is on): an access token and the refresh cookie',
      body: ZLoginBody, response: responses(ZAuthSessionSchema, 400, 401, 423, 429),
    },
  }, async (request, reply) => {
    const { session, refresh } = await auth.login(request.body);
    setSessionCookies(reply, refresh);
    return ok(session, 'Login successful');
  });

  app.post('/register', {
    config: limited,
    schema: {
      tags, operationId: 'register', summary: 'Create a player or company-owner account, signed in at once',
      body: ZRegisterBody, response: { 201: zSuccessEnvelope(ZAuthSessionSchema), ...responses(ZAuthSessionSchema, 400, 409, 429) },
    },
  }, async (request, reply) => {
    const { session, refresh } = await auth.register(request.body, pickLanguage(undefined, request.headers['accept-language']));
    setSessionCookies(reply, refresh);
    return reply.code(201).send(ok(session, 'Registration successful!'));
  });

  app.post('/refresh', {
    config: limited,
    schema: {
      tags, operationId: 'refreshSession', summary: 'A new access token from the refresh cookie, which is rotated',
      security: [{ refreshCookie: [] }], response: responses(ZRefreshResponseSchema, 401, 423, 429),
    },
  }, async (request, reply) => {
    const result = await auth.refresh(readRefreshCookie(request));
    if (result.refresh) setSessionCookies(reply, result.refresh);
    return ok({ accessToken: result.accessToken });
  });

  app.post('/logout', {
    schema: {
      tags, operationId: 'logout', summary: 'Sign out: the refresh token is revoked and the cookies cleared (always succeeds)',
      security: [{}, { refreshCookie: [] }], response: responses(ZNoDataSchema),
    },
  }, async (request, reply) => {
    try {
      await auth.logout(readRefreshCookie(request));
    } catch (error) {
      // Logging out always succeeds for the user; a failed revocation is ours to investigate.
      request.log.error({ err: error }, 'refresh token revocation failed');
    }
    clearRefreshCookie(reply, secure);
    documentSessions.clearCookie(reply, secure);
    return ok(null, 'Logged out successfully');
  });

  app.post('/password/request-reset', {
    config: limited,
    schema: {
      tags, operationId: 'requestPasswordReset', summary: 'E-mail a password reset link (the same answer whether or not the address has an account)',
      body: ZPasswordResetRequestSchema, response: responses(ZNoDataSchema, 400, 429),
    },
  }, async (request) => {
    await passwordReset.request(DEFAULT_TENANT_ID, request.body.email, request.headers['accept-language']);
    return ok(null, RESET_REQUESTED_MESSAGE);
  });

  app.post('/password/reset', {
    config: limited,
    schema: {
      tags, operationId: 'resetPassword', summary: "Set a new password with the link's token; every session ends",
      body: ZPasswordResetSchema, response: responses(ZNoDataSchema, 400, 429),
    },
  }, async (request) => {
    await passwordReset.reset(request.body.token, request.body.password);
    return ok(null, 'Your password has been reset. You can now sign in.');
  });

  app.get('/verify-email/:token', {
    config: limited,
    schema: {
      tags, operationId: 'verifyEmail', summary: "Verify the e-mail address with the link's token",
      params: z.object({ token: z.string().min(1).max(200) }),
      response: responses(ZEmailVerificationStatusSchema, 400, 429),
    },
  }, async (request) => {
    const user = await verification.verify(request.params.token);
    return ok(verificationStatus(user, clock.now(), graceDays), 'Email verified successfully');
  });

  app.post('/resend-verification', {
    config: { ...limited, auth: 'optional' },
    schema: {
      tags, operationId: 'resendVerification', summary: 'Send the verification e-mail again: to the signed-in caller, or to the address given',
      body: ZResendVerificationRequestSchema.optional(), response: responses(ZNoDataSchema, 400, 429),
    },
  }, async (request) => {
    const language = (preferred?: string) => pickLanguage(preferred, request.headers['accept-language']);
    if (request.auth) {
      const { user } = request.auth;
      if (user.emailVerifiedAt) return ok(null, 'Your email address is already verified.');
      await verification.resend(user, language(user.preferences.language), true);
      return ok(null, RESEND_MESSAGE);
    }
    const email = request.body?.email;
    if (!email) throw badRequest('Email is required', 'EMAIL_REQUIRED');
    const user = await users.findByEmail(DEFAULT_TENANT_ID, email);
    // Same answer whether or not the address has an account.
    if (user) await verification.resend(user, language(user.preferences.language), false);
    return ok(null, RESEND_MESSAGE);
  });

  app.get('/verification-status', {
    config: { auth: 'required', duringPasswordChange: true },
    schema: {
      tags, operationId: 'getVerificationStatus', summary: "Whether the caller's e-mail address is verified, and the grace period left",
      response: responses(ZEmailVerificationStatusSchema, 401),
    },
  }, async (request) => ok(verificationStatus(authOf(request).user, clock.now(), graceDays)));
};
