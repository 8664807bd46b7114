import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppConfig } from './config.js';
import type { RateLimitRepository } from './rate-limit.repository.js';
import type { Clock } from '../lib/clock.js';
import { tooManyRequests } from '../lib/errors.js';
import type { JobQueue } from '../modules/jobs/job-queue.js';

/** The periodic job that deletes the counters of ended windows; one instance takes each run. */
export const RATE_LIMIT_PURGE_QUEUE = 'rate-limit-purge';
export const RATE_LIMIT_PURGE_CRON = '*/10 * * * *';

export interface RateLimitOptions {
  counters: RateLimitRepository;
  clock: Clock;
  jobs: JobQueue;
}

/**
 * Per-IP limits, opted into per route with `config: { rateLimit: authRouteLimit(config) }`. The counts are
 * kept in PostgreSQL (rate-limit.repository.ts), so a client spreading its requests over several
 * instances meets the same limit as one talking to a single instance. The per-account login limit lives
 * in PostgreSQL too (modules/auth/login-throttle).
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, { counters, clock, jobs }) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedStore(counters, clock),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
    jobs.define(RATE_LIMIT_PURGE_QUEUE, async () => { await counters.purgeEnded(clock.now()); }, { limit: 0, delaySeconds: 0 });
    jobs.every(RATE_LIMIT_PURGE_QUEUE, RATE_LIMIT_PURGE_CRON);
  },
  { name: 'rate-limit' },
);

export function authRouteLimit(config: AppConfig): { max: number; timeWindow: number } {
  return { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs };
}

/** What @fastify/rate-limit hands `child()`: the route's merged limit options, the route itself in `routeInfo`. */
interface ChildOptions { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * @fastify/rate-limit's store, which it takes as a class: one per route (`child`), each counting under the
 * route's method and URL, so two limited routes never share a count. Fixed windows, as the plugin's own
 * in-memory store keeps them (its `continueExceeding` and `exponentialBackoff` options are not used here).
 */
function sharedStore(counters: RateLimitRepository, clock: Clock): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    constructor(_options: unknown, private readonly scope = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock.now();
      counters.hit(`${this.scope}${key}`, now, timeWindow).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as ChildOptions).routeInfo ?? {};
      return new SharedStore(undefined, `${[method].flat().join(',')} ${url} `);
    }
  };
}
