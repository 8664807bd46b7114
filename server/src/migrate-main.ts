/**
 * Applies the migrations (server/migrations) and the job queue's schema to DATABASE_URL, then exits 0:
 * run once before a rollout (compiled: `node dist/migrate.js`, e.g. a Kubernetes Job), with the API
 * instances started with RUN_MIGRATIONS=false. It reads DATABASE_URL alone, so it runs with the API's
 * environment or with nothing else. Concurrent runs (or an API migrating at start) wait for each other
 * on the migrations' advisory lock.
 */
import { z } from 'zod';
import { openDatabase } from './db/client.js';
import { checkDatabase } from './db/database-check.js';
import { migrate } from './db/migrate.js';
import { ZDatabaseUrl } from './plugins/config.js';

const ZMigrationEnvSchema = z.object({
  DATABASE_URL: z.string({ error: 'required: the PostgreSQL to migrate, e.g. postgres://user:password@db.example:5432/pitchside' }).pipe(ZDatabaseUrl),
});

async function main(): Promise<void> {
  const parsed = ZMigrationEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  // The migration holds one connection (its advisory lock) and the check another.
  const database = openDatabase(parsed.data.DATABASE_URL, 2);
  try {
    await checkDatabase(database.pool);
    const applied = await migrate(database.pool);
    process.stdout.write(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}\n` : 'The database is up to date.\n');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
