import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Allow-list CORS: only the configured origins may call the API (with cookies) or load remote bundles. */
export const corsPlugin = fp<{ origins: readonly string[] }>(
  async (app: FastifyInstance, { origins }) => {
    const allowed = new Set(origins.map((o) => o.replace(/\/+$/, '')));
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Requested-With'],
      exposedHeaders: ['x-email-verification-required', 'x-grace-period-active', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
