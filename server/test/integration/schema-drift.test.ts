/**
 * `src/db/schema.ts` describes every table and column the migrations create (see test/helpers/schema-drift.ts
 * for what is compared). When this fails, change the Drizzle table of the named table or column to match the
 * migration (or the migration, if the schema is right).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.js';
import { compareShapes, drizzleShape, readDatabaseShape } from '../helpers/schema-drift.js';
import { createTestDatabase } from '../helpers/test-app.js';

let clone: Awaited<ReturnType<typeof createTestDatabase>>;
const drizzle = drizzleShape(schema);

beforeAll(async () => { clone = await createTestDatabase(); });
afterAll(async () => { await clone.drop(); });

/** The differences left by `change` (if any), made in a transaction that is rolled back. */
async function differencesAfter(change?: string): Promise<string[]> {
  const client = await clone.database.pool.connect();
  try {
    await client.query('BEGIN');
    if (change) await client.query(change);
    return compareShapes(await readDatabaseShape(client), drizzle.shape);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('db/schema.ts and the migrations', () => {
  it('describe the same tables, columns, types, nullability, defaults and primary keys', async () => {
    expect(drizzle.problems).toEqual([]);
    expect(drizzle.shape.tables.size).toBeGreaterThanOrEqual(32);
    expect(await differencesAfter()).toEqual([]);
  });

  it('names the table or column a migration changed without schema.ts', async () => {
    // Only what each change adds: the first test reports any drift already there.
    const before = new Set(await differencesAfter());
    const after = async (change: string) => (await differencesAfter(change)).filter((d) => !before.has(d));
    expect(await after('ALTER TABLE bookings ADD COLUMN drift_probe integer')).toEqual([
      'column "bookings.drift_probe": created by the migrations, missing from src/db/schema.ts',
    ]);
    expect(await after('ALTER TABLE refunds DROP COLUMN reason')).toEqual([
      'column "refunds.reason": in src/db/schema.ts, not created by the migrations',
    ]);
    expect(await after('ALTER TABLE payments ALTER COLUMN amount TYPE bigint')).toEqual([
      'column "payments.amount": type bigint in the database, integer in src/db/schema.ts',
    ]);
    expect(await after('ALTER TABLE companies ALTER COLUMN languages TYPE varchar(2)[]')).toEqual([
      'column "companies.languages": type character varying[] in the database, text[] in src/db/schema.ts',
    ]);
    expect(await after('ALTER TABLE employees ALTER COLUMN regular_hours_per_week TYPE numeric(5, 2)')).toEqual([
      'column "employees.regular_hours_per_week": type numeric(5,2) in the database, numeric(4,1) in src/db/schema.ts',
    ]);
    expect(await after('ALTER TABLE notifications ALTER COLUMN title DROP NOT NULL')).toEqual([
      'column "notifications.title": nullable in the database, NOT NULL in src/db/schema.ts',
    ]);
    expect(await after('ALTER TABLE webhook_deliveries ALTER COLUMN attempts DROP DEFAULT')).toEqual([
      'column "webhook_deliveries.attempts": default none in the database, default in src/db/schema.ts',
    ]);
    expect(await after('CREATE TABLE drift_probe (id uuid PRIMARY KEY)')).toEqual([
      'table "drift_probe": created by the migrations, missing from src/db/schema.ts',
    ]);
    expect(await after('DROP TABLE employee_availability')).toEqual([
      'table "employee_availability": in src/db/schema.ts, not created by the migrations',
    ]);
    expect(await after('ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey, ADD PRIMARY KEY (user_id, key)')).toEqual([
      'table "idempotency_keys": primary key (key, user_id) in the database, (key, scope, user_id) in src/db/schema.ts',
    ]);
  });
});
