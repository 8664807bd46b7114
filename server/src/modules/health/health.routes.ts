import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok, responses } from '../../lib/http.js';
import { DOCS_PREFIX } from '../../plugins/openapi.js';

const ZHealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() });
const ZIndexSchema = z.object({ name: z.string(), version: z.string(), docs: z.string() });

/** GET /api/v1/health (liveness + database) and GET /api/v1/ (API identity). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: responses(ZHealthSchema, 503) } }, async (_request, reply) => {
    const database = await app.database.db.execute(sql`SELECT 1`).then(() => 'up' as const, () => 'down' as const);
    const data = { status: database === 'up' ? 'ok' as const : 'degraded' as const, database, uptimeSeconds: Math.round(process.uptime()) };
    // Load balancers take an instance without its database out of rotation.
    if (database === 'down') {
      return reply.code(503).send({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable', details: data });
    }
    return ok(data);
  });

  app.get('/', { schema: { tags: ['health'], response: responses(ZIndexSchema) } }, async () =>
    ok({ name: 'Pitchside API', version: '1.0.0', docs: DOCS_PREFIX }));
};
