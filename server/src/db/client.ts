import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Return `date` columns as their 'YYYY-MM-DD' text instead of a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export function openDatabase(connectionString: string, max = 20): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  let closed: Promise<void> | undefined;
  return { pool, db, close: () => (closed ??= pool.end()) };
}

/** Either the database or an open transaction: repositories accept both so services can compose. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;
