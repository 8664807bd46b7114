import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMyPermissionsResponseSchema } from '@pitchside/shared-api/contracts/auth';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';

/** /api/v1/companies: for now only the caller's effective permissions (spec §6). */
export const companyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/my-permissions', {
    config: { auth: 'required', duringPasswordChange: true },
    schema: { tags: ['companies'], security: [{ bearerAuth: [] }], response: responses(ZMyPermissionsResponseSchema, 401) },
  }, async (request) => {
    const { permissions } = await services.sessions.access(authOf(request).user);
    return ok({ permissions });
  });
};
