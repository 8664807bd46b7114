// The production build (build.mjs) runs: the compiled API serves against the suite's PostgreSQL, the
// compiled migration job migrates an empty database for an API started with RUN_MIGRATIONS=false, and a
// stack trace of the compiled code names the TypeScript sources.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/db/embedded-postgres.js';
import { loadMigrations } from '../../src/db/migrate.js';
import { REPO_ROOT, SERVER_ROOT } from '../../src/lib/paths.js';
import { TEMPLATE_DB, TEST_ENV } from '../helpers/test-env.js';

// Inside server/ (its node_modules and migrations are found from there), apart from dist/.
const OUT = path.join(SERVER_ROOT, 'node_modules', '.cache', `pitchside-build-test-${process.pid}`);
const created: string[] = [];
const folders: string[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database (a clone of the migrated, seeded template, or empty); its URL. */
async function newDatabase(template?: string): Promise<string> {
  const name = `compiled_${randomUUID().replace(/-/g, '')}`;
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  created.push(name);
  return `${inject('pgUrlPrefix')}${name}`;
}

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-compiled-'));
  folders.push(dir);
  return dir;
}

interface Run { code: number | null; stdout: string; stderr: string }

/** Runs a compiled entry to its end. */
function run(file: string, env: NodeJS.ProcessEnv, nodeOptions = ['--enable-source-maps']): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, path.join(OUT, file)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The production environment of the compiled API on `databaseUrl`, listening on a free loopback port. */
async function productionEnv(databaseUrl: string, extra: Record<string, string> = {}): Promise<{ env: NodeJS.ProcessEnv; base: string }> {
  const port = await freePort();
  return {
    base: `http://127.0.0.1:${port}`,
    env: {
      PATH: process.env.PATH, TZ: 'UTC', ...TEST_ENV, NODE_ENV: 'production', DATABASE_URL: databaseUrl, MAIL_TRANSPORT: 'outbox',
      DATA_DIR: tempFolder(), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...extra,
    },
  };
}

/** Starts the compiled API, waits for its first 200 from /api/v1/health, runs `meanwhile`, then stops it with SIGTERM. */
async function serveOnce(env: NodeJS.ProcessEnv, base: string, meanwhile?: () => Promise<void>): Promise<Run & { health: unknown }> {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(OUT, 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the compiled API exited with ${child.exitCode}: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`the compiled API did not answer within 30 s: ${stderr}`);
      const response = await fetch(`${base}/api/v1/health`).catch(() => undefined);
      if (response?.status === 200) {
        const health: unknown = await response.json();
        await meanwhile?.();
        child.kill('SIGTERM');
        return { code: await closed, stdout, stderr, health };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

describe('the compiled server (dist/)', () => {
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', OUT], { cwd: SERVER_ROOT });
  }, 60_000);

  afterAll(async () => {
    rmSync(OUT, { recursive: true, force: true });
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('serves /api/v1/health against PostgreSQL and stops cleanly on SIGTERM', async () => {
    // The front end of the application's folder, as an image carries it: read, never rewritten.
    const staticRoot = path.join(REPO_ROOT, 'deploy', 'out');
    const { env, base } = await productionEnv(await newDatabase(TEMPLATE_DB), { STATIC_ROOT: staticRoot });
    const answers: Record<string, number> = {};
    const result = await serveOnce(env, base, async () => {
      // A sign-in and a field's week of slots: queries, tokens and time zones run from the bundle.
      const login = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@pitchside.test', password: 'Customer123!' }),
      });
      const { data: { accessToken } } = await login.json() as { data: { accessToken: string } };
      answers.profile = (await fetch(`${base}/api/v1/auth/profile`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
      const search = await (await fetch(`${base}/api/v1/fields?limit=1`)).json() as { data: { fields: { id: string }[] } };
      const week = await fetch(`${base}/api/v1/fields/${search.data.fields[0]!.id}/availability?from=${new Date().toISOString().slice(0, 10)}`);
      answers.availability = week.status;
      answers.days = ((await week.json()) as { data: { days: unknown[] } }).data.days.length;
    });
    expect(result.health).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
    expect(answers).toEqual({ profile: 200, availability: 200, days: 7 });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Note: the remotes' registry ${path.join(staticRoot, 'remotes.json')} is inside the application's folder`);
    expect(result.stdout).toContain('Stopped cleanly.');
  });

  it('migrates an empty database with dist/migrate.js, for an API that does not migrate', async () => {
    const url = await newDatabase();
    const notMigrated = await productionEnv(url, { RUN_MIGRATIONS: 'false' });
    const refused = await run('main.js', notMigrated.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Start-up failed: RUN_MIGRATIONS=false but the database lacks migration(s) 0001_initial, ');

    const versions = loadMigrations().map((m) => m.version);
    // The job reads DATABASE_URL alone: none of the API's production settings.
    const migrated = await run('migrate.js', { PATH: process.env.PATH, DATABASE_URL: url });
    expect(migrated).toMatchObject({ code: 0, stdout: `Applied migrations: ${versions.join(', ')}\n`, stderr: expect.not.stringContaining('Error') });

    const served = await serveOnce(notMigrated.env, notMigrated.base);
    expect(served.health).toMatchObject({ data: { database: 'up' } });
    expect(served.stdout).not.toContain('Applied migrations');
    expect(served.stdout).not.toContain('Note:'); // its front end (none) is not in the application's folder
  });

  it('says what the migration job lacks without DATABASE_URL', async () => {
    expect(await run('migrate.js', { PATH: process.env.PATH })).toEqual({
      code: 1, stdout: '', stderr: 'Migration failed: Invalid environment:\n  DATABASE_URL: required: the PostgreSQL to migrate, '
        + 'e.g. postgres://user:password@db.example:5432/pitchside\n',
    });
  });

  it('prints stack traces that point at the TypeScript sources', async () => {
    // An embedded PostgreSQL folder under a file: the start fails in src/db/embedded-postgres.ts, called by src/main.ts.
    const dir = tempFolder();
    writeFileSync(path.join(dir, 'a-file'), '');
    mkdirSync(path.join(dir, 'data'));
    const env = { PATH: process.env.PATH, ...TEST_ENV, DATA_DIR: path.join(dir, 'data'), PG_DATA_DIR: path.join(dir, 'a-file', 'pg') };
    const mapped = await run('main.js', env);
    expect(mapped.code).toBe(1);
    const frames = mapped.stderr.split('\n').filter((line) => line.trim().startsWith('at ') && !line.includes('node:'));
    expect(frames[0]).toMatch(new RegExp(`at initialise \\(${path.join(SERVER_ROOT, 'src', 'db', 'embedded-postgres.ts')}:\\d+:\\d+\\)$`));
    expect(frames.some((frame) => frame.includes(`${path.join(SERVER_ROOT, 'src', 'main.ts')}:`))).toBe(true);
    expect(frames.join('\n')).not.toContain(OUT);
    // Without the flag the same frames name the bundle: the maps are what point at the sources.
    const unmapped = await run('main.js', env, []);
    expect(unmapped.stderr).toMatch(new RegExp(`at initialise \\(file://${OUT}/main\\.js:\\d+:\\d+\\)`));
  });
});
