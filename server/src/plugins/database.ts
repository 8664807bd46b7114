import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Exposes the pool and closes it after the server has drained: `onClose` runs once in-flight
 * requests are done, and `beforeClose` (pending mail) runs before the pool ends.
 */
export const databasePlugin = fp<{ database: DatabaseHandle; closeOnShutdown: boolean; beforeClose: () => Promise<void> }>(
  async (app: FastifyInstance, { database, closeOnShutdown, beforeClose }) => {
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await beforeClose();
      if (closeOnShutdown) await database.close();
    });
  },
  { name: 'database' },
);
