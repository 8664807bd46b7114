import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { DEMO, json } from '../helpers/http.js';

const clock = new ManualClock(new Date());
let t: TestApp;
// A small limit and window keep the test fast; the default (100 per hour) is asserted in unit tests.
beforeAll(async () => { t = await createTestApp({ clock, env: { LOGIN_FAILURE_LIMIT: '5', LOGIN_FAILURE_WINDOW_MINUTES: '10' } }); });
afterAll(async () => { await t.close(); });

const attempt = (password: string, email: string = DEMO.customer.email) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('brute force on one account', () => {
  it('evaluates at most the limit, then answers 429 with Retry-After, even for the right password', async () => {
    let hashed = 0;
    const hasher = t.app.services.hasher;
    const original = hasher.verify.bind(hasher);
    hasher.verify = async (hash, password) => { hashed += 1; return original(hash, password); };
    try {
      for (let i = 0; i < 5; i += 1) expect((await attempt(`Wrong-pass-${i}`)).statusCode).toBe(401);
      const statuses = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await attempt(`Wrong-again-${i}`)).statusCode);
      expect(new Set(statuses)).toEqual(new Set([429]));
      expect(hashed).toBe(5); // refused attempts never reach the password hash
      const blocked = await attempt(DEMO.customer.password);
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    } finally {
      hasher.verify = original;
    }
  });

  it('other accounts are unaffected, and the account recovers when the window passes (no permanent lockout)', async () => {
    expect((await attempt(DEMO.owner.password, DEMO.owner.email)).statusCode).toBe(200);
    clock.advance(10 * 60_000 + 1000);
    expect((await attempt(DEMO.customer.password)).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way (no way to tell them apart)', async () => {
    const ghost = 'ghost@pitchside.test';
    for (let i = 0; i < 5; i += 1) expect((await attempt('Whatever-1', ghost)).statusCode).toBe(401);
    expect((await attempt('Whatever-1', ghost)).statusCode).toBe(429);
  });

  it('holds under concurrency: 30 parallel wrong guesses evaluate at most 5', async () => {
    const email = 'employee@pitchside.test';
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`Parallel-${i}`, email)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
  });
});
