/**
 * Graceful close, in two steps.
 *  1. Draining (`app.beginDrain()`, or `app.close()` itself): /ready answers 503 so that a load balancer
 *     or Kubernetes stops sending requests, and every answer carries `Connection: close` so that no
 *     keep-alive connection is reused. The listener stays open: requests already on their way (accepted
 *     by the kernel, not yet by Node) are still served. main.ts waits SHUTDOWN_DELAY_SECONDS here.
 *  2. `app.close()` stops accepting connections; requests on connections that are already open keep
 *     being served. After a short window the connections that are still idle are closed, so keep-alive
 *     sockets cannot hold the shutdown open. The pool closes only after the server has closed.
 * Without step 1's delay, a connection queued in the kernel when the listener closes is reset: the proxy
 * in front answers 502 for a request that never reached the API.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Long enough for a request already on the wire to be read, short enough for a quick restart. */
export const DRAIN_WINDOW_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is shutting down (and should be sent no more requests). */
    readonly draining: boolean;
    /** Starts draining before `close()`: /ready fails and connections are no longer kept alive. */
    beginDrain(): void;
  }
}

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    let timer: NodeJS.Timeout | undefined;
    app.decorate('draining', { getter: () => closing });
    app.decorate('beginDrain', () => {
      closing = true;
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (app.server.listening) timer = setTimeout(() => app.server.closeIdleConnections(), DRAIN_WINDOW_MS);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'shutdown' },
);
