import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login } from '../helpers/http.js';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ clock }); });
afterAll(async () => { await t.close(); });

const code = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
const post = (url: string, session: { accessToken: string } | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/2fa/${url}`, headers: session ? bearer(session) : {}, ...(payload ? { payload } : {}) });
const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { ...DEMO.owner, ...payload } });

describe('two-factor authentication', () => {
  let secret = '';

  it('enable answers a secret, an otpauth URI and a QR code image, and is not active yet', async () => {
    const session = await login(t.app, DEMO.owner);
    const response = await post('enable', session);
    expect(response.statusCode).toBe(200);
    const data = json<{ data: { otpauthUrl: string; qrCodeDataUrl: string; secret: string } }>(response).data;
    expect(data.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Pitchside:owner%40pitchside\.test\?/);
    expect(data.otpauthUrl).toContain(`secret=${data.secret}`);
    expect(data.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = data.secret;
    expect((await signIn({})).statusCode).toBe(200);
    const { rows } = await t.database.pool.query('SELECT two_factor_secret FROM users WHERE email = $1', [DEMO.owner.email]);
    expect(rows[0].two_factor_secret).not.toContain(secret); // sealed at rest
  });

  it('verify with a wrong code fails; with the current code it turns 2FA on', async () => {
    const session = await login(t.app, DEMO.owner);
    expect((await post('verify', session, { code: '000000' })).statusCode).toBe(400);
    expect((await post('verify', session, { code: 'abc' })).statusCode).toBe(400);
    const ok = await post('verify', session, { code: await code(secret) });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ data: { twoFactorEnabled: true } });
    expect((await post('enable', session)).statusCode).toBe(409);
  });

  it('sign-in then needs the code: missing → TWO_FACTOR_REQUIRED, wrong → Invalid two-factor code', async () => {
    clock.advance(30_000);
    const missing = await signIn({});
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    const wrong = await signIn({ twoFactorCode: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toMatchObject({ message: 'Invalid two-factor code' });
    const wrongPassword = await signIn({ password: 'Wrong-pass-1', twoFactorCode: await code(secret) });
    expect(json(wrongPassword)).toMatchObject({ message: 'Invalid email or password' });
    const good = await signIn({ twoFactorCode: await code(secret) });
    expect(good.statusCode).toBe(200);
  });

  it('a code is accepted only once (no replay)', async () => {
    clock.advance(30_000);
    const current = await code(secret);
    expect((await signIn({ twoFactorCode: current })).statusCode).toBe(200);
    expect((await signIn({ twoFactorCode: current })).statusCode).toBe(401);
  });

  it('disable needs a valid code, then sign-in needs only the password', async () => {
    clock.advance(30_000);
    const session = json<{ data: { accessToken: string } }>(await signIn({ twoFactorCode: await code(secret) })).data;
    clock.advance(30_000);
    expect((await post('disable', session, { code: '000000' })).statusCode).toBe(400);
    const off = await post('disable', session, { code: await code(secret) });
    expect(off.statusCode).toBe(200);
    expect(json(off)).toMatchObject({ data: { twoFactorEnabled: false } });
    expect((await signIn({})).statusCode).toBe(200);
    expect((await post('disable', session, { code: '123456' })).statusCode).toBe(400);
  });

  it('requires a session', async () => {
    for (const url of ['enable', 'verify', 'disable']) expect((await post(url, undefined, { code: '123456' })).statusCode).toBe(401);
  });
});
