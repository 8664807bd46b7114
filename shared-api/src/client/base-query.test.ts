// @vitest-environment jsdom
import { addListener } from '@reduxjs/toolkit';
import { loginSucceeded, selectIsAuthenticated } from './auth-slice.js';
import { createBaseQuery, refreshAccessToken } from './base-query.js';
import { createAppStore, type AppStore } from './store.js';
import { baseQueryApiFor, recordingFetch } from './testing/base-query-api.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { inOneHour, makeToken } from './testing/tokens.js';
import { getAccessToken, getStoredUser } from './token-storage.js';
import { emailVerificationStatusReceived, selectVerification } from './verification-slice.js';

const user = { id: 'u1', email: 'ana@example.com', role: 'CUSTOMER' as const, firstName: 'Ana', lastName: 'D', emailVerified: false };
const oldToken = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });
const freshToken = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() + 60 });

let server: TestServer;
let refreshAnswer: { status: number; body: unknown } = { status: 200, body: { success: true, data: { accessToken: freshToken } } };
const hits = new Map<string, number>();
const hit = (key: string) => hits.set(key, (hits.get(key) ?? 0) + 1);

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.get('/echo', async (req) => ({ success: true, data: { authorization: req.headers.authorization ?? null } }));
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      return { success: true, data: null };
    });
    app.get('/err/nested', async (_req, reply) =>
      reply.code(409).send({ message: 'Outer', error: { message: 'Nested wins', code: 'SLOT_TAKEN' } }),
    );
    app.get('/err/flat', async (_req, reply) => reply.code(404).send({ success: false, message: 'Field not found', code: 'NOT_FOUND' }));
    app.get('/err/empty', async (_req, reply) => reply.code(500).send());
    app.get('/err/html', async (_req, reply) => reply.code(502).type('text/html').send('<html>Bad gateway</html>'));
    app.get('/err/validation', async (_req, reply) =>
      reply.code(400).send({
        success: false,
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        details: { form: 'register' },
        errors: [{ field: 'email', message: 'Invalid email address' }, { message: 'Passwords do not match' }],
      }),
    );
    app.get('/ok/garbage', async (_req, reply) => reply.type('application/json').send('{not json'));
    app.get('/verify', async (_req, reply) =>
      reply.header('x-email-verification-required', 'true').header('x-grace-period-active', 'true').send({ success: true, data: 1 }),
    );
    app.get('/restricted', async (_req, reply) =>
      reply.code(403).send({ success: false, message: 'Email verification is required', code: 'EMAIL_VERIFICATION_REQUIRED' }),
    );
    app.get<{ Params: { n: string } }>('/protected/:n', async (req, reply) => {
      hit(`protected/${req.params.n}`);
      if (req.headers.authorization !== `Bearer ${freshToken}`) return reply.code(401).send({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' });
      return { success: true, data: { n: Number(req.params.n) } };
    });
    app.post('/auth/login', async (_req, reply) => {
      hit('login');
      return reply.code(401).send({ success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    });
    app.post('/auth/refresh', async (_req, reply) => {
      await new Promise((r) => setTimeout(r, 50));
      return reply.code(refreshAnswer.status).send(refreshAnswer.body);
    });
  });
});
afterAll(() => server.close());

let store: AppStore;
let recorder: ReturnType<typeof recordingFetch>;
beforeEach(() => {
  localStorage.clear();
  hits.clear();
  refreshAnswer = { status: 200, body: { success: true, data: { accessToken: freshToken } } };
  store = createAppStore();
  recorder = recordingFetch();
});

function query(options: Parameters<typeof createBaseQuery>[0] = {}) {
  const baseQuery = createBaseQuery({ baseUrl: server.baseUrl, fetchFn: recorder.fetchFn, ...options });
  return (args: Parameters<typeof baseQuery>[0]) => baseQuery(args, baseQueryApiFor(store), {});
}
const signIn = (accessToken = oldToken) => store.dispatch(loginSucceeded({ user, accessToken }));
const refreshRequests = () => recorder.requests.filter((r) => r.url.endsWith('/auth/refresh'));

describe('requests', () => {
  it('sends the bearer token and includes credentials', async () => {
    signIn();
    const result = await query()('/echo');
    expect(result.data).toEqual({ success: true, data: { authorization: `Bearer ${oldToken}` } });
    expect(recorder.requests[0]?.credentials).toBe('include');
  });

  it('sends no authorization header when signed out', async () => {
    const result = await query()('/echo');
    expect(result.data).toEqual({ success: true, data: { authorization: null } });
  });

  it('times out after the configured milliseconds', async () => {
    const started = Date.now();
    const result = await query({ timeoutMs: 100 })('/slow');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.error).toMatchObject({ status: 0, code: 'TIMEOUT', message: 'The request timed out. Please try again.' });
  });

  it('reports a refused connection as NETWORK_ERROR with status 0', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const baseQuery = createBaseQuery({ baseUrl: closed.baseUrl });
    const result = await baseQuery('/echo', baseQueryApiFor(store), {});
    expect(result.error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });
  });

  it('reports a failure before any request as REQUEST_ERROR', async () => {
    const baseQuery = createBaseQuery({ baseUrl: 'not a url' });
    const result = await baseQuery('/echo', baseQueryApiFor(store), {});
    expect(result.error).toMatchObject({ code: 'REQUEST_ERROR', message: 'An unexpected error occurred' });
  });

  it('reports an unreadable success body as REQUEST_ERROR', async () => {
    expect((await query()('/ok/garbage')).error).toMatchObject({ code: 'REQUEST_ERROR', message: 'An unexpected error occurred' });
  });
});

describe('error normalisation (docs/product/messages.md)', () => {
  it('takes error.message before message', async () => {
    expect((await query()('/err/nested')).error).toEqual({ status: 409, code: 'SLOT_TAKEN', message: 'Nested wins' });
  });

  it('takes message and code from the failure envelope', async () => {
    expect((await query()('/err/flat')).error).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Field not found' });
  });

  it('falls back to the default message and a status code', async () => {
    expect((await query()('/err/empty')).error).toEqual({ status: 500, code: 'SERVER_ERROR', message: 'An error occurred' });
    expect((await query()('/err/html')).error).toMatchObject({ status: 502, code: 'SERVER_ERROR', message: 'An error occurred' });
  });

  it('keeps the validation errors array and details', async () => {
    expect((await query()('/err/validation')).error).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      details: { form: 'register' },
      errors: [{ field: 'email', message: 'Invalid email address' }, { message: 'Passwords do not match' }],
    });
  });
});

describe('e-mail verification', () => {
  it('reads the verification headers', async () => {
    await query()('/verify');
    expect(selectVerification(store.getState())).toMatchObject({ needsVerification: true, isInGracePeriod: true });
  });

  it('dispatches the status only when it changes', async () => {
    const seen: string[] = [];
    store.dispatch(addListener({ actionCreator: emailVerificationStatusReceived, effect: (a) => void seen.push(a.type) }));
    await query()('/verify');
    await query()('/verify');
    expect(seen).toHaveLength(1);
  });

  it('a 403 EMAIL_VERIFICATION_REQUIRED sets the restriction', async () => {
    const result = await query()('/restricted');
    expect(result.error?.code).toBe('EMAIL_VERIFICATION_REQUIRED');
    expect(selectVerification(store.getState()).restriction).toBe('EMAIL_VERIFICATION_REQUIRED');
  });
});

describe('401 handling (docs/product/states.md, docs/product/messages.md)', () => {
  it('refreshes once for N concurrent 401s and retries each request once', async () => {
    signIn();
    const run = query();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(`/protected/${n}`)));
    expect(results.map((r) => r.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ success: true, data: { n } })));
    expect(refreshRequests()).toHaveLength(1);
    expect(refreshRequests()[0]?.method).toBe('POST');
    expect(refreshRequests()[0]?.credentials).toBe('include');
    expect(refreshRequests()[0]?.headers.get('authorization')).toBeNull();
    for (const n of [1, 2, 3, 4, 5]) expect(hits.get(`protected/${n}`)).toBe(2);
    expect(store.getState().auth.accessToken).toBe(freshToken);
    expect(getAccessToken()).toBe(freshToken);
  });

  it('does not refresh a 401 from login', async () => {
    signIn();
    const result = await query()({ url: '/auth/login', method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    expect(result.error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(refreshRequests()).toHaveLength(0);
    expect(hits.get('login')).toBe(1);
  });

  it('does not refresh an anonymous 401', async () => {
    const result = await query()('/protected/1');
    expect(result.error?.status).toBe(401);
    expect(refreshRequests()).toHaveLength(0);
  });

  it('retries with a token refreshed meanwhile instead of refreshing again', async () => {
    signIn(freshToken);
    const result = await query()({ url: '/protected/7', headers: { authorization: `Bearer ${oldToken}` } });
    expect(result.data).toEqual({ success: true, data: { n: 7 } });
    expect(refreshRequests()).toHaveLength(0);
  });

  it('when the refresh is refused: clears tokens, expires the session, calls onSessionExpired once', async () => {
    refreshAnswer = { status: 401, body: { success: false, message: 'Session expired', code: 'SESSION_EXPIRED' } };
    signIn();
    const onSessionExpired = vi.fn();
    const run = query({ onSessionExpired });
    const results = await Promise.all([1, 2, 3].map((n) => run(`/protected/${n}`)));
    expect(results.every((r) => r.error?.status === 401)).toBe(true);
    expect(refreshRequests()).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('keeps the session when the refresh endpoint is down (5xx), returning its error', async () => {
    refreshAnswer = { status: 503, body: { success: false, message: 'Maintenance', code: 'SERVER_ERROR' } };
    signIn();
    const onSessionExpired = vi.fn();
    const result = await query({ onSessionExpired })('/protected/1');
    expect(result.error).toMatchObject({ status: 503, message: 'Maintenance' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(getAccessToken()).toBe(oldToken);
  });
});

describe('refreshAccessToken (startup)', () => {
  it('resolves to the new token and stores it', async () => {
    signIn();
    await expect(refreshAccessToken(store, { baseUrl: server.baseUrl })).resolves.toBe(freshToken);
    expect(store.getState().auth.accessToken).toBe(freshToken);
    expect(getAccessToken()).toBe(freshToken);
  });

  it('shares the flight of concurrent callers', async () => {
    const { fetchFn, requests } = recordingFetch();
    const tokens = await Promise.all([1, 2, 3].map(() => refreshAccessToken(store, { baseUrl: server.baseUrl, fetchFn })));
    expect(tokens).toEqual([freshToken, freshToken, freshToken]);
    expect(requests).toHaveLength(1);
  });

  it('resolves to null and ends the session when refused', async () => {
    refreshAnswer = { status: 401, body: { success: false, message: 'Session expired', code: 'SESSION_EXPIRED' } };
    signIn();
    const onSessionExpired = vi.fn();
    await expect(refreshAccessToken(store, { baseUrl: server.baseUrl, onSessionExpired })).resolves.toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });
});
