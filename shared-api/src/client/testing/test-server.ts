import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** http://127.0.0.1:<port>/api/v1 */
  baseUrl: string;
  close: () => Promise<void>;
}

/** A real HTTP server on a free loopback port; routes are registered by the test under /api/v1. */
export async function startTestServer(register: (app: FastifyInstance) => void): Promise<TestServer> {
  const app = Fastify({ forceCloseConnections: true });
  app.register(
    async (scope) => {
      register(scope);
    },
    { prefix: '/api/v1' },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return { app, origin, baseUrl: `${origin}/api/v1`, close: () => app.close() };
}
