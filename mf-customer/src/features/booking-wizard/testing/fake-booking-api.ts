import { startTestServer } from '@pitchside/shared-api/client/testing/test-server';

/** A request as the fake API received it. */
export interface ReceivedRequest {
  method: string;
  /** Below /api/v1, without the query string: `/bookings`. */
  path: string;
  /** The query string, without `?`. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (null without one). */
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
}

type Reply = Answer | ((request: ReceivedRequest) => Answer);

export interface FakeBookingApi {
  /** For `createTestStore(baseUrl)`. */
  baseUrl: string;
  /**
   * Answers `METHOD path` (no query string). Several answers are given in turn, the last one then for
   * every further request: `on('POST /bookings', [fail(503…), ok(booking)])`.
   */
  on: (route: string, reply: Reply | Reply[]) => void;
  /** The requests that reached `METHOD path`, in order. */
  calls: (route: string) => ReceivedRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });
export const fail = (status: number, message: string, code: string): Answer => ({ status, body: { success: false, message, code } });

/**
 * The Pitchside API played by a real HTTP server on a loopback port: the store's own base query talks to
 * it (headers, bodies, retries), nothing is mocked. Unknown routes answer 404.
 */
export async function startFakeBookingApi(): Promise<FakeBookingApi> {
  const replies = new Map<string, Reply[]>();
  const requests: ReceivedRequest[] = [];
  const routeOf = (method: string, path: string) => `${method} ${path}`;
  const server = await startTestServer((app) => {
    app.all('/*', async (request, reply) => {
      const [path = '', query = ''] = request.url.replace(/^\/api\/v1/, '').split('?');
      const received: ReceivedRequest = { method: request.method, path, query, headers: request.headers, body: request.body ?? null };
      requests.push(received);
      const queue = replies.get(routeOf(request.method, path));
      const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      const answer = typeof next === 'function' ? next(received) : (next ?? fail(404, 'Not found', 'NOT_FOUND'));
      return reply.code(answer.status ?? 200).send(answer.body);
    });
  });
  return {
    baseUrl: server.baseUrl,
    on: (route, reply) => replies.set(route, Array.isArray(reply) ? [...reply] : [reply]),
    calls: (route) => requests.filter((request) => routeOf(request.method, request.path) === route),
    reset: () => {
      replies.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}
