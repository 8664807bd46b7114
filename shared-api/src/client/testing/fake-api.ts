import type { AppStore } from '../store.js';
import { createTestStore } from './store.js';
import { startTestServer, type TestServer } from './test-server.js';

/** A request as the fake API received it. */
export interface ReceivedRequest {
  method: string;
  /** Below /api/v1, without the leading slash, query string kept: `companies/fields?state=draft`. */
  path: string;
  /** The query string, parsed. */
  query: URLSearchParams;
  /** The values of the route's `:name` segments: `notifications/:id` → `{ id }`. */
  params: Record<string, string>;
  /** Request headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (null without one); for multipart uploads, the body's size in bytes. */
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

export type Handler = (request: ReceivedRequest) => Answer | Promise<Answer>;
type Reply = Answer | Handler;

export interface FakeApi {
  /** `http://127.0.0.1:<port>/api/v1`, for `createTestStore`. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: ReceivedRequest[];
  /**
   * Answers `METHOD path` (no query string; the leading slash is optional; `:name` matches one segment),
   * e.g. `on('PATCH fields/:id/status', ok(field))`. Given several replies, it gives them in turn, then
   * the last one to every further request. A later `on` for the same route replaces the earlier one.
   */
  on: (route: string, reply: Reply | readonly Reply[]) => void;
  /** The requests that reached `METHOD path` (query string ignored; a route as given to `on`). */
  calls: (route: string) => ReceivedRequest[];
  /** Every request as `METHOD path` (no query string, no leading slash), oldest first. */
  history: () => string[];
  /** A store like the shell's whose api talks to this server (`createTestStore(baseUrl)`). */
  createStore: () => AppStore;
  /** Forgets every answer and every request. */
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

interface Route {
  method: string;
  segments: string[];
}

const parseRoute = (route: string): Route => {
  const [method = '', path = ''] = route.trim().split(/\s+/);
  return { method: method.toUpperCase(), segments: (path.split('?')[0] ?? '').replace(/^\/+/, '').split('/') };
};
const keyOf = ({ method, segments }: Route) => `${method} ${segments.join('/')}`;
const isReplyList = (reply: Reply | readonly Reply[]): reply is readonly Reply[] => Array.isArray(reply);

/** The `:name` values when `request` is on `route`, else null. */
function match(route: Route, request: Route): Record<string, string> | null {
  if (route.method !== request.method || route.segments.length !== request.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const actual = request.segments[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

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

/**
 * The fake API of one test file, in the file's Vitest hooks: listening before its first test, every answer
 * and request forgotten before each test (register a test's answers in a `beforeEach` after this call, or
 * in the test), closed after the last. Call it once, at the top level of the file.
 */
export function fakeApiForFile(): FakeApi {
  const api = createFakeApi();
  beforeAll(() => api.listen());
  beforeEach(() => api.reset());
  afterAll(() => api.close());
  return api;
}

/** As `startFakeApi`, the server started later by `listen()`. */
export function createFakeApi(): UnstartedFakeApi {
  const replies = new Map<string, { route: Route; queue: Reply[] }>();
  const requests: ReceivedRequest[] = [];
  let server: TestServer | null = null;
  const listening = () => {
    if (!server) throw new Error('The fake API is not listening yet');
    return server;
  };
  const answer = async (request: Omit<ReceivedRequest, 'params'>): Promise<Answer> => {
    const received = parseRoute(`${request.method} ${request.path}`);
    // An exact route wins over one with `:name` segments.
    const found = replies.get(keyOf(received)) ?? [...replies.values()].find(({ route }) => match(route, received));
    const recorded: ReceivedRequest = { ...request, params: (found && match(found.route, received)) ?? {} };
    requests.push(recorded);
    const next = found && (found.queue.length > 1 ? found.queue.shift() : found.queue[0]);
    if (!next) return fail(404, 'Resource not found', 'NOT_FOUND');
    return typeof next === 'function' ? next(recorded) : next;
  };
  const serve = () => startTestServer((app) => {
    app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body.length));
    app.all('/*', async (request, reply) => {
      const path = request.url.replace(/^\/api\/v1\//, '');
      const query = new URLSearchParams(path.split('?')[1] ?? '');
      const result = await answer({ method: request.method, path, query, headers: request.headers, body: request.body ?? null });
      if (result.delay) await new Promise((resolve) => setTimeout(resolve, result.delay));
      // Pages that fetch outside the store (raw fetch) get the answer too.
      return reply.code(result.status ?? 200).headers({ 'access-control-allow-origin': '*', ...result.headers }).send(result.body);
    });
  });
  const api: UnstartedFakeApi = {
    get baseUrl() {
      return listening().baseUrl;
    },
    listen: async () => {
      server = await serve();
    },
    requests,
    on: (route, reply) => {
      const parsed = parseRoute(route);
      replies.set(keyOf(parsed), { route: parsed, queue: isReplyList(reply) ? [...reply] : [reply] });
    },
    calls: (route) => {
      const parsed = parseRoute(route);
      return requests.filter((request) => match(parsed, parseRoute(`${request.method} ${request.path}`)) !== null);
    },
    history: () => requests.map((request) => keyOf(parseRoute(`${request.method} ${request.path}`))),
    createStore: () => createTestStore(api.baseUrl),
    reset: () => {
      replies.clear();
      requests.length = 0;
    },
    close: () => listening().close(),
  };
  return api;
}
