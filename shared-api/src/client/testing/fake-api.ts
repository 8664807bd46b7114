import { startTestServer, type TestServer } from './test-server.js';

/** A request as the fake API received it. */
export interface ReceivedRequest {
  method: string;
  /** Below /api/v1, without the leading slash, query string kept: `companies/fields?state=draft`. */
  path: string;
  /** The query string, parsed. */
  query: URLSearchParams;
  /** Request headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body; for multipart uploads, the body's size in bytes. */
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

export interface FakeApi {
  /** `http://127.0.0.1:<port>/api/v1`, for `createTestStore`. */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Answers `METHOD path` (no query string), e.g. `on('PATCH fields/f1/status', ok(field))`. */
  on: (route: string, answer: Answer | Handler) => void;
  /** The requests that reached `METHOD path` (query string ignored). */
  calls: (route: string) => ReceivedRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown, message?: string): Answer => ({ body: { success: true, data, ...(message ? { message } : {}) } });
export const fail = (status: number, message: string, code: string, extra: object = {}): Answer => ({
  status,
  body: { success: false, message, code, ...extra },
});

/** A file to download: `content` of type `type`, as an attachment named `filename`. */
export const file = (content: string, type: string, filename: string, delay = 0): Answer => ({
  body: Buffer.from(content),
  delay,
  headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"` },
});

const routeOf = (method: string, path: string) => `${method} ${path.split('?')[0]}`;

/** A fake API whose answers can be registered before its server listens (`listen`, then `baseUrl`). */
export interface UnstartedFakeApi extends FakeApi {
  listen: () => Promise<void>;
}

/**
 * The Pitchside API played by a real HTTP server on a loopback port: the store's own base query talks
 * to it, nothing is mocked. Unknown routes answer 404 in the API's envelope.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const api = createFakeApi();
  await api.listen();
  return api;
}

/** As `startFakeApi`, the server started later by `listen()`. */
export function createFakeApi(): UnstartedFakeApi {
  const handlers = new Map<string, Handler>();
  const requests: ReceivedRequest[] = [];
  let server: TestServer | null = null;
  const listening = () => {
    if (!server) throw new Error('The fake API is not listening yet');
    return server;
  };
  const serve = () => startTestServer((app) => {
    app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body.length));
    app.all('/*', async (request, reply) => {
      const path = request.url.replace(/^\/api\/v1\//, '');
      const query = new URLSearchParams(path.split('?')[1] ?? '');
      const received: ReceivedRequest = { method: request.method, path, query, headers: request.headers, body: request.body ?? null };
      requests.push(received);
      const answer = handlers.get(routeOf(request.method, path))?.(received) ?? fail(404, 'Resource not found', 'NOT_FOUND');
      if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
      return reply.code(answer.status ?? 200).headers(answer.headers ?? {}).send(answer.body);
    });
  });
  return {
    get baseUrl() {
      return listening().baseUrl;
    },
    listen: async () => {
      server = await serve();
    },
    requests,
    on: (route, answer) => handlers.set(route, typeof answer === 'function' ? answer : () => answer),
    calls: (route) => requests.filter((request) => routeOf(request.method, request.path) === route),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: () => listening().close(),
  };
}
