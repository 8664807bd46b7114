import { startTestServer, type TestServer } from '@pitchside/shared-api/client/testing/test-server';

/** One request the fake API received. */
export interface ReceivedRequest {
  method: string;
  /** Path below /api/v1 without the leading slash, query string included: `auth/login`. */
  path: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface Answer {
  status?: number;
  body: unknown;
  /** Milliseconds before answering (to observe busy states). */
  delay?: number;
}

type Handler = (request: ReceivedRequest) => Answer;

export interface FakeApi {
  /** http://127.0.0.1:<port>/api/v1 — give it to `createAppStore({ apiBaseUrl })`. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Answers `METHOD path` (path without query string), e.g. `on('POST auth/login', …)`. */
  on: (route: string, answer: Answer | Handler) => void;
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown, message?: string): Answer => ({ body: { success: true, data, ...(message ? { message } : {}) } });
export const fail = (status: number, message: string, code: string, extra: object = {}): Answer => ({
  status,
  body: { success: false, message, code, ...extra },
});

/**
 * A real HTTP server on a loopback port standing in for the Pitchside API: no fetch mocks, the
 * store's real base query talks to it. Unknown routes answer 404 in the API's envelope.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const requests: ReceivedRequest[] = [];
  const server: TestServer = await startTestServer((app) => {
    app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer' }, (_req, body, done) => done(null, body.length));
    app.all('/*', async (req, reply) => {
      const path = req.url.replace(/^\/api\/v1\//, '');
      const request: ReceivedRequest = { method: req.method, path, body: req.body ?? null, headers: req.headers };
      requests.push(request);
      const handler = handlers.get(`${req.method} ${path.split('?')[0]}`);
      const answer = handler?.(request) ?? fail(404, 'Resource not found', 'NOT_FOUND');
      if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
      return reply.code(answer.status ?? 200).send(answer.body);
    });
  });
  return {
    baseUrl: server.baseUrl,
    requests,
    on: (route, answer) => handlers.set(route, typeof answer === 'function' ? answer : () => answer),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}
