import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZTwoFactorDisableRequestSchema, ZTwoFactorEnableResponseSchema, ZTwoFactorStatusSchema, ZTwoFactorVerifyRequestSchema,
} from '@pitchside/shared-api/contracts/auth';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { authRouteLimit } from '../../plugins/rate-limit.js';
import type { TwoFactorService } from './two-factor.service.js';

/** /api/v1/auth/2fa: TOTP enrolment (enable → verify) and removal (disable with a current code). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  const common = { tags: ['auth'] };
  const limited = { rateLimit: authRouteLimit(app.config), auth: 'required' as const };

  app.post('/enable', {
    config: { ...limited, requireVerifiedEmail: true },
    schema: { ...common, operationId: 'enableTwoFactor', summary: 'Start two-factor enrolment: a new secret and its QR code', response: responses(ZTwoFactorEnableResponseSchema, 401, 403, 409, 429) },
  }, async (request) => ok(await twoFactor.enable(authOf(request).user), 'Scan the QR code, then confirm with a code'));

  app.post('/verify', {
    config: limited,
    schema: {
      ...common, operationId: 'verifyTwoFactor', summary: 'Confirm the enrolment with a first code: two-factor authentication is on',
      body: ZTwoFactorVerifyRequestSchema, response: responses(ZTwoFactorStatusSchema, 400, 401, 409, 429),
    },
  }, async (request) => {
    await twoFactor.confirm(authOf(request).user, request.body.code);
    return ok({ twoFactorEnabled: true }, 'Two-factor authentication enabled');
  });

  app.post('/disable', {
    config: limited,
    schema: {
      ...common, operationId: 'disableTwoFactor', summary: 'Turn two-factor authentication off with a current code',
      body: ZTwoFactorDisableRequestSchema, response: responses(ZTwoFactorStatusSchema, 400, 401, 429),
    },
  }, async (request) => {
    await twoFactor.disable(authOf(request).user, request.body.code);
    return ok({ twoFactorEnabled: false }, 'Two-factor authentication disabled');
  });
};
