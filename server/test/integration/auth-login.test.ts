import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/seed/demo-accounts.js';
import { MESSAGES } from '../../src/lib/errors.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, refreshCookieOf } from '../helpers/http.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object });

describe('POST /api/v1/auth/login', () => {
  it.each(demoAccounts({ email: 'admin@pitchside.test' }).map((a) => [a.label, a] as const))('the seeded %s account signs in', async (_label, account) => {
    const response = await post({ email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const body = json<{ success: boolean; data: { accessToken: string; user: Record<string, unknown> } }>(response);
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ email: account.email, role: account.role, emailVerified: true, firstName: account.firstName });
    const claims = JSON.parse(Buffer.from(body.data.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: account.role, tenantId: 'default-tenant', typ: 'access', sub: body.data.user.id });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(Array.isArray(claims.permissions)).toBe(true);
  });

  it('sets an httpOnly, SameSite=Strict refresh cookie scoped to /api/v1/auth for 30 days', async () => {
    const response = await post(DEMO.customer);
    const cookie = response.cookies.find((c) => c.name === 'pitchside_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.secure).toBeFalsy(); // Secure only in production
    const days = (new Date(String(cookie?.expires)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(response.body).not.toContain(cookie?.value);
  });

  it('accepts the address in any case', async () => {
    expect((await post({ email: 'CUSTOMER@Pitchside.TEST', password: DEMO.customer.password })).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await post({ email: DEMO.customer.email, password: 'Wrong-password-1' });
    const unknown = await post({ email: 'nobody@pitchside.test', password: 'Wrong-password-1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
      expect(refreshCookieOf(response)).toBeUndefined();
    }
  });

  it('validates the body with field errors (400)', async () => {
    const response = await post({ email: 'not-an-email', password: '123' });
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; code: string; errors: { field: string; message: string }[] }>(response);
    expect(body.message).toBe('Validation failed. Please check your input.');
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual(expect.arrayContaining([
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]));
  });

  it('requires e-mail and password', async () => {
    const body = json<{ errors: { field: string; message: string }[] }>(await post({}));
    expect(body.errors.map((e) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('does nothing bad with an SQL-injection-looking address', async () => {
    for (const email of ["' OR 1=1 --@x.io", "admin@pitchside.test' --", 'a@b.co; DROP TABLE users;--']) {
      const response = await post({ email, password: "' OR '1'='1" });
      expect([400, 401]).toContain(response.statusCode);
    }
    expect((await post(DEMO.admin)).statusCode).toBe(200);
  });

  it('answers 423 for a locked account, only to someone who knows the password', async () => {
    const session = await login(t.app, DEMO.owner);
    await t.database.pool.query('UPDATE users SET locked_at = now() WHERE id = $1', [session.userId]);
    const locked = await post(DEMO.owner);
    expect(locked.statusCode).toBe(423);
    expect(json(locked)).toMatchObject({ message: 'Your account is locked. Please contact support.', code: 'ACCOUNT_LOCKED' });
    expect((await post({ email: DEMO.owner.email, password: 'Wrong-pass-1' })).statusCode).toBe(401);
    // Existing access tokens stop working and refresh is refused.
    expect((await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(session) })).statusCode).toBe(423);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: session.refreshCookie } });
    expect(refresh.statusCode).toBe(423);
    await t.database.pool.query('UPDATE users SET locked_at = NULL WHERE id = $1', [session.userId]);
    expect((await post(DEMO.owner)).statusCode).toBe(200);
  });

  it('signs in only within the named tenant', async () => {
    expect((await post({ ...DEMO.customer, tenantId: 'other-tenant' })).statusCode).toBe(401);
  });
});
