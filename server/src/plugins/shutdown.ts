/**
 * Graceful close. `app.close()` stops accepting connections; requests on connections that are
 * already open keep being served, and every answer from then on carries `Connection: close`.
 * After a short drain window the connections that are still idle are closed, so keep-alive
 * sockets cannot hold the shutdown open. The pool closes only after the server has closed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Long enough for a request already on the wire to be read, short enough for a quick restart. */
export const DRAIN_WINDOW_MS = 1000;

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    let timer: NodeJS.Timeout | undefined;
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
