import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login } from '../helpers/http.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type ProfileBody = { data: { user: Record<string, unknown> & { preferences: Record<string, unknown>; notificationSettings: Record<string, unknown>; privacySettings: Record<string, unknown> } } };
const put = (session: { accessToken: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(session), payload });

describe('GET /api/v1/auth/profile', () => {
  it('answers data.user: the session user plus the full editable profile', async () => {
    const session = await login(t.app, DEMO.employee);
    const response = await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(session) });
    expect(response.statusCode).toBe(200);
    const user = json<ProfileBody>(response).data.user;
    expect(user).toMatchObject({
      id: session.userId, email: DEMO.employee.email, role: 'EMPLOYEE', firstName: 'Ethan', lastName: 'Employee',
      emailVerified: true, profileImage: null, dateOfBirth: null, gender: null, nationality: null, twoFactorEnabled: false,
      preferences: { language: 'en', theme: 'light', currency: 'USD' },
      notificationSettings: { email: true, bookingReminders: true },
      privacySettings: { profileVisibility: 'private', showEmail: false },
    });
    expect(user.companyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('argon2');
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ url: '/api/v1/auth/profile' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('PUT /api/v1/auth/profile', () => {
  it('updates fields and merges nested settings key by key', async () => {
    const session = await login(t.app, DEMO.customer);
    const response = await put(session, {
      firstName: 'Chloé', phone: '+33 6 12 34 56 78', dateOfBirth: '1990-05-17', gender: 'female', nationality: 'French',
      preferences: { language: 'ar', theme: 'dark' }, notificationSettings: { sms: true }, privacySettings: { showPhone: true },
    });
    expect(response.statusCode).toBe(200);
    const user = json<ProfileBody>(response).data.user;
    expect(user).toMatchObject({ firstName: 'Chloé', lastName: 'Customer', dateOfBirth: '1990-05-17', gender: 'female', nationality: 'French' });
    expect(user.preferences).toMatchObject({ language: 'ar', theme: 'dark', currency: 'USD' });
    expect(user.notificationSettings).toMatchObject({ sms: true, email: true });
    expect(user.privacySettings).toMatchObject({ showPhone: true, profileVisibility: 'private' });
    const again = json<ProfileBody>(await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(session) })).data.user;
    expect(again.preferences.language).toBe('ar');
    expect((await put(session, { phone: null, dateOfBirth: null })).statusCode).toBe(200);
  });

  it('validates the profile contract', async () => {
    const session = await login(t.app, DEMO.customer);
    const response = await put(session, {
      firstName: '', dateOfBirth: '2999-01-01', gender: 'robot', preferences: { language: 'de', currency: 'JPY' }, phone: 'abc',
    });
    expect(response.statusCode).toBe(400);
    const fields = json<{ errors: { field: string }[] }>(response).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'dateOfBirth', 'gender', 'preferences.language', 'preferences.currency', 'phone']));
    expect((await put(session, { dateOfBirth: '1990-02-30' })).statusCode).toBe(400);
  });

  it('changing the e-mail resets verification, mails the new address and refuses a taken one', async () => {
    const session = await login(t.app, DEMO.owner);
    const taken = await put(session, { email: DEMO.customer.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    const response = await put(session, { email: 'Olivia.New@Pitchside.test' });
    expect(response.statusCode).toBe(200);
    expect(json<ProfileBody>(response).data.user).toMatchObject({ email: 'olivia.new@pitchside.test', emailVerified: false });
    await t.app.services.mailer.idle();
    expect(t.mails.at(-1)).toMatchObject({ to: 'olivia.new@pitchside.test', template: 'verify-email' });
    expect((await put(session, { email: 'olivia.new@pitchside.test' })).statusCode).toBe(200); // unchanged address is not a change
  });
});
