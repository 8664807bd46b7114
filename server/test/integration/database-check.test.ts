import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import {
  checkDatabase, DatabaseCheckError, databaseProblem, readDatabaseFacts, requiredExtensions, type DatabaseFacts,
} from '../../src/db/database-check.js';
import { loadMigrations, pendingMigrations } from '../../src/db/migrate.js';
import { createTestDatabase } from '../helpers/test-app.js';

/** A server that answers the check's query with made-up facts (the rest of the check is the real code). */
const serverClaiming = (facts: DatabaseFacts): Pick<pg.Pool, 'query'> => ({
  query: (async () => ({ rows: [{ version: facts.version, number: facts.versionNumber, extensions: facts.extensions }] })) as unknown as pg.Pool['query'],
});

describe('the database check at start', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => { ({ database, drop } = await createTestDatabase()); });
  afterAll(async () => { await drop(); });

  it('reads the extensions the migrations create from their SQL', () => {
    expect(requiredExtensions(loadMigrations())).toEqual(['btree_gist', 'cube', 'earthdistance', 'pg_trgm']);
  });

  it("passes on the test suite's PostgreSQL, whose version and extensions it reads", async () => {
    const facts = await readDatabaseFacts(database.pool);
    const { rows: [server] } = await database.pool.query<{ server_version_num: string }>('SHOW server_version_num');
    expect(facts.versionNumber).toBe(Number(server!.server_version_num));
    expect(facts.versionNumber).toBeGreaterThanOrEqual(150_000);
    expect(facts.extensions).toEqual(expect.arrayContaining(['btree_gist', 'cube', 'earthdistance', 'pg_trgm', 'plpgsql']));
    await expect(checkDatabase(database.pool)).resolves.toBeUndefined();
  });

  it('fails with one line naming an old version and the missing extensions', async () => {
    const facts = await readDatabaseFacts(database.pool);
    const old = serverClaiming({
      version: '14.12 (Debian 14.12-1)', versionNumber: 140_012, extensions: facts.extensions.filter((e) => e !== 'cube' && e !== 'pg_trgm'),
    });
    const failure = checkDatabase(old);
    await expect(failure).rejects.toBeInstanceOf(DatabaseCheckError);
    await expect(failure).rejects.toThrow(new Error('DATABASE_URL: PostgreSQL 14.12 (Debian 14.12-1) is too old (15 or newer is needed); '
      + "the extensions cube, pg_trgm the migrations need are not available (install PostgreSQL's contrib modules)"));
  });

  it('judges the version and each extension on its own', () => {
    const all = ['btree_gist', 'cube', 'earthdistance', 'pg_trgm'];
    expect(databaseProblem({ version: '15.0', versionNumber: 150_000, extensions: all }, all)).toBeUndefined();
    expect(databaseProblem({ version: '17.2', versionNumber: 170_002, extensions: all.slice(1) }, all))
      .toBe("DATABASE_URL: the extension btree_gist the migrations need is not available (install PostgreSQL's contrib modules)");
    expect(databaseProblem({ version: '14.99', versionNumber: 140_099, extensions: all }, all))
      .toBe('DATABASE_URL: PostgreSQL 14.99 is too old (15 or newer is needed)');
  });

  it('tells an instance that must not migrate which migrations its database lacks', async () => {
    const migrations = loadMigrations();
    expect(await pendingMigrations(database.pool, migrations)).toEqual([]);
    await database.pool.query('DELETE FROM schema_migrations WHERE version = $1', [migrations.at(-1)!.version]);
    expect((await pendingMigrations(database.pool, migrations)).map((m) => m.version)).toEqual([migrations.at(-1)!.version]);
  });
});
