import { startTestServer } from './test-server.js';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface JsonServer {
  /** `http://127.0.0.1:<port>/api/v1`, for `createTestStore`. */
  baseUrl: string;
  /** Sets the answer of `GET /api/v1<path>`. */
  answer: (path: string, answer: JsonAnswer) => void;
  /** How many requests reached `path`. */
  hits: (path: string) => number;
  close: () => Promise<void>;
}

/** A real HTTP server on a free loopback port answering JSON; unknown paths answer 404. */
export async function startJsonServer(): Promise<JsonServer> {
  const answers = new Map<string, JsonAnswer>();
  const counts = new Map<string, number>();
  const server = await startTestServer((app) => {
    app.all('/*', async (request, reply) => {
      const path = request.url.replace(/^\/api\/v1/, '').split('?')[0] ?? '';
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const { status, body } = answers.get(path) ?? { status: 404, body: { success: false, message: 'Not found', code: 'NOT_FOUND' } };
      return reply.code(status).header('content-type', 'application/json').header('access-control-allow-origin', '*').send(JSON.stringify(body));
    });
  });
  return {
    baseUrl: server.baseUrl,
    answer: (path, answer) => answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    close: server.close,
  };
}
