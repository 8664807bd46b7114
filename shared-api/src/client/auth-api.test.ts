// @vitest-environment jsdom
import { authApi } from './auth-api.js';
import { signInApi } from './sign-in-api.js';
import { loginSucceeded, selectAuth } from './auth-slice.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { inOneHour, makeToken } from './testing/tokens.js';
import { getAccessToken, getStoredUser } from './token-storage.js';
import { selectVerification } from './verification-slice.js';

const user = { id: 'u1', email: 'ana@example.com', role: 'CUSTOMER' as const, firstName: 'Ana', lastName: 'Diaz', emailVerified: false };
const token = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });
const profile = {
  ...user, emailVerified: true, firstName: 'Anna', phone: null, dateOfBirth: null, gender: null, nationality: null, profileImage: null,
  preferences: { language: 'en', theme: 'light', currency: 'USD', timezone: 'UTC' },
  notificationSettings: { email: true, sms: false, push: true, bookingReminders: true, promotions: false, newsletter: false },
  privacySettings: { profileVisibility: 'private', showEmail: false, showPhone: false, showBookingHistory: false },
  twoFactorEnabled: false, createdAt: '2026-01-01T00:00:00.000Z',
};

interface Seen { method: string; url: string; body: unknown; authorization?: string }
const seen: Seen[] = [];
const fail = (status: number, message: string, code: string, extra: object = {}) => ({ status, body: { success: false, message, code, ...extra } });
let answers: Record<string, { status: number; body: unknown }> = {};
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.all('/*', async (req, reply) => {
      const url = req.url.replace('/api/v1/', '');
      seen.push({ method: req.method, url, body: req.body ?? null, authorization: req.headers.authorization });
      await new Promise((r) => setTimeout(r, 20));
      const answer = answers[`${req.method} ${url.split('?')[0]}`] ?? fail(404, 'Resource not found', 'NOT_FOUND');
      return reply.code(answer.status).send(answer.body);
    });
  });
});
afterAll(() => server.close());

let store: AppStore;
const auth = () => selectAuth(store.getState());
const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, ...(message ? { message } : {}) } });
beforeEach(() => {
  localStorage.clear();
  seen.length = 0;
  answers = {};
  store = createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined });
  store.dispatch(authApi.util.resetApiState());
});
const signIn = () => store.dispatch(loginSucceeded({ user, accessToken: token }));

describe('login', () => {
  it('posts the credentials with the default tenant, loads, then signs in and stores the session', async () => {
    answers['POST auth/login'] = ok({ accessToken: token, user });
    const pending = store.dispatch(signInApi.endpoints.login.initiate({ email: 'ana@example.com', password: 'secret1' }));
    expect(auth()).toMatchObject({ isLoading: true, isAuthenticated: false, error: null });
    await pending;
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'auth/login', body: { email: 'ana@example.com', password: 'secret1', tenantId: 'default-tenant' } });
    expect(auth()).toMatchObject({ isLoading: false, isAuthenticated: true, user, accessToken: token });
    expect(getAccessToken()).toBe(token);
    expect(getStoredUser()).toEqual(user);
    expect(selectVerification(store.getState()).needsVerification).toBe(true);
  });

  it('fails with the server message, clears the user and never retries', async () => {
    answers['POST auth/login'] = fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    const result = await store.dispatch(signInApi.endpoints.login.initiate({ email: 'ana@example.com', password: 'wrong1' }));
    expect(result.error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(auth()).toMatchObject({ isAuthenticated: false, user: null, isLoading: false, error: 'Invalid email or password' });
    expect(seen.map((s) => s.url)).toEqual(['auth/login']);
  });

  it('sends the second factor when given', async () => {
    answers['POST auth/login'] = ok({ accessToken: token, user });
    await store.dispatch(signInApi.endpoints.login.initiate({ email: 'ana@example.com', password: 'secret1', twoFactorCode: '123456' }));
    expect(seen[0]?.body).toMatchObject({ twoFactorCode: '123456' });
  });

  it('records the network error text when no answer arrives', async () => {
    const offline = createAppStore({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', retrySleep: async () => undefined });
    await offline.dispatch(signInApi.endpoints.login.initiate({ email: 'ana@example.com', password: 'secret1' }));
    expect(selectAuth(offline.getState()).error).toBe('Network error. Please check your connection.');
  });
});

describe('register', () => {
  const form = {
    firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', phone: '+33 6 12 34 56 78', password: 'Secret123',
    confirmPassword: 'Secret123', acceptTerms: true as const, accountType: 'company' as const, companyName: 'Five-a-side Ltd',
  };

  it('derives the role from the account type and signs in', async () => {
    answers['POST auth/register'] = { status: 201, body: { success: true, data: { accessToken: token, user }, message: 'Registration successful!' } };
    const pending = store.dispatch(signInApi.endpoints.register.initiate(form));
    expect(auth().isLoading).toBe(true);
    await pending;
    expect(seen[0]?.body).toEqual({ ...form, tenantId: 'default-tenant', role: 'COMPANY_OWNER' });
    expect(auth()).toMatchObject({ isAuthenticated: true, user });
  });

  it('keeps the validation errors on the result and records the message', async () => {
    const errors = [{ field: 'email', message: 'Invalid email address' }];
    answers['POST auth/register'] = fail(400, 'Validation failed. Please check your input.', 'VALIDATION_ERROR', { errors });
    const result = await store.dispatch(signInApi.endpoints.register.initiate({ ...form, accountType: 'customer' }));
    expect(seen[0]?.body).toMatchObject({ role: 'CUSTOMER' });
    expect(result.error).toMatchObject({ status: 400, errors });
    expect(auth()).toMatchObject({ isAuthenticated: false, error: 'Validation failed. Please check your input.' });
  });
});

describe('logout', () => {
  it('signs out after the call', async () => {
    signIn();
    answers['POST auth/logout'] = ok(null, 'Logged out successfully');
    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect(result.data).toEqual({ message: 'Logged out successfully' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'auth/logout', authorization: `Bearer ${token}` });
    expect(auth()).toMatchObject({ isAuthenticated: false, user: null });
    expect(getAccessToken()).toBeNull();
  });

  it('signs out even when the call fails, without retrying', async () => {
    signIn();
    answers['POST auth/logout'] = fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR');
    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect(result.error).toMatchObject({ status: 500 });
    expect(seen).toHaveLength(1);
    expect(auth()).toMatchObject({ isAuthenticated: false, user: null });
    expect(getStoredUser()).toBeNull();
  });
});

describe('profile read', () => {
  it('refreshes the session user from data.user', async () => {
    signIn();
    answers['GET auth/profile'] = ok({ user: profile });
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(result.data).toMatchObject({ firstName: 'Anna', twoFactorEnabled: false });
    expect(auth()).toMatchObject({ isAuthenticated: true, error: null, user: { firstName: 'Anna', emailVerified: true } });
    expect(getStoredUser()).toMatchObject({ firstName: 'Anna' });
    expect(getStoredUser()).not.toHaveProperty('preferences');
    expect(selectVerification(store.getState()).needsVerification).toBe(false);
  });

  it('keeps the pending password change of an account signed in with a temporary password', async () => {
    signIn();
    answers['GET auth/profile'] = ok({ user: { ...profile, mustChangePassword: true } });
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(auth().user).toMatchObject({ mustChangePassword: true });
    expect(getStoredUser()).toMatchObject({ mustChangePassword: true });
  });

  it("keeps the session on failure and records 'Failed to fetch profile'", async () => {
    signIn();
    answers['GET auth/profile'] = fail(404, 'User not found', 'NOT_FOUND');
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(auth()).toMatchObject({ isAuthenticated: true, user, error: 'Failed to fetch profile' });
  });
});

describe('password reset and e-mail verification', () => {
  it('requests a reset and returns the confirmation message', async () => {
    answers['POST auth/password/request-reset'] = ok(null, 'If an account exists for this email, a password reset link has been sent.');
    const result = await store.dispatch(signInApi.endpoints.requestPasswordReset.initiate({ email: 'ana@example.com' }));
    expect(seen[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(result.data?.message).toMatch(/If an account exists/);
  });

  it('resets with token, password and confirmation', async () => {
    answers['POST auth/password/reset'] = ok(null);
    const body = { token: 'abc', password: 'Secret123', confirmPassword: 'Secret123' };
    await store.dispatch(signInApi.endpoints.resetPassword.initiate(body));
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'auth/password/reset', body });
  });

  it('verifies with the token in the path, once', async () => {
    answers['GET auth/verify-email/a%2Fb'] = fail(400, 'This verification link is invalid or has expired.', 'INVALID_TOKEN');
    const result = await store.dispatch(signInApi.endpoints.verifyEmail.initiate('a/b'));
    expect(result.error).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET auth/verify-email/a%2Fb']);
  });

  it('resends with an empty body when signed in, or the address', async () => {
    answers['POST auth/resend-verification'] = ok(null, 'Verification email sent successfully! Please check your inbox and spam folder.');
    await store.dispatch(authApi.endpoints.resendVerification.initiate());
    await store.dispatch(authApi.endpoints.resendVerification.initiate({ email: 'ana@example.com' }));
    expect(seen.map((s) => s.body)).toEqual([{}, { email: 'ana@example.com' }]);
  });

  it('feeds the verification slice from the status', async () => {
    signIn();
    answers['GET auth/verification-status'] = ok({ isVerified: false, isInGracePeriod: true, needsVerification: true, gracePeriodEndsAt: '2026-01-08T00:00:00.000Z' });
    await store.dispatch(authApi.endpoints.getVerificationStatus.initiate());
    expect(selectVerification(store.getState())).toMatchObject({ needsVerification: true, isInGracePeriod: true });
  });
});
