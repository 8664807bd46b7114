import { availableParallelism } from 'node:os';
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

/**
 * Connections per pool unless told otherwise: four per core, at least 8 and at most 20. PostgreSQL
 * runs one process per connection; when more of them are busy than the cores can run, every query
 * costs more CPU (switches, colder caches) and the API's own thread gets a smaller share of the
 * cores. On 2 cores under 50 concurrent searches, 20 connections cost 5–15 % more database CPU per
 * search than 8 (docs/fields-performance.md). Requests queue for a connection in the pool, which is
 * cheap; a larger machine gets more.
 */
export const DEFAULT_POOL_SIZE = Math.min(20, Math.max(8, 4 * availableParallelism()));

export function openDatabase(connectionString: string, max = DEFAULT_POOL_SIZE): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  let closed: Promise<void> | undefined;
  return { pool, db, close: () => (closed ??= pool.end()) };
}

/** Either the database or an open transaction: repositories accept both so services can compose. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;
