import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server = createServer((req, res) => {
    const path = (req.url ?? '').replace(/^\/api\/v1/, '').split('?')[0] ?? '';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const { status, body } = answers.get(path) ?? { status: 404, body: { success: false, message: 'Not found', code: 'NOT_FOUND' } };
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    answer: (path, answer) => answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
