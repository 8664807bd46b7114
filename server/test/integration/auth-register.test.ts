import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@pitchside/shared-api/contracts/auth';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, refreshCookieOf, register, registration } from '../helpers/http.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object, headers });
type Issues = { errors: { field?: string; message: string }[] };

describe('POST /api/v1/auth/register', () => {
  it('creates a customer, signs them in and sends the welcome/verification mail', async () => {
    const body = registration();
    const response = await post(body, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(201);
    const data = json<{ success: true; data: { accessToken: string; user: Record<string, unknown> } }>(response).data;
    expect(data.user).toMatchObject({ email: String(body.email).toLowerCase(), role: 'CUSTOMER', emailVerified: false, companyId: null });
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(refreshCookieOf(response)).toBeTruthy();
    await t.app.services.mailer.idle();
    const mail = t.mails.find((m) => m.to === data.user.email);
    expect(mail).toMatchObject({ template: 'welcome', language: 'fr' });
    expect(mail?.text).toMatch(/http:\/\/localhost:5173\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    const profile = await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(data) });
    expect(json<{ data: { user: { preferences: { language: string } } } }>(profile).data.user.preferences.language).toBe('fr');
  });

  it('creates a company account: the user owns the new company and holds every permission', async () => {
    const session = await register(t.app, { accountType: 'company', companyName: 'Riverside Arena' });
    const me = json<{ data: { user: { role: string; companyId: string | null } } }>(
      await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(session) }),
    ).data.user;
    expect(me.role).toBe('COMPANY_OWNER');
    expect(me.companyId).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await t.database.pool.query('SELECT name, owner_id FROM companies WHERE id = $1', [me.companyId]);
    expect(rows[0]).toEqual({ name: 'Riverside Arena', owner_id: session.userId });
    const perms = await t.app.inject({ url: '/api/v1/companies/my-permissions', headers: bearer(session) });
    expect(json<{ data: { permissions: string[] } }>(perms).data.permissions).toHaveLength(5);
  });

  it('answers 409 for an address already used, whatever its case', async () => {
    const first = await register(t.app);
    const again = await post(registration({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
  });

  it('lets exactly one of two simultaneous identical sign-ups win', async () => {
    const body = registration();
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('reports every invalid field with the documented texts', async () => {
    const response = await post({
      firstName: '', lastName: '', email: 'bad', phone: 'call me', password: 'weakpass', confirmPassword: 'other', acceptTerms: false,
    });
    expect(response.statusCode).toBe(400);
    const errors = json<Issues>(response).errors;
    const byField = (f: string) => errors.filter((e) => e.field === f).map((e) => e.message);
    expect(byField('firstName')).toContain(AUTH_MESSAGES.firstNameRequired);
    expect(byField('lastName')).toContain(AUTH_MESSAGES.lastNameRequired);
    expect(byField('email')).toContain(AUTH_MESSAGES.emailInvalid);
    expect(byField('phone')).toContain(AUTH_MESSAGES.phoneInvalid);
    expect(byField('password')).toContain('Password must be at least 8 characters and contain uppercase, lowercase letters and numbers');
    expect(byField('acceptTerms')).toContain(AUTH_MESSAGES.termsRequired);
  });

  it('checks cross-field rules: matching passwords, company name for companies', async () => {
    const mismatch = json<Issues>(await post(registration({ confirmPassword: 'Different1' }))).errors;
    expect(mismatch).toContainEqual({ field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch });
    const company = json<Issues>(await post(registration({ accountType: 'company' }))).errors;
    expect(company).toContainEqual({ field: 'companyName', message: AUTH_MESSAGES.companyNameRequired });
  });

  it('never grants a privileged role on sign-up', async () => {
    const response = await post(registration({ role: 'SUPER_ADMIN' }));
    expect(response.statusCode).toBe(400);
    const sneaky = await register(t.app, { role: 'COMPANY_OWNER', accountType: 'customer' });
    const me = await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(sneaky) });
    expect(json<{ data: { user: { role: string } } }>(me).data.user.role).toBe('CUSTOMER');
  });

  it('the new account can sign in with its password', async () => {
    const created = await register(t.app);
    const session = await login(t.app, { email: created.email, password: created.password });
    expect(session.userId).toBe(created.userId);
  });
});

describe('GET /api/v1/companies/my-permissions', () => {
  it('gives a staff employee exactly their grant', async () => {
    const session = await login(t.app, DEMO.employee);
    const response = await t.app.inject({ url: '/api/v1/companies/my-permissions', headers: bearer(session) });
    expect(json<{ data: { permissions: string[] } }>(response).data.permissions.sort()).toEqual(['MANAGE_RESERVATIONS', 'SCAN_QR_CODES']);
  });

  it('gives admins every permission and customers none', async () => {
    for (const [who, count] of [[DEMO.admin, 5], [DEMO.owner, 5], [DEMO.customer, 0]] as const) {
      const response = await t.app.inject({ url: '/api/v1/companies/my-permissions', headers: bearer(await login(t.app, who)) });
      expect(json<{ data: { permissions: string[] } }>(response).data.permissions).toHaveLength(count);
    }
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/companies/my-permissions' })).statusCode).toBe(401);
  });
});
