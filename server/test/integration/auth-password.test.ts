import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, json, login, register } from '../helpers/http.js';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ clock }); });
afterAll(async () => { await t.close(); });

const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email } });
const reset = (token: string, password: string, confirmPassword = password) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { token, password, confirmPassword } });

async function resetTokenFor(email: string): Promise<string> {
  await t.app.services.mailer.idle();
  const mail = [...t.mails].reverse().find((m) => m.to === email && m.template === 'password-reset');
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await register(t.app);
    const before = t.mails.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@nowhere.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await t.app.services.mailer.idle();
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('resets with the mailed token, once, and ends every existing session', async () => {
    const user = await register(t.app);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const response = await reset(token, 'N3wPassword!');
    expect(response.statusCode).toBe(200);
    expect((await reset(token, 'Another1Pass')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: user.refreshCookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    await login(t.app, { email: user.email, password: 'N3wPassword!' });
  });

  it('expires the link after 60 minutes', async () => {
    const user = await register(t.app);
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    clock.advance(60 * 60_000 + 1);
    const response = await reset(token, 'N3wPassword!');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('validates the new password and its confirmation', async () => {
    const weak = await reset('some-token', 'weak');
    expect(weak.statusCode).toBe(400);
    const mismatch = json<{ errors: { field: string }[] }>(await reset('some-token', 'Str0ngPass', 'Str0ngPass2'));
    expect(mismatch.errors.map((e) => e.field)).toContain('confirmPassword');
    expect((await reset('unknown-token', 'Str0ngPass')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/auth/profile/password', () => {
  const change = (session: { accessToken: string; refreshCookie: string }, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/profile/password', headers: bearer(session), cookies: { pitchside_refresh: session.refreshCookie }, payload: body });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await register(t.app);
    const other = await login(t.app, { email: user.email, password: user.password });
    const response = await change(user, { currentPassword: user.password, newPassword: 'Changed1Pass', confirmPassword: 'Changed1Pass' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'Password changed successfully' });
    const call = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { pitchside_refresh: cookie } });
    expect((await call(user.refreshCookie)).statusCode).toBe(200);
    expect((await call(other.refreshCookie)).statusCode).toBe(401);
    await login(t.app, { email: user.email, password: 'Changed1Pass' });
  });

  it('refuses a wrong current password and invalid new ones', async () => {
    const user = await register(t.app);
    const wrong = await change(user, { currentPassword: 'Nope1234', newPassword: 'Changed1Pass', confirmPassword: 'Changed1Pass' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    const same = await change(user, { currentPassword: user.password, newPassword: user.password, confirmPassword: user.password });
    expect(same.statusCode).toBe(400);
    const weak = await change(user, { currentPassword: user.password, newPassword: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/profile/password', payload: {} })).statusCode).toBe(401);
  });
});
