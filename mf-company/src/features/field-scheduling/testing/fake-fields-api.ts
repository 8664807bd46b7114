import { startTestServer } from '@pitchside/shared-api/client/testing/test-server';
import { employeePermissionsLoaded, sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore } from '@pitchside/shared-api/client/testing/store';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';

/** A request the fake API received: method, path below /api/v1 (no query), query and JSON body. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
}

type Handler = (request: Received) => Answer;

/**
 * The fields API on a loopback port, answering what each test registers (`on('POST fields/f1/schedules', …)`);
 * the page talks to it through the real store, base query and cache. Unregistered routes answer 404.
 */
export interface FakeFieldsApi {
  baseUrl: string;
  requests: Received[];
  on: (route: string, answer: Answer | Handler) => void;
  /** The requests to `METHOD path`. */
  calls: (route: string) => Received[];
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown): Answer => ({ body: { success: true, data } });
export const fail = (status: number, message: string, code: string, errors?: { field?: string; message: string }[]): Answer => ({
  status,
  body: { success: false, message, code, ...(errors ? { errors } : {}) },
});

export async function startFakeFieldsApi(): Promise<FakeFieldsApi> {
  const handlers = new Map<string, Handler>();
  const requests: Received[] = [];
  const server = await startTestServer((app) => {
    app.all('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://fake.local');
      const received: Received = {
        method: request.method,
        path: url.pathname.replace(/^\/api\/v1\//, ''),
        query: url.searchParams,
        body: request.body ?? null,
      };
      requests.push(received);
      const handler = handlers.get(`${received.method} ${received.path}`);
      const answer = handler?.(received) ?? fail(404, 'Resource not found', 'NOT_FOUND');
      return reply.code(answer.status ?? 200).send(answer.body);
    });
  });
  return {
    baseUrl: server.baseUrl,
    requests,
    on: (route, answer) => handlers.set(route, typeof answer === 'function' ? answer : () => answer),
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}

/** A store talking to `baseUrl`, signed in with the given role (and, for employees, permissions). */
export function signedInStore(baseUrl: string, role: Role = 'COMPANY_OWNER', permissions: Permission[] = []): AppStore {
  const store = createTestStore(baseUrl);
  const accessToken = makeToken({ sub: 'u1', role, permissions, exp: inOneHour(), tenantId: 'default-tenant' });
  const user = { id: 'u1', email: 'owner@pitchside.test', role, firstName: 'Olive', lastName: 'Owner', emailVerified: true };
  store.dispatch(sessionRestored({ accessToken, user }));
  // As the shell does for employees: their permissions are fetched after sign-in.
  if (role === 'EMPLOYEE') store.dispatch(employeePermissionsLoaded(permissions));
  return store;
}
