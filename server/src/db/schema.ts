/**
 * Drizzle view of every table the SQL migrations in `server/migrations/` create in the `public` schema,
 * one file per domain under `schema/`. The migrations are the source of truth: constraints Drizzle does not
 * express (checks, exclusion constraints, partial and expression indexes, triggers, foreign keys) live only
 * there. `test/integration/schema-drift.test.ts` fails when a table or column here and in the migrated
 * database differ in name, type, nullability, default or primary key.
 *
 * Not described here: `schema_migrations`, the migration runner's own bookkeeping (`db/migrate.ts`), and the
 * job queue's tables, which pg-boss keeps in its own `pgboss` schema (`modules/jobs/job-queue.ts`).
 */
export * from './schema/accounts.js';
export * from './schema/announcements.js';
export * from './schema/bookings.js';
export * from './schema/companies.js';
export * from './schema/customer-goals.js';
export * from './schema/employees.js';
export * from './schema/fields.js';
export * from './schema/notifications.js';
export * from './schema/payments.js';
export * from './schema/platform.js';
export * from './schema/promotions.js';
export * from './schema/promotion-announcements.js';
export * from './schema/rate-limits.js';
