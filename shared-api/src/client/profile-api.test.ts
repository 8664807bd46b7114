import { authApi } from './auth-api.js';
import { loginSucceeded, selectCurrentUser } from './auth-slice.js';
import { profileApi } from './profile-api.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { inOneHour, makeToken } from './testing/tokens.js';

// Node environment: the native FormData/File reach the real fetch (jsdom's would be sent as text).
const user = { id: 'u1', email: 'ana@example.com', role: 'CUSTOMER' as const, firstName: 'Ana', lastName: 'Diaz', emailVerified: true };
const token = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });
const baseProfile = {
  ...user, phone: null, dateOfBirth: null, gender: null, nationality: null, profileImage: null as string | null,
  preferences: { language: 'en', theme: 'light', currency: 'USD', timezone: 'UTC' },
  notificationSettings: { email: true, sms: false, push: true, bookingReminders: true, promotions: false, newsletter: false },
  privacySettings: { profileVisibility: 'private', showEmail: false, showPhone: false, showBookingHistory: false },
  twoFactorEnabled: false, createdAt: '2026-01-01T00:00:00.000Z',
};

let server: TestServer;
let profile = { ...baseProfile };
const requests: { url: string; contentType?: string; body: unknown }[] = [];
const ok = (data: unknown) => ({ success: true, data });

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer' }, (_req, body, done) => done(null, body.toString('latin1')));
    app.addHook('onRequest', async (req) => {
      requests.push({ url: req.url.replace('/api/v1/', ''), contentType: req.headers['content-type'], body: null });
    });
    app.addHook('preHandler', async (req) => {
      const last = requests.at(-1);
      if (last) last.body = req.body ?? null;
    });
    app.get('/auth/profile', async () => ok({ user: profile }));
    app.put<{ Body: { firstName?: string; preferences?: object } }>('/auth/profile', async (req) => {
      const { preferences, ...rest } = req.body;
      profile = { ...profile, ...rest, preferences: { ...profile.preferences, ...preferences } };
      return ok({ user: profile });
    });
    app.post('/auth/profile/picture', async () => {
      profile = { ...profile, profileImage: 'http://localhost:8080/uploads/avatars/u1.webp' };
      return ok({ profileImage: profile.profileImage, user: profile });
    });
    app.post('/auth/profile/password', async (_req, reply) =>
      reply.code(400).send({ success: false, message: 'Current password is incorrect', code: 'INVALID_CURRENT_PASSWORD' }),
    );
    app.post('/auth/2fa/enable', async () => ok({ otpauthUrl: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,AA', secret: 'ABC' }));
    app.post('/auth/2fa/verify', async () => ok({ twoFactorEnabled: true }));
    app.post('/auth/2fa/disable', async () => ok({ twoFactorEnabled: false }));
  });
});
afterAll(() => server.close());

let store: AppStore;
const cachedProfile = () => authApi.endpoints.getProfile.select()(store.getState()).data;
beforeEach(async () => {
  profile = { ...baseProfile };
  requests.length = 0;
  store = createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined });
  store.dispatch(loginSucceeded({ user, accessToken: token }));
  await store.dispatch(authApi.endpoints.getProfile.initiate());
  requests.length = 0;
});

describe('profile api', () => {
  it('updates the profile, the session user and the cached profile without refetching', async () => {
    await store.dispatch(profileApi.endpoints.updateProfile.initiate({ firstName: 'Anna', preferences: { theme: 'dark' } }));
    expect(requests).toEqual([{ url: 'auth/profile', contentType: 'application/json', body: { firstName: 'Anna', preferences: { theme: 'dark' } } }]);
    expect(selectCurrentUser(store.getState())?.firstName).toBe('Anna');
    expect(cachedProfile()).toMatchObject({ firstName: 'Anna', preferences: { theme: 'dark', language: 'en' } });
  });

  it('uploads the picture as multipart and normalises the new image URL in the session', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    const result = await store.dispatch(profileApi.endpoints.uploadProfilePicture.initiate(file));
    expect(result.data?.profileImage).toMatch(/u1\.webp$/);
    const [request] = requests;
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(request?.body)).toContain('name="picture"; filename="me.png"');
    expect(String(request?.body)).toContain('Content-Type: image/png');
    expect(selectCurrentUser(store.getState())?.profileImage).toBe('/api/v1/files/serve/avatars/u1.webp');
    expect(cachedProfile()?.profileImage).toMatch(/u1\.webp$/);
  });

  it('changes the password with the three fields and surfaces the server error', async () => {
    const body = { currentPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' };
    const result = await store.dispatch(profileApi.endpoints.changePassword.initiate(body));
    expect(requests[0]?.body).toEqual(body);
    expect(result.error).toMatchObject({ status: 400, code: 'INVALID_CURRENT_PASSWORD', message: 'Current password is incorrect' });
    expect(requests).toHaveLength(1);
  });

  it('enables two-factor, then marks the cached profile once verified and again once disabled', async () => {
    const enabled = await store.dispatch(profileApi.endpoints.enableTwoFactor.initiate());
    expect(enabled.data).toEqual({ otpauthUrl: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,AA', secret: 'ABC' });
    await store.dispatch(profileApi.endpoints.verifyTwoFactor.initiate({ code: '123456' }));
    expect(requests.map((r) => [r.url, r.body])).toEqual([['auth/2fa/enable', null], ['auth/2fa/verify', { code: '123456' }]]);
    expect(cachedProfile()?.twoFactorEnabled).toBe(true);
    await store.dispatch(profileApi.endpoints.disableTwoFactor.initiate({ code: '654321' }));
    expect(cachedProfile()?.twoFactorEnabled).toBe(false);
  });
});
