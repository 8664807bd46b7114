/**
 * What an external PostgreSQL (`DATABASE_URL`) must offer before anything runs on it: version 15 or newer,
 * and every extension the migrations create. Checked at start (API and migration job), so that a missing
 * contrib package reads as one line naming it instead of a failed migration half-way through.
 *
 * The facts are read in one query and judged by a pure function: the judgement is tested with any
 * version and extension list, the query against the test suite's real server.
 */
import type pg from 'pg';
import { loadMigrations, type Migration } from './migrate.js';

export const MINIMUM_POSTGRES_MAJOR = 15;

export interface DatabaseFacts {
  /** `server_version`, as PostgreSQL spells it (e.g. `16.4`, `15.8 (Debian 15.8-1)`). */
  version: string;
  /** `server_version_num`: 150008 for 15.8. */
  versionNumber: number;
  /** Extensions the server can create (`pg_available_extensions`: installed or not). */
  extensions: string[];
}

/** A start-up check that failed: the message is the whole story (no stack needed). */
export class DatabaseCheckError extends Error {}

const CREATE_EXTENSION = /CREATE\s+EXTENSION\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([A-Za-z0-9_]+)"?/gi;

/** The extensions the migrations create, in name order (read from their SQL, so a new one is checked too). */
export function requiredExtensions(migrations: Migration[]): string[] {
  const names = migrations.flatMap((m) => [...m.sql.matchAll(CREATE_EXTENSION)].map((match) => match[1]!.toLowerCase()));
  return [...new Set(names)].sort();
}

/** One line naming everything the server lacks, or undefined when it has all it needs. */
export function databaseProblem(facts: DatabaseFacts, extensions: string[]): string | undefined {
  const problems: string[] = [];
  if (facts.versionNumber < MINIMUM_POSTGRES_MAJOR * 10_000) {
    problems.push(`PostgreSQL ${facts.version} is too old (${MINIMUM_POSTGRES_MAJOR} or newer is needed)`);
  }
  const available = new Set(facts.extensions);
  const missing = extensions.filter((name) => !available.has(name));
  if (missing.length > 0) {
    const [noun, verb] = missing.length === 1 ? ['extension', 'is'] : ['extensions', 'are'];
    problems.push(`the ${noun} ${missing.join(', ')} the migrations need ${verb} not available (install PostgreSQL's contrib modules)`);
  }
  return problems.length > 0 ? `DATABASE_URL: ${problems.join('; ')}` : undefined;
}

export async function readDatabaseFacts(db: Pick<pg.Pool, 'query'>): Promise<DatabaseFacts> {
  const { rows: [row] } = await db.query<{ version: string; number: number; extensions: string[] }>(
    `SELECT current_setting('server_version') AS version, current_setting('server_version_num')::int AS number,
            ARRAY(SELECT name::text FROM pg_available_extensions ORDER BY name) AS extensions`,
  );
  if (!row) throw new DatabaseCheckError('DATABASE_URL: the server answered no version');
  return { version: row.version, versionNumber: row.number, extensions: row.extensions };
}

/** Throws a DatabaseCheckError naming what the server at `db` lacks for these migrations. */
export async function checkDatabase(db: Pick<pg.Pool, 'query'>, migrations: Migration[] = loadMigrations()): Promise<void> {
  const problem = databaseProblem(await readDatabaseFacts(db), requiredExtensions(migrations));
  if (problem) throw new DatabaseCheckError(problem);
}
