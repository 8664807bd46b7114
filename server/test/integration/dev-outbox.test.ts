import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, register } from '../helpers/http.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ realMail: true }); });
afterAll(async () => { await t.close(); });

type Mail = { to: string; subject: string; html: string; text: string; template: string; language: string };

describe('GET /api/v1/dev/outbox (no SMTP_URL: mail is captured)', () => {
  it('super admins read captured mail, filtered by recipient', async () => {
    const user = await register(t.app);
    await t.app.services.mailer.idle();
    const admin = await login(t.app, DEMO.admin);
    const response = await t.app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(user.email)}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const mails = json<{ data: Mail[] }>(response).data;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, template: 'welcome', language: 'en' });
    expect(mails[0]!.text).toContain('/verify-email?token=');
  });

  it('is refused to other roles and to anonymous callers', async () => {
    expect((await t.app.inject({ url: '/api/v1/dev/outbox', headers: bearer(await login(t.app, DEMO.owner)) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/dev/outbox' })).statusCode).toBe(401);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const admin = await login(prod.app, DEMO.admin);
      const response = await prod.app.inject({ url: '/api/v1/dev/outbox', headers: bearer(admin) });
      expect(response.statusCode).toBe(404);
      const loginResponse = await prod.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO.customer });
      expect(loginResponse.cookies.find((c) => c.name === 'pitchside_refresh')?.secure).toBe(true);
      expect(loginResponse.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await prod.close();
    }
  });
});
