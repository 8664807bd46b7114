/**
 * The per-IP limits with two API instances on one PostgreSQL, as behind a load balancer: a client's
 * requests are counted together whichever instance answers them, with the 429 envelope of a single
 * instance; windows end on time, and the counters of ended windows are purged by the periodic job.
 */
import { CONTACT_MESSAGES } from '@pitchside/shared-api/contracts/contact';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { MESSAGES } from '../../src/lib/errors.js';
import { RATE_LIMIT_PURGE_QUEUE } from '../../src/plugins/rate-limit.js';
import { json } from '../helpers/http.js';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers/test-app.js';

const MAX = 3;
const WINDOW_MS = 60_000;
const CONTACT_MAX = 2;
const clock = new ManualClock(new Date());
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  shared = await createTestDatabase();
  const env = {
    AUTH_RATE_LIMIT_MAX: String(MAX), AUTH_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS), CONTACT_RATE_LIMIT_MAX: String(CONTACT_MAX),
  };
  a = await createTestApp({ database: shared.database, clock, env });
  b = await createTestApp({ database: shared.database, clock, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.drop();
});

/** Each test speaks from its own addresses, so that it counts only its own requests. */
let addresses = 0;
const newIp = () => `203.0.113.${(addresses += 1)}`;

const requestReset = (app: TestApp, ip: string) => app.app.inject({
  method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email: 'someone@limits.example' }, remoteAddress: ip,
});
const contact = (app: TestApp, ip: string) => app.app.inject({
  method: 'POST', url: '/api/v1/contact', remoteAddress: ip,
  payload: { name: 'Nadia Benali', email: 'nadia@example.com', subject: 'Opening hours', message: 'When do you open on Sundays, please?' },
});
const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

describe('per-IP limits shared by two instances', () => {
  it('counts a client\'s requests on both instances together: the fourth of three allowed is 429, as on one instance', async () => {
    const ip = newIp();
    const answers = [await requestReset(a, ip), await requestReset(a, ip), await requestReset(b, ip)];
    expect(statuses(answers)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);

    const refused = await requestReset(b, ip);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(json(refused)).toEqual({ success: false, code: 'RATE_LIMITED', message: MESSAGES.rateLimited, details: { retryAfter: seconds } });
    expect(refused.headers['x-ratelimit-limit']).toBe(String(MAX));
    expect((await requestReset(a, ip)).statusCode).toBe(429);

    // Another address, and another limited route of the same address, have counts of their own.
    expect((await requestReset(b, newIp())).statusCode).toBe(200);
    const login = await a.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody@limits.example', password: 'Wrong-pass-1' }, remoteAddress: ip });
    expect(login.statusCode).toBe(401);
  });

  it('lets exactly the limit through when requests arrive together at both instances', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => requestReset(i % 2 === 0 ? a : b, ip)));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(MAX);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(12 - MAX);
  });

  it('opens a new window once the current one has ended, on either instance', async () => {
    const ip = newIp();
    for (const app of [a, b, a]) expect((await requestReset(app, ip)).statusCode).toBe(200);
    expect((await requestReset(b, ip)).statusCode).toBe(429);
    clock.advance(WINDOW_MS - 1000);
    expect(Number((await requestReset(a, ip)).headers['retry-after'])).toBe(1);
    clock.advance(1000);
    expect(statuses([await requestReset(b, ip), await requestReset(a, ip)])).toEqual([200, 200]);
  });

  it('shares the contact form\'s limit too, answered in the form\'s words', async () => {
    const ip = newIp();
    expect(statuses([await contact(a, ip), await contact(b, ip)])).toEqual([202, 202]);
    const refused = await contact(a, ip);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ success: false, code: 'RATE_LIMITED', message: CONTACT_MESSAGES.tooMany });
  });

  it('purges the counters of ended windows with its periodic job, and keeps the current ones', async () => {
    const old = newIp();
    await requestReset(a, old);
    clock.advance(WINDOW_MS);
    const current = newIp();
    await requestReset(b, current);
    const counters = async () => (await shared.database.pool.query<{ key: string }>('SELECT key FROM rate_limit_counters')).rows.map((row) => row.key);
    expect((await counters()).some((key) => key.endsWith(` ${old}`))).toBe(true);

    await a.app.services.jobs.send(shared.database.db, RATE_LIMIT_PURGE_QUEUE, {});
    await expect.poll(async () => (await counters()).some((key) => key.endsWith(` ${old}`)), { timeout: 10_000 }).toBe(false);
    expect((await counters()).filter((key) => key.endsWith(` ${current}`))).toEqual(['POST /api/v1/auth/password/request-reset ' + current]);
    // Every other counter left is of a window still open.
    const { rows } = await shared.database.pool.query<{ open: boolean }>('SELECT window_ends_at > $1 AS open FROM rate_limit_counters', [clock.now()]);
    expect(rows.every((row) => row.open)).toBe(true);
  });
});
