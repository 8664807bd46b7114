/**
 * Applies `server/migrations/NNNN_name.sql` in order, each inside one transaction, recorded in
 * `schema_migrations`. A session advisory lock serialises concurrent starts of several instances.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { installJobSchema } from '../modules/jobs/job-queue.js';

const LOCK_KEY = 4_242_017; // arbitrary, constant: the same lock for every instance of this API

export interface Migration { version: string; name: string; sql: string; checksum: string }

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: file.slice(0, 4),
        name: file.slice(5, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Returns the versions applied by this call. The job queue's tables (pg-boss, which versions its own
 * schema) are created or upgraded after the application's, unless `jobs` is false.
 */
export async function migrate(pool: pg.Pool, migrations = loadMigrations(), { jobs = true } = {}): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const done = new Map(rows.map((r) => [r.version, r.checksum]));
    for (const m of migrations) {
      const previous = done.get(m.version);
      if (previous !== undefined) {
        if (previous !== m.checksum) throw new Error(`Migration ${m.version}_${m.name} was edited after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          m.version, m.name, m.checksum,
        ]);
        await client.query('COMMIT');
        applied.push(m.version);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.version}_${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // Still under the lock: a second instance starting at the same time waits for the queue's tables too.
    if (jobs) await installJobSchema(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}

/**
 * The migrations not yet applied to the database, without applying them: an instance started with
 * `RUN_MIGRATIONS=false` (the migration job runs them before a rollout) refuses to serve an older schema.
 */
export async function pendingMigrations(pool: Pick<pg.Pool, 'query'>, migrations = loadMigrations()): Promise<Migration[]> {
  const { rows: [table] } = await pool.query<{ exists: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS exists");
  if (!table?.exists) return migrations;
  const { rows } = await pool.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  return migrations.filter((m) => !applied.has(m.version));
}
