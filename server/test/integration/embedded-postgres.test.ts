import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { loadMigrations, migrate } from '../../src/db/migrate.js';

const root = mkdtempSync(path.join(tmpdir(), 'pitchside-embedded-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const alive = (pid: number) => { try { process.kill(pid, 0); return true; } catch { return false; } };

describe('embedded PostgreSQL and migrations', () => {
  it('initialises, migrates once under concurrency, keeps data across restarts and stops without leftovers', async () => {
    const dataDir = path.join(root, 'pg');
    const first = await startEmbeddedPostgres({ dataDir });
    try {
      const admin = new pg.Client({ connectionString: first.adminUrl });
      await admin.connect();
      await admin.query('CREATE DATABASE app');
      await admin.end();
      // Two instances starting together: the advisory lock lets exactly one apply each migration.
      const a = openDatabase(first.urlFor('app'), 2);
      const b = openDatabase(first.urlFor('app'), 2);
      const [appliedA, appliedB] = await Promise.all([migrate(a.pool), migrate(b.pool)]);
      expect([...appliedA, ...appliedB].sort()).toEqual(loadMigrations().map((m) => m.version));
      const { rows } = await a.pool.query('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows[0]).toEqual({ version: '0001', name: 'initial' });
      await a.pool.query("INSERT INTO users (email, password_hash, role, first_name, last_name) VALUES ('keep@x.io', 'h', 'CUSTOMER', 'K', 'M')");
      await a.close();
      await b.close();
    } finally {
      await first.stop();
    }
    expect(alive(first.pid)).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      const db = openDatabase(second.urlFor('app'), 1);
      expect(await migrate(db.pool)).toEqual([]);
      const { rows } = await db.pool.query('SELECT email FROM users');
      expect(rows).toEqual([{ email: 'keep@x.io' }]);
      await db.close();
    } finally {
      await second.stop();
    }
    expect(alive(second.pid)).toBe(false);
  });

  it('refuses a migration edited after it was applied', async () => {
    const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg2') });
    const db = openDatabase(server.urlFor('postgres'), 1);
    try {
      await migrate(db.pool, [{ version: '0001', name: 'one', sql: 'CREATE TABLE one (id int)', checksum: 'a' }]);
      await expect(migrate(db.pool, [{ version: '0001', name: 'one', sql: 'CREATE TABLE one (id bigint)', checksum: 'b' }])).rejects.toThrow(/edited/);
      // A failing migration leaves nothing half-applied.
      await expect(migrate(db.pool, [
        { version: '0001', name: 'one', sql: 'CREATE TABLE one (id int)', checksum: 'a' },
        { version: '0002', name: 'bad', sql: 'CREATE TABLE two (id int); SELECT nope;', checksum: 'c' },
      ])).rejects.toThrow(/0002_bad failed/);
      const { rows } = await db.pool.query("SELECT to_regclass('two') AS t");
      expect(rows[0].t).toBeNull();
    } finally {
      await db.close();
      await server.stop();
    }
  });
});
