import { startTestServer, type TestServer } from '@pitchside/shared-api/client/testing/test-server';
import type { AppStore } from '@pitchside/shared-api/client/store';
import { createTestStore } from '@pitchside/shared-api/client/testing/store';

export interface Answer {
  status?: number;
  body: unknown;
  delay?: number;
}

/** A real loopback HTTP server answering the auth calls the shell makes; tests set the answers. */
export interface AuthServer {
  calls: string[];
  answers: Map<string, Answer>;
  createStore: () => AppStore;
  close: () => Promise<void>;
}

export const ok = (data: unknown, message?: string): Answer => ({ body: { success: true, data, ...(message ? { message } : {}) } });
export const fail = (status: number, message: string, code: string): Answer => ({ status, body: { success: false, message, code } });

export async function startAuthServer(): Promise<AuthServer> {
  const calls: string[] = [];
  const answers = new Map<string, Answer>();
  const server: TestServer = await startTestServer((app) => {
    app.all('/*', async (request, reply) => {
      const route = `${request.method} ${request.url.replace('/api/v1/', '').split('?')[0]}`;
      calls.push(route);
      const answer = answers.get(route) ?? fail(404, 'Resource not found', 'NOT_FOUND');
      if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
      return reply.code(answer.status ?? 200).send(answer.body);
    });
  });
  return {
    calls,
    answers,
    createStore: () => createTestStore(server.baseUrl),
    close: server.close,
  };
}
