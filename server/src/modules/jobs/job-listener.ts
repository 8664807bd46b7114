/**
 * PostgreSQL LISTEN for the job queue: pg-boss wakes a queue's workers the moment a job of theirs commits
 * (the job's insert sends a NOTIFY, delivered only when its transaction commits) instead of at their next poll.
 * The listening connection is a client of its own, outside the pool: it stays open for the life of the
 * instance and must not take one of the connections requests and jobs share. A NOTIFY is only a hint to fetch
 * now; polling carries on beside it, so a notification lost while the connection is down costs at most one
 * polling interval, and after a reconnection pg-boss makes every notified worker fetch once.
 */
import pg from 'pg';
import type { Db as IDatabase } from 'pg-boss';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/** TCP keepalive probes on the idle connection, so that a silently dropped one is noticed and made again. */
const KEEPALIVE_DELAY_MS = 10_000;

type Listen = NonNullable<IDatabase['listen']>;

/** pg-boss's `listen` capability on connections made with the pool's settings. */
export function listenWith(settings: pg.ClientConfig): Listen {
  return async (channel, onNotification, onReconnect) => {
    let closed = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let delay = RECONNECT_MIN_MS;
    // Only a listener that was once up heals itself: a first failure is the caller's to handle.
    let established = false;

    /** Lets a connection go for good; an error it still raises must not reach the process. */
    const discard = (connection: pg.Client): Promise<void> => {
      connection.removeAllListeners();
      connection.on('error', () => undefined);
      return connection.end().catch(() => undefined);
    };

    const connect = async (): Promise<void> => {
      const connection = new pg.Client({ ...settings, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS });
      connection.on('notification', (message) => {
        if (message.payload !== undefined) onNotification(message.payload);
      });
      connection.on('error', () => lost(connection));
      connection.on('end', () => lost(connection));
      client = connection;
      try {
        await connection.connect();
        await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        if (client === connection) client = undefined;
        await discard(connection);
        throw error;
      }
      if (closed) {
        client = undefined;
        await discard(connection);
        return;
      }
      established = true;
      delay = RECONNECT_MIN_MS;
    };

    const reconnect = (): void => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        // Notifications sent while the connection was down are lost: pg-boss fetches once for them.
        connect().then(() => { if (!closed) onReconnect(); }, reconnect);
      }, delay);
      timer.unref();
      delay = Math.min(RECONNECT_MAX_MS, delay * 2);
    };

    const lost = (connection: pg.Client): void => {
      if (closed || client !== connection) return;
      client = undefined;
      void discard(connection);
      if (established) reconnect();
    };

    // A first connection that fails rejects: pg-boss then warns and polls only.
    await connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(timer);
        timer = undefined;
        const connection = client;
        client = undefined;
        if (connection) await discard(connection);
      },
    };
  };
}
