import { startTestServer } from '@pitchside/shared-api/client/testing/test-server';

export interface Answer {
  status: number;
  body: unknown;
}

export interface FakeFieldApi {
  /** For `createTestStore(baseUrl)`. */
  baseUrl: string;
  /** Sets the answer of `GET /api/v1<path>` (path without its query). */
  answer: (path: string, answer: Answer) => void;
  /** Every request's path and query below /api/v1, in order. */
  requests: string[];
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message: string, code: string): Answer => ({ status, body: { success: false, message, code } });

/** A real HTTP server on a loopback port standing in for the fields API; unknown paths answer 404. */
export async function startFakeFieldApi(): Promise<FakeFieldApi> {
  const answers = new Map<string, Answer>();
  const requests: string[] = [];
  const server = await startTestServer((app) => {
    app.get('/*', async (request, reply) => {
      const url = request.url.replace(/^\/api\/v1/, '');
      requests.push(url);
      const { status, body } = answers.get(url.split('?')[0] ?? '') ?? fail(404, 'Not found', 'NOT_FOUND');
      return reply.code(status).header('access-control-allow-origin', '*').send(body);
    });
  });
  return {
    baseUrl: server.baseUrl,
    answer: (path, answer) => answers.set(path, answer),
    requests,
    reset: () => {
      answers.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}
