import { employeePermissionsFailed, loginSucceeded, selectAuth, selectPermissions } from './auth-slice.js';
import { companyApi } from './company-api.js';
import { createAppStore, type AppStore } from './store.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { inOneHour, makeToken } from './testing/tokens.js';

const user = { id: 'e1', email: 'eve@example.com', role: 'EMPLOYEE' as const, firstName: 'Eve', lastName: 'Ng', emailVerified: true };
const token = makeToken({ sub: 'e1', role: 'EMPLOYEE', permissions: ['SCAN_QR_CODES'], exp: inOneHour() });

let server: TestServer;
let answer: { status: number; body: unknown };
let calls = 0;
beforeAll(async () => {
  server = await startTestServer((app) => {
    app.get('/companies/my-permissions', async (_req, reply) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return reply.code(answer.status).send(answer.body);
    });
  });
});
afterAll(() => server.close());

let store: AppStore;
beforeEach(() => {
  calls = 0;
  store = createAppStore({ apiBaseUrl: server.baseUrl, retrySleep: async () => undefined });
  store.dispatch(loginSucceeded({ user, accessToken: token }));
});

describe('company api: my permissions (docs/product/roles-and-permissions.md)', () => {
  it('requests, then loads data.permissions into the auth state', async () => {
    answer = { status: 200, body: { success: true, data: { permissions: ['MANAGE_RESERVATIONS', 'VIEW_ANALYTICS'] } } };
    const pending = store.dispatch(companyApi.endpoints.getMyPermissions.initiate());
    expect(selectAuth(store.getState()).permissionsStatus).toBe('loading');
    await pending;
    expect(selectAuth(store.getState())).toMatchObject({ permissionsStatus: 'loaded', permissions: ['MANAGE_RESERVATIONS', 'VIEW_ANALYTICS'] });
    expect(selectPermissions(store.getState())).toEqual(['MANAGE_RESERVATIONS', 'SCAN_QR_CODES', 'VIEW_ANALYTICS']);
  });

  it('keeps an empty list and the error when the call fails', async () => {
    answer = { status: 403, body: { success: false, message: 'Forbidden', code: 'FORBIDDEN' } };
    await store.dispatch(companyApi.endpoints.getMyPermissions.initiate());
    expect(calls).toBe(1);
    expect(selectAuth(store.getState())).toMatchObject({ permissionsStatus: 'failed', permissions: [], permissionsError: 'Forbidden' });
    expect(employeePermissionsFailed.match({ type: 'auth/employeePermissionsFailed' })).toBe(true);
  });
});
