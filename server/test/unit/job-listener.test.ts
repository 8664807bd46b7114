// The job queue's LISTEN connection (src/modules/jobs/job-listener.ts) on a real PostgreSQL: it hears
// notifications committed by others, comes back by itself when the server drops it (and says so, so that the
// queue fetches what it missed), and hears nothing more once closed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { listenWith } from '../../src/modules/jobs/job-listener.js';
import { createTestDatabase } from '../helpers/test-app.js';

const CHANNEL = 'job_listener_test';
let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => { await drop(); });

const notify = (payload: string) => database.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
/** Ends the listener's session from the server's side, as a restart or a network failure would. */
const dropListener = () => database.pool.query(`
  SELECT pg_terminate_backend(pid) FROM pg_stat_activity
   WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`, [`LISTEN "${CHANNEL}"`]);

describe('job listener', () => {
  it('hears committed notifications, reconnects after losing its session, and stops when closed', async () => {
    const heard: string[] = [];
    let reconnections = 0;
    const handle = await listenWith(database.pool.options)(CHANNEL, (payload) => heard.push(payload), () => { reconnections += 1; });
    try {
      await notify('first');
      await vi.waitFor(() => expect(heard).toEqual(['first']), { timeout: 5000, interval: 20 });
      // Not delivered until the transaction that sends it commits, so a rolled-back job wakes no one.
      const client = await database.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_notify($1, $2)', [CHANNEL, 'rolled back']);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }

      expect((await dropListener()).rowCount).toBe(1);
      await vi.waitFor(() => expect(reconnections).toBe(1), { timeout: 5000, interval: 20 });
      await notify('after');
      await vi.waitFor(() => expect(heard).toEqual(['first', 'after']), { timeout: 5000, interval: 20 });
    } finally {
      await handle.close();
    }
    await notify('closed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual(['first', 'after']);
    expect((await dropListener()).rowCount).toBe(0);
  });

  it('a first connection that fails is the caller’s error (pg-boss then polls only)', async () => {
    const unreachable = { ...database.pool.options, connectionString: undefined, host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 };
    await expect(listenWith(unreachable)(CHANNEL, () => undefined, () => undefined)).rejects.toThrow();
  });
});
