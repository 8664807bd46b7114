import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMapConfigSchema, ZPlatformStatsSchema } from '@pitchside/shared-api/contracts/platform';
import { ok, responses } from '../../lib/http.js';
import type { AppConfig } from '../../plugins/config.js';
import type { PlatformRepository } from './platform.repository.js';

/**
 * GET /api/v1/platform/stats: public live totals for the landing page and admin overview.
 * GET /api/v1/platform/map-config: public tile server and attribution of the maps.
 */
export const platformRoutes: FastifyPluginAsyncZod<{ platform: PlatformRepository; map: AppConfig['map'] }> = async (app, { platform, map }) => {
  app.get('/stats', {
    schema: {
      tags: ['platform'], operationId: 'getPlatformStats', summary: 'Live totals for the landing page: listed fields, companies, customers and bookings made',
      response: responses(ZPlatformStatsSchema),
    },
  }, async (_request, reply) => {
    // Cheap to compute, but the landing page is public: let shared caches absorb bursts.
    reply.header('cache-control', 'public, max-age=60');
    return ok(await platform.stats());
  });

  app.get('/map-config', {
    schema: {
      tags: ['platform'], operationId: 'getMapConfig', summary: 'The tile server and attribution of the maps', response: responses(ZMapConfigSchema),
    },
  }, async (_request, reply) => {
    // Changes only with the deployment's configuration.
    reply.header('cache-control', 'public, max-age=3600');
    return ok(map);
  });
};
