// @vitest-environment jsdom
import { createSlice } from '@reduxjs/toolkit';
import { api } from './api.js';
import { loggedOut, loginSucceeded, selectIsAuthenticated, sessionExpired } from './auth-slice.js';
import { unwrapEnvelope } from './envelope.js';
import { createAppStore, rootReducer } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { inOneHour, makeToken } from './testing/tokens.js';
import { getAccessToken } from './token-storage.js';

const user = { id: 'u1', email: 'ana@example.com', role: 'CUSTOMER' as const, firstName: 'A', lastName: 'D', emailVerified: true };
const token = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });

let server: TestServer;
let reconnectPings = 0;
let missingReads = 0;
beforeAll(async () => {
  server = await startTestServer((app) => {
    app.get('/ping', async (req) => {
      return { success: true, data: { auth: req.headers.authorization ?? null } };
    });
    app.get('/reconnect-ping', async () => {
      reconnectPings += 1;
      return { success: true, data: null };
    });
    app.get('/missing', async (_req, reply) => {
      missingReads += 1;
      return reply.code(404).send({ success: false, message: 'Booking not found', code: 'NOT_FOUND' });
    });
    app.get('/me', async (_req, reply) => reply.code(401).send({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' }));
    app.post('/auth/refresh', async (_req, reply) => reply.code(401).send({ success: false, message: 'Session expired' }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  reconnectPings = 0;
});

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    storeTestPing: build.query<{ auth: string | null }, void>({ query: () => '/ping', transformResponse: unwrapEnvelope<{ auth: string | null }> }),
    storeTestReconnect: build.query<null, void>({ query: () => '/reconnect-ping', transformResponse: unwrapEnvelope<null> }),
    storeTestMe: build.query<unknown, void>({ query: () => '/me' }),
    storeTestMissing: build.query<unknown, void>({ query: () => '/missing' }),
  }),
});

describe('createAppStore', () => {
  it('holds auth, preferences, verification and the api cache', () => {
    expect(Object.keys(createAppStore().getState()).sort()).toEqual(['api', 'auth', 'preferences', 'verification']);
  });

  it('lets a remote inject its own slice lazily', () => {
    const draftSlice = createSlice({
      name: 'bookingDraft',
      initialState: { step: 1 },
      reducers: { next: (state) => void (state.step += 1) },
    });
    const store = createAppStore();
    rootReducer.inject(draftSlice);
    store.dispatch(draftSlice.actions.next());
    expect(store.getState()).toHaveProperty('bookingDraft', { step: 2 });
  });

  it('calls the api at the store base URL with the session token', async () => {
    const store = createAppStore({ apiBaseUrl: server.baseUrl });
    store.dispatch(loginSucceeded({ user, accessToken: token }));
    const result = await store.dispatch(testApi.endpoints.storeTestPing.initiate());
    expect(result.data).toEqual({ auth: `Bearer ${token}` });
  });

  it('drops cached data on logout', async () => {
    const store = createAppStore({ apiBaseUrl: server.baseUrl });
    await store.dispatch(testApi.endpoints.storeTestPing.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(loggedOut());
    expect(store.getState().api.queries).toEqual({});
  });

  it('calls onSessionExpired once when a refused refresh ends the session, not on logout', async () => {
    const onSessionExpired = vi.fn();
    const store = createAppStore({ apiBaseUrl: server.baseUrl, onSessionExpired, retrySleep: async () => undefined });
    store.dispatch(loggedOut());
    expect(onSessionExpired).not.toHaveBeenCalled();
    store.dispatch(loginSucceeded({ user, accessToken: token }));
    // The cache (including this query's entry) is reset with the session, so only the effects are checked.
    await store.dispatch(testApi.endpoints.storeTestMe.initiate());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('calls onSessionExpired for a sessionExpired dispatched by the shell', () => {
    const onSessionExpired = vi.fn();
    createAppStore({ onSessionExpired }).dispatch(sessionExpired());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('refetches on reconnect but not on focus (docs/product/constants.md)', async () => {
    const store = createAppStore({ apiBaseUrl: server.baseUrl });
    const subscription = store.dispatch(testApi.endpoints.storeTestReconnect.initiate());
    await subscription;
    expect(reconnectPings).toBe(1);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(reconnectPings).toBe(1);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reconnectPings).toBe(2));
    subscription.unsubscribe();
  });
});

describe('a server-rendered page\'s answers (apiState)', () => {
  it('fill the cache of a new store: its reads are answered without asking the server again', async () => {
    const rendered = createAppStore({ apiBaseUrl: server.baseUrl });
    await rendered.dispatch(testApi.endpoints.storeTestReconnect.initiate());
    expect(reconnectPings).toBe(1);
    // As the document carries them: the answered reads and their tags.
    const { queries, provided } = rendered.getState().api;
    const browser = createAppStore({ apiBaseUrl: server.baseUrl, apiState: JSON.parse(JSON.stringify({ queries, mutations: {}, provided })) });
    expect(testApi.endpoints.storeTestReconnect.select()(browser.getState()).status).toBe('fulfilled');
    const read = await browser.dispatch(testApi.endpoints.storeTestReconnect.initiate());
    expect(read.status).toBe('fulfilled');
    expect(reconnectPings, 'no second request').toBe(1);
  });

  it('hold a refused read as refused, and it is asked again when something reads it', async () => {
    const rendered = createAppStore({ apiBaseUrl: server.baseUrl });
    await rendered.dispatch(testApi.endpoints.storeTestMissing.initiate());
    const { queries, provided } = rendered.getState().api;
    const browser = createAppStore({ apiBaseUrl: server.baseUrl, apiState: JSON.parse(JSON.stringify({ queries, mutations: {}, provided })) });
    expect(testApi.endpoints.storeTestMissing.select()(browser.getState()).status).toBe('rejected');
    const before = missingReads;
    await browser.dispatch(testApi.endpoints.storeTestMissing.initiate());
    expect(missingReads).toBe(before + 1);
  });

  it('are not used by a store created without them', async () => {
    const store = createAppStore({ apiBaseUrl: server.baseUrl });
    expect(testApi.endpoints.storeTestReconnect.select()(store.getState()).status).toBe('uninitialized');
  });
});
