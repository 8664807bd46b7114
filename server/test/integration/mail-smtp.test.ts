import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { json, login, register } from '../helpers/http.js';

interface Received { to: string[]; subject: string; html: string; text: string }
const inbox: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', html: mail.html ?? '', text: mail.text ?? '' });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ realMail: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Pitchside <no-reply@pitchside.test>' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMail(to: string, match: (m: Received) => boolean): Promise<Received> {
  await t.app.services.mailer.idle();
  for (let i = 0; i < 100; i += 1) {
    const mail = inbox.find((m) => m.to.includes(to) && match(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${to}`);
}

describe('mail through a real SMTP relay', () => {
  it('registration sends a verification mail whose link verifies the account', async () => {
    const user = await register(t.app);
    const mail = await waitForMail(user.email, (m) => m.text.includes('/verify-email?token='));
    expect(mail.subject).toContain('Welcome to Pitchside');
    expect(mail.html).toContain('dir="ltr"');
    const link = /(http:\/\/localhost:5173\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const token = new URL(String(link)).searchParams.get('token');
    const verified = await t.app.inject({ url: `/api/v1/auth/verify-email/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toMatchObject({ data: { isVerified: true } });
  });

  it('request-reset sends a mail (in the user’s language) whose token resets the password', async () => {
    const user = await register(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${user.accessToken}` }, payload: { preferences: { language: 'ar' } } });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email: user.email } });
    const mail = await waitForMail(user.email, (m) => m.text.includes('/reset-password?token='));
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { token, password: 'Fresh1Password', confirmPassword: 'Fresh1Password' } });
    expect(reset.statusCode).toBe(200);
    await login(t.app, { email: user.email, password: 'Fresh1Password' });
  });

  it('an SMTP outage never fails the user’s request', async () => {
    const broken = await createTestApp({ realMail: true, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const response = await broken.app.inject({ method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email: 'customer@pitchside.test' } });
      expect(response.statusCode).toBe(200);
      await broken.app.services.mailer.idle();
    } finally {
      await broken.close();
    }
  });
});
