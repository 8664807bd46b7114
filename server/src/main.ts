/**
 * Starts the API: configuration, database (embedded PostgreSQL unless DATABASE_URL is set, which is
 * checked first), migrations (unless RUN_MIGRATIONS=false: a job ran them, src/migrate-main.ts), seed,
 * HTTP server. SIGINT/SIGTERM: stop accepting, drain requests, close the pool, then stop the embedded
 * PostgreSQL. Run by tsx in development and compiled (`dist/main.js`, build.mjs) in production.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { checkDatabase } from './db/database-check.js';
import { startEmbeddedPostgres, type RunningPostgres } from './db/embedded-postgres.js';
import { migrate, pendingMigrations } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { isInside, REPO_ROOT } from './lib/paths.js';
import { runBookingUpkeep } from './modules/bookings/booking-upkeep.js';
import { ConfigError, loadConfig } from './plugins/config.js';
import { registryFileOf } from './plugins/static/remote-registry.js';
import { demoAccounts } from './seed/demo-accounts.js';
import { seed } from './seed/seed.js';

const DATABASE_NAME = 'pitchside';

async function ensureDatabase(server: RunningPostgres): Promise<string> {
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return server.urlFor(DATABASE_NAME);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => process.stdout.write(`${line}\n`);
  // Serving the image's front end is fine; rewriting its registry is not (read-only, and each instance's own).
  const registry = registryFileOf(config);
  if (config.isProduction && isInside(registry, REPO_ROOT)) {
    log(`Note: the remotes' registry ${registry} is inside the application's folder: activating a remote version from the `
      + 'admin area would rewrite it there, for this instance alone (and fails where that folder is read-only). '
      + 'Set REMOTES_REGISTRY to a writable file that every instance reads.');
  }
  // DATABASE_URL points at an external PostgreSQL (≥ 15); otherwise one is embedded.
  const embedded: RunningPostgres | undefined = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.pgDataDir, log });
  const url = embedded ? await ensureDatabase(embedded) : String(config.databaseUrl);
  const database = openDatabase(url);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  const shutdown = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal} received: draining requests…`);
    const force = setTimeout(() => { log('Shutdown timed out'); process.exit(1); }, 25_000);
    try {
      if (app && config.shutdownDelayMs > 0) {
        // Still accepting while the load balancer learns (/ready) that this instance is going away.
        app.beginDrain();
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      }
      if (app) await app.close(); // stops accepting, waits for in-flight requests, closes the pool
      else await database.close();
      await embedded?.stop();
      log('Stopped cleanly.');
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // An external server must offer what the migrations need (the embedded one ships it all).
    if (config.databaseUrl) await checkDatabase(database.pool);
    if (config.runMigrations) {
      const applied = await migrate(database.pool);
      if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    } else {
      const pending = await pendingMigrations(database.pool);
      if (pending.length > 0) {
        throw new Error(`RUN_MIGRATIONS=false but the database lacks migration(s) ${pending.map((m) => `${m.version}_${m.name}`).join(', ')}: `
          + 'run the migration job (node dist/migrate.js) first');
      }
    }
    const created = await seed(database.db, config, systemClock);
    if (created.length > 0) log(`Seeded ${created.length} account(s).`);
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    // Payments a crash left in flight are settled before anything else; the queue then runs the upkeep each minute.
    const { services, log: appLog } = app;
    void runBookingUpkeep(services, appLog, true).catch((error: unknown) => appLog.error({ err: error }, 'booking upkeep at start failed'));
  } catch (error) {
    process.stderr.write(`Start-up failed: ${(error as Error).message}\n`);
    await shutdown('start-up failure', 1);
    return;
  }
  const loopback = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host);
  const shown = loopback ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const frontEnd = existsSync(path.join(config.staticRoot, 'shell', 'index.html'));
  log(`\nPitchside is running: open http://${shown}:${port}/${frontEnd ? '' : '  (front end not built: run npm start)'}`);
  log(`API: http://${shown}:${port}/api/v1  (OpenAPI docs: /api/v1/docs)`);
  if (config.seedDemoData) {
    log('Sign in with one of the demo accounts:');
    for (const a of demoAccounts(config.admin)) log(`  ${a.label.padEnd(18)} ${a.email.padEnd(28)} ${a.password}`);
  }
}

main().catch((error: unknown) => {
  // A configuration error says all there is to say; anything else brings its stack (mapped to the .ts
  // sources when compiled: node --enable-source-maps).
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? error.stack ?? String(error) : String(error);
  process.stderr.write(`${text}\n`);
  process.exit(1);
});
