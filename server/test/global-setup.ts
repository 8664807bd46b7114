/**
 * One embedded PostgreSQL for the whole run, with a template database that already holds the
 * migrations and the demo seed. Each test file clones it (CREATE DATABASE … TEMPLATE …), so files
 * are isolated and start in milliseconds. Everything is removed at the end.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { systemClock } from '../src/lib/clock.js';
import { loadConfig } from '../src/plugins/config.js';
import { seed } from '../src/seed/seed.js';
import { TEMPLATE_DB, TEST_ENV } from './helpers/test-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgUrlPrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchside-test-'));
  chmodSync(root, 0o755); // the server runs as the `postgres` user when tests run as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = openDatabase(server.urlFor(TEMPLATE_DB), 2);
    await migrate(database.pool);
    await seed(database.db, loadConfig({ ...TEST_ENV, DATA_DIR: root }), systemClock);
    await database.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgUrlPrefix', server.urlFor(''));
  return async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
