/**
 * The one policy layer for roles and permissions (docs/product/roles-and-permissions.md) and the e-mail verification restriction
 * (docs/product/states.md). Runs after authentication, still in `onRequest`. Ownership of rows (a user's own
 * notifications, a company's data) is enforced in the services' queries, which answer 404.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { assertEmailVerified } from '../modules/auth/email-verification.rules.js';

export const authorisationPlugin = fp<{ clock: Clock; graceDays: number }>(
  async (app: FastifyInstance, { clock, graceDays }) => {
    app.addHook('onRequest', async (request) => {
      const { roles, permissions, anyPermission, requireVerifiedEmail } = request.routeOptions.config;
      if (!roles && !permissions && !anyPermission && !requireVerifiedEmail) return;
      const auth = request.auth;
      if (!auth) throw unauthorized();
      if (roles && !roles.includes(auth.user.role)) throw forbidden();
      if (permissions && !permissions.every((p) => auth.permissions.includes(p))) throw forbidden();
      if (anyPermission && !anyPermission.some((p) => auth.permissions.includes(p))) throw forbidden();
      if (requireVerifiedEmail) assertEmailVerified(auth.user, clock.now(), graceDays);
    });
  },
  { name: 'authorisation', dependencies: ['authentication'] },
);
