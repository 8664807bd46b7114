import { startTestServer } from '@pitchside/shared-api/client/testing/test-server';

/** A request as the fake API received it. */
export interface ReceivedRequest {
  method: string;
  /** Below /api/v1, without its query: `/bookings/…/cancel`. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, or null. */
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
  /** Milliseconds to wait before answering (to see busy states). */
  delay?: number;
  /** Response headers (e.g. the content type and disposition of a file). */
  headers?: Record<string, string>;
}

type Handler = (request: ReceivedRequest) => Answer;

export interface FakeBookingsApi {
  /** `http://127.0.0.1:<port>/api/v1`, for `createTestStore`. */
  baseUrl: string;
  /** Answers `METHOD path`, e.g. `on('POST /bookings/b1/cancel', ok(result))`; a handler sees the request. */
  on: (route: string, answer: Answer | Handler) => void;
  /** The requests that reached `METHOD path` (query ignored), oldest first. */
  calls: (route: string) => ReceivedRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown, message?: string): Answer => ({ body: { success: true, data, ...(message ? { message } : {}) } });
export const fail = (status: number, message: string, code: string): Answer => ({ status, body: { success: false, message, code } });

/**
 * The bookings API played by a real HTTP server on a loopback port: the store's own base query talks to it,
 * nothing is mocked. Unknown routes answer 404 in the API's envelope.
 */
export async function startFakeBookingsApi(): Promise<FakeBookingsApi> {
  const handlers = new Map<string, Handler>();
  const requests: ReceivedRequest[] = [];
  const routeOf = (request: Pick<ReceivedRequest, 'method' | 'path'>) => `${request.method} ${request.path}`;
  const server = await startTestServer((app) => {
    app.all('/*', async (request, reply) => {
      const [path = '', query = ''] = request.url.replace(/^\/api\/v1/, '').split('?');
      const received: ReceivedRequest = { method: request.method, path, query: new URLSearchParams(query), body: request.body ?? null };
      requests.push(received);
      const answer = handlers.get(routeOf(received))?.(received) ?? fail(404, 'Resource not found', 'NOT_FOUND');
      if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
      return reply.code(answer.status ?? 200).headers(answer.headers ?? {}).send(answer.body);
    });
  });
  return {
    baseUrl: server.baseUrl,
    on: (route, answer) => handlers.set(route, typeof answer === 'function' ? answer : () => answer),
    calls: (route) => requests.filter((request) => routeOf(request) === route),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}
