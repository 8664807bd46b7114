import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { MESSAGES } from '../../src/lib/errors.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register } from '../helpers/http.js';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ clock }); });
afterAll(async () => { await t.close(); });

async function verificationToken(email: string): Promise<string> {
  await t.app.services.mailer.idle();
  const mail = [...t.mails].reverse().find((m) => m.to === email && (m.template === 'welcome' || m.template === 'verify-email'));
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification mail for ${email}`);
  return token;
}
const status = async (session: { accessToken: string }) =>
  json<{ data: Record<string, unknown> }>(await t.app.inject({ url: '/api/v1/auth/verification-status', headers: bearer(session) })).data;

describe('e-mail verification', () => {
  it('the link in the welcome mail verifies the account, once', async () => {
    const user = await register(t.app);
    expect(await status(user)).toMatchObject({ isVerified: false, isInGracePeriod: true, needsVerification: true });
    const token = await verificationToken(user.email);
    const response = await t.app.inject({ url: `/api/v1/auth/verify-email/${token}` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, data: { isVerified: true, needsVerification: false, gracePeriodEndsAt: null } });
    expect(await status(user)).toMatchObject({ isVerified: true, isInGracePeriod: false });
    expect((await t.app.inject({ url: `/api/v1/auth/verify-email/${token}` })).statusCode).toBe(400);
  });

  it('refuses unknown and expired (48 h) links', async () => {
    const bad = await t.app.inject({ url: '/api/v1/auth/verify-email/not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'INVALID_TOKEN' });
    const user = await register(t.app);
    const token = await verificationToken(user.email);
    clock.advance(48 * 60 * 60 * 1000 + 1);
    expect((await t.app.inject({ url: `/api/v1/auth/verify-email/${token}` })).statusCode).toBe(400);
  });

  it('marks signed-in answers with the verification headers', async () => {
    const user = await register(t.app);
    const fresh = await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(user) });
    expect(fresh.headers['x-email-verification-required']).toBe('true');
    expect(fresh.headers['x-grace-period-active']).toBe('true');
    const verified = await t.app.inject({ url: '/api/v1/notifications/user/x', headers: bearer(await login(t.app, DEMO.customer)) });
    expect(verified.headers['x-email-verification-required']).toBe('false');
    expect(verified.headers['x-grace-period-active']).toBe('false');
    expect((await t.app.inject({ url: '/api/v1/health' })).headers['x-email-verification-required']).toBeUndefined();
  });

  it('restricts marked actions: EMAIL_VERIFICATION_REQUIRED in grace, GRACE_PERIOD_EXPIRED after', async () => {
    const user = await register(t.app);
    const enable = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/2fa/enable', headers: bearer(user) });
    const changeEmail = () => t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(user), payload: { email: `new-${user.email}` } });
    for (const response of [await enable(), await changeEmail()]) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ success: false, code: 'EMAIL_VERIFICATION_REQUIRED', message: MESSAGES.emailVerificationRequired });
    }
    // Unrestricted changes still work.
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(user), payload: { firstName: 'Still' } })).statusCode).toBe(200);
    await t.database.pool.query("UPDATE users SET created_at = created_at - interval '8 days' WHERE id = $1", [user.userId]);
    const after = await enable();
    expect(after.statusCode).toBe(403);
    expect(json(after)).toEqual({ success: false, code: 'GRACE_PERIOD_EXPIRED', message: MESSAGES.gracePeriodExpired });
    expect(after.headers['x-grace-period-active']).toBe('false');
    expect(await status(user)).toMatchObject({ isVerified: false, isInGracePeriod: false, needsVerification: true });
  });

  it('resends for the signed-in user and, with the same answer, for any address', async () => {
    const user = await register(t.app);
    const before = t.mails.length;
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', headers: bearer(user), payload: {} });
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn)).toMatchObject({ message: 'Verification email sent successfully! Please check your inbox and spam folder.' });
    const known = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: { email: user.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: { email: 'ghost@nowhere.example' } });
    expect(known.body).toBe(unknown.body);
    await t.app.services.mailer.idle();
    expect(t.mails.slice(before).filter((m) => m.template === 'verify-email').map((m) => m.to)).toEqual([user.email, user.email]);
    // The newest link works.
    const token = await verificationToken(user.email);
    expect((await t.app.inject({ url: `/api/v1/auth/verify-email/${token}` })).statusCode).toBe(200);
  });

  it('limits resends to 5 an hour (429 for the signed-in user)', async () => {
    const user = await register(t.app);
    const resend = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', headers: bearer(user), payload: {} });
    for (let i = 0; i < 4; i += 1) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('needs an address when signed out, and a session for the status', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/auth/verification-status' })).statusCode).toBe(401);
  });
});
