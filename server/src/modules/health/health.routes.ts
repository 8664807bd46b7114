import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok, responses } from '../../lib/http.js';
import { DOCS_PREFIX } from '../../plugins/openapi.js';

const ZHealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() });
const ZIndexSchema = z.object({ name: z.string(), version: z.string(), docs: z.string() });
/** The 200 answer of /ready, and the `details` of its 503. */
const ZReadinessSchema = z.object({ status: z.enum(['ready', 'not_ready']), database: z.enum(['up', 'down']), draining: z.boolean() });

/**
 * Longest wait for the database's answer before /ready gives up. A pool that cannot lend a connection
 * within it is as good as no database for the next request; without the bound a probe would wait for the
 * pool's own connection timeout (10 s), longer than any probe waits, and the checks would pile up.
 */
export const READY_DATABASE_TIMEOUT_MS = 2000;

/** Whether `SELECT 1` comes back within `timeoutMs`. */
async function databaseAnswers(run: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); });
  try {
    return await Promise.race([run().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/v1/health (liveness + database), GET /api/v1/ready (readiness) and GET /api/v1/ (API identity).
 *
 * /health keeps answering 503 while the database is down: that is its published contract (docs/product/api.md,
 * the start scripts and end-to-end runs wait for its 200, test/integration/server-lifecycle.test.ts asserts it, the
 * benchmarks use its `SELECT 1` as their baseline). A liveness probe on it would therefore restart every
 * instance during a long database outage, which cures nothing; deploy/k8s gives that probe a failure budget
 * (a minute) well beyond a database blip, and leaves taking an instance out of rotation to /ready.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Draining (plugins/shutdown.ts) starts when a SIGTERM arrives, before the listener closes: from then on
  // /ready tells the load balancer to send no more requests, while those on their way are still served.
  app.get('/health', {
    schema: {
      tags: ['health'], operationId: 'getHealth', summary: 'Liveness, with whether the database answers (503 while it does not)',
      response: responses(ZHealthSchema, 503),
    },
  }, async (_request, reply) => {
    const database = await app.database.db.execute(sql`SELECT 1`).then(() => 'up' as const, () => 'down' as const);
    const data = { status: database === 'up' ? 'ok' as const : 'degraded' as const, database, uptimeSeconds: Math.round(process.uptime()) };
    // Load balancers take an instance without its database out of rotation.
    if (database === 'down') {
      return reply.code(503).send({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable', details: data });
    }
    return ok(data);
  });

  // Readiness: whether this instance should be sent requests. 200 only when the database answers and the
  // instance is not shutting down; a Kubernetes readiness probe or a load balancer's health check reads it.
  app.get('/ready', {
    schema: {
      tags: ['health'], operationId: 'getReadiness', summary: 'Whether this instance should be sent requests (503 without a database or while shutting down)',
      response: responses(ZReadinessSchema, 503),
    },
  }, async (_request, reply) => {
    const up = await databaseAnswers(() => app.database.db.execute(sql`SELECT 1`), READY_DATABASE_TIMEOUT_MS);
    const draining = app.draining;
    const data = { status: up && !draining ? 'ready' as const : 'not_ready' as const, database: up ? 'up' as const : 'down' as const, draining };
    if (data.status === 'not_ready') {
      const message = draining ? 'Shutting down' : 'Database unavailable';
      return reply.code(503).send({ success: false, code: 'SERVICE_UNAVAILABLE', message, details: data });
    }
    return ok(data);
  });

  app.get('/', {
    schema: { tags: ['health'], operationId: 'getApiIndex', summary: 'The name and version of the API, and where its documentation is', response: responses(ZIndexSchema) },
  }, async () =>
    ok({ name: 'Pitchside API', version: '1.0.0', docs: DOCS_PREFIX }));
};
