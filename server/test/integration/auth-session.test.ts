import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, refreshCookieOf } from '../helpers/http.js';
import { ManualClock } from '../../src/lib/clock.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', ...(cookie ? { cookies: { pitchside_refresh: cookie } } : {}) });
const profile = (token: string) => t.app.inject({ url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/v1/auth/refresh', () => {
  it('answers a new access token and rotates the cookie', async () => {
    const session = await login(t.app, DEMO.customer);
    const response = await refresh(session.refreshCookie);
    expect(response.statusCode).toBe(200);
    const token = json<{ success: true; data: { accessToken: string } }>(response).data.accessToken;
    expect((await profile(token)).statusCode).toBe(200);
    const next = refreshCookieOf(response);
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refreshCookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('refuses a request without cookie (401)', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
  });

  it('gives each of 5 concurrent refreshes of one session a valid token, and the session survives', async () => {
    const session = await login(t.app, DEMO.customer);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshCookie)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const r of responses) expect((await profile(json<{ data: { accessToken: string } }>(r).data.accessToken)).statusCode).toBe(200);
    const rotated = responses.map(refreshCookieOf).filter(Boolean);
    expect(rotated).toHaveLength(1); // one rotation; the duplicates keep the browser's new cookie
    expect((await refresh(rotated[0])).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const clock = new ManualClock(new Date());
    const own = await createTestApp({ clock });
    try {
      const session = await login(own.app, DEMO.customer);
      const call = (cookie: string) => own.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: cookie } });
      const first = await call(session.refreshCookie);
      const newer = refreshCookieOf(first)!;
      clock.advance(11_000);
      const replay = await call(session.refreshCookie);
      expect(replay.statusCode).toBe(401);
      const newerAfterTheft = await call(newer);
      expect(newerAfterTheft.statusCode).toBe(401);
      const { rows } = await own.database.pool.query(
        'SELECT count(*)::int AS live FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [session.userId],
      );
      expect(rows[0].live).toBe(0);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the refresh family and clears the cookie; always 200', async () => {
    const session = await login(t.app, DEMO.customer);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { pitchside_refresh: session.refreshCookie } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'Logged out successfully' });
    const cleared = response.cookies.find((c) => c.name === 'pitchside_refresh');
    expect(cleared?.value).toBe('');
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { pitchside_refresh: 'garbage' } })).statusCode).toBe(200);
  });
});

describe('access token verification', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const claims = async () => {
    const session = await login(t.app, DEMO.customer);
    return { session, payload: JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown> };
  };

  it('accepts a genuine token', async () => {
    const { session } = await claims();
    expect((await profile(session.accessToken)).statusCode).toBe(200);
  });

  it('rejects alg "none"', async () => {
    const { payload } = await claims();
    const token = new UnsecuredJWT(payload).encode();
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('rejects a token signed with another key or another algorithm', async () => {
    const { payload } = await claims();
    const other = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-another!'));
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(key());
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(hs512)).statusCode).toBe(401);
  });

  it('answers SESSION_EXPIRED for an expired token', async () => {
    const { payload } = await claims();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ ...payload, iat: now - 3600, exp: now - 60 }).setProtectedHeader({ alg: 'HS256' }).sign(key());
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' });
  });

  it('rejects a refresh token presented as a bearer token', async () => {
    const { session } = await claims();
    expect((await profile(session.refreshCookie)).statusCode).toBe(401);
  });

  it('rejects a correctly signed token of another type, tampered claims and junk', async () => {
    const { payload, session } = await claims();
    const refreshTyped = await new SignJWT({ ...payload, typ: 'refresh' }).setProtectedHeader({ alg: 'HS256' }).sign(key());
    const [h, , s] = session.accessToken.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...payload, role: 'SUPER_ADMIN' })).toString('base64url');
    for (const token of [refreshTyped, `${h}.${elevated}.${s}`, 'abc.def.ghi', 'x'.repeat(5000)]) {
      expect((await profile(token)).statusCode).toBe(401);
    }
    for (const header of ['Basic abc', 'Bearer', 'bearer ' + session.accessToken, '']) {
      expect((await t.app.inject({ url: '/api/v1/auth/profile', headers: { authorization: header } })).statusCode).toBe(401);
    }
  });

  it('ignores a bad token on public routes', async () => {
    const response = await t.app.inject({ url: '/api/v1/health', headers: bearer({ accessToken: 'abc.def.ghi' }) });
    expect(response.statusCode).toBe(200);
  });
});
