import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMyPermissionsResponseSchema } from '@pitchside/shared-api/contracts/auth';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { SessionService } from './session.service.js';

/** /api/v1/companies/my-permissions: the caller's effective permissions (docs/product/roles-and-permissions.md). */
export const permissionRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (app, { sessions }) => {
  app.get('/my-permissions', {
    config: { auth: 'required', duringPasswordChange: true },
    schema: {
      tags: ['companies'], operationId: 'getMyPermissions', summary: "The caller's effective permissions",
      response: responses(ZMyPermissionsResponseSchema, 401),
    },
  }, async (request) => {
    const { permissions } = await sessions.access(authOf(request).user);
    return ok({ permissions });
  });
};
