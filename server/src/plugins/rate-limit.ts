import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config.js';
import { tooManyRequests } from '../lib/errors.js';

/**
 * Per-IP limits, opted into per route with `config: { rateLimit: authRouteLimit(config) }`. Counts are
 * per instance (in memory); the per-account login limit, which must hold across instances, lives
 * in PostgreSQL (modules/auth/login-throttle).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit' },
);

export function authRouteLimit(config: AppConfig): { max: number; timeWindow: number } {
  return { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs };
}
