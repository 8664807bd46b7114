// @vitest-environment jsdom
import './api.js'; // the api cache joins the store: clearing the session resets it (and aborts its requests)
import { loginSucceeded, selectAuth } from './auth-slice.js';
import { signOut, SignOutError } from './sign-out.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { inOneHour, makeToken } from './testing/tokens.js';
import { getAccessToken, getStoredUser } from './token-storage.js';

const user = { id: 'u1', email: 'ana@example.com', role: 'CUSTOMER' as const, firstName: 'Ana', lastName: 'Diaz', emailVerified: true };
const token = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });

/** What the server received and answered, in order. */
const events: string[] = [];
let answer = { status: 200, body: { success: true, data: null, message: 'Logged out successfully' } as unknown };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((app) => {
    app.post('/auth/logout', async (request, reply) => {
      events.push(`received ${request.method} ${request.url} cookie=${request.headers.cookie ?? ''}`);
      // Answered late: the session is cleared locally (and the api cache reset) while the call is in flight.
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push('answered');
      return reply.code(answer.status).send(answer.body);
    });
  });
});
afterAll(() => server.close());

let store: AppStore;
beforeEach(() => {
  events.length = 0;
  answer = { status: 200, body: { success: true, data: null, message: 'Logged out successfully' } };
  store = createAppStore({ apiBaseUrl: server.baseUrl });
  store.dispatch(loginSucceeded({ user, accessToken: token }));
});
afterEach(() => vi.restoreAllMocks());

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signOut', () => {
  it('sends POST /auth/logout as a keep-alive request, then clears the session, both at once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // What had been sent when the session was cleared (the signed-out app may render right then).
    const sentWhenCleared: number[] = [];
    const unsubscribe = store.subscribe(() => {
      if (!selectAuth(store.getState()).isAuthenticated) sentWhenCleared.push(fetchSpy.mock.calls.length);
    });
    const done = store.dispatch(signOut({ leaving: true }));
    unsubscribe();

    // Synchronously: the request has been handed to the browser, then the session cleared, storage
    // cleared, the page being left is let go.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sentWhenCleared[0]).toBe(1);
    expect(selectAuth(store.getState())).toMatchObject({ isAuthenticated: false, user: null, accessToken: null, leavingAfterLogout: true });
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();

    // It outlives the page (a navigation, a closed tab).
    await nextTask();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const request = fetchSpy.mock.calls[0]?.[0];
    expect(request).toBeInstanceOf(Request);
    expect(request instanceof Request && request.method).toBe('POST');
    expect(request instanceof Request && request.url).toBe(`${server.baseUrl}/auth/logout`);
    expect(request instanceof Request && request.keepalive).toBe(true);
    expect(request instanceof Request && request.credentials).toBe('include');

    // Resetting the api cache with the session did not abort it: the server answered and it resolves.
    await expect(done).resolves.toBeUndefined();
    expect(events).toEqual([expect.stringMatching(/^received POST \/api\/v1\/auth\/logout/), 'answered']);
  });

  it('rejects when the server could not revoke the session, which is cleared locally anyway', async () => {
    answer = { status: 500, body: { success: false, message: 'An unexpected error occurred', code: 'INTERNAL_ERROR' } };
    const done = store.dispatch(signOut({ leaving: false }));
    expect(selectAuth(store.getState())).toMatchObject({ isAuthenticated: false, leavingAfterLogout: false });
    await expect(done).rejects.toBeInstanceOf(SignOutError);
    await expect(done).rejects.toMatchObject({ error: { status: 500 } });
    expect(events).toHaveLength(2); // sent once, never retried
  });
});
