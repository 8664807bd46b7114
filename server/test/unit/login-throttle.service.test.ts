import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { LoginThrottleRepository } from '../../src/modules/auth/login-throttle.repository.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottleService } from '../../src/modules/auth/login-throttle.service.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestDatabase } from '../helpers/test-app.js';

let handle: { database: DatabaseHandle; drop(): Promise<void> };
let repo: LoginThrottleRepository;
beforeAll(async () => {
  handle = await createTestDatabase();
  repo = new LoginThrottleRepository(handle.database.db);
});
afterAll(async () => { await handle.drop(); });

const MINUTE = 60_000;

describe('per-account login throttle', () => {
  it('defaults to 100 evaluated attempts per hour', () => {
    expect(DEFAULT_LOGIN_THROTTLE).toEqual({ limit: 100, windowMs: 60 * MINUTE });
  });

  it('refuses the attempt after the limit with the time until a slot frees up', async () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottleService(repo, clock, { limit: 3, windowMs: 10 * MINUTE });
    const key = LoginThrottleService.accountKey('default-tenant', 'Victim@Example.com');
    for (let i = 0; i < 3; i += 1) {
      await throttle.reserve(key);
      clock.advance(MINUTE);
    }
    await expect(throttle.reserve(key)).rejects.toMatchObject({
      kind: 'rate_limited', code: 'RATE_LIMITED', extra: { headers: { 'retry-after': String(7 * 60) } },
    });
    // Sliding window: once the oldest attempt is 10 minutes old, one slot opens (no permanent lockout).
    clock.advance(7 * MINUTE);
    await expect(throttle.reserve(key)).resolves.toBeTypeOf('string');
    await expect(throttle.reserve(key)).rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('keys accounts case-insensitively and per tenant', () => {
    expect(LoginThrottleService.accountKey('t', ' A@B.co ')).toBe(LoginThrottleService.accountKey('t', 'a@b.co'));
    expect(LoginThrottleService.accountKey('t1', 'a@b.co')).not.toBe(LoginThrottleService.accountKey('t2', 'a@b.co'));
  });

  it('gives the slot back on success, so only failures count', async () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottleService(repo, clock, { limit: 2, windowMs: 10 * MINUTE });
    const key = LoginThrottleService.accountKey('default-tenant', 'released@example.com');
    for (let i = 0; i < 10; i += 1) await throttle.release(await throttle.reserve(key));
    await throttle.reserve(key);
    await throttle.reserve(key);
    await expect(throttle.reserve(key)).rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('never lets concurrent attempts overshoot the limit', async () => {
    const clock = new ManualClock();
    const throttle = new LoginThrottleService(repo, clock, { limit: 10, windowMs: 10 * MINUTE });
    const key = LoginThrottleService.accountKey('default-tenant', 'concurrent@example.com');
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => throttle.reserve(key)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });
});
