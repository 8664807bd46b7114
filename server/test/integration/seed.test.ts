import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { seed } from '../../src/seed/seed.js';
import { DEMO_COMPANY } from '../../src/seed/demo-accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const count = async (table: string) =>
  (await t.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('demo seed', () => {
  it('is idempotent: a second run creates nothing', async () => {
    const before = { users: await count('users'), companies: await count('companies'), notifications: await count('notifications') };
    expect(await seed(t.database.db, t.config, systemClock)).toEqual([]);
    expect({ users: await count('users'), companies: await count('companies'), notifications: await count('notifications') }).toEqual(before);
  });

  it('creates the company, the staff employee and verified accounts with notifications', async () => {
    const { rows } = await t.database.pool.query(`
      SELECT u.email, u.role, u.email_verified_at IS NOT NULL AS verified, e.employee_role, e.permissions, c.name AS company,
             (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id) AS notifications
        FROM users u LEFT JOIN employees e ON e.user_id = u.id LEFT JOIN companies c ON c.id = e.company_id OR c.owner_id = u.id
       ORDER BY u.email`);
    expect(rows).toEqual([
      { email: 'admin@pitchside.test', role: 'SUPER_ADMIN', verified: true, employee_role: null, permissions: null, company: null, notifications: 3 },
      { email: 'customer@pitchside.test', role: 'CUSTOMER', verified: true, employee_role: null, permissions: null, company: null, notifications: 3 },
      { email: 'employee@pitchside.test', role: 'EMPLOYEE', verified: true, employee_role: 'staff', permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'], company: DEMO_COMPANY, notifications: 3 },
      { email: 'owner@pitchside.test', role: 'COMPANY_OWNER', verified: true, employee_role: null, permissions: null, company: DEMO_COMPANY, notifications: 3 },
    ]);
  });

  it('seeds only the admin in production, and only with ADMIN_PASSWORD', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      await prod.database.pool.query('TRUNCATE users CASCADE');
      expect(await seed(prod.database.db, prod.config, systemClock)).toEqual([]);
      const withPassword = { ...prod.config, admin: { email: 'root@example.com', password: 'S3cure-admin-pass' } };
      expect((await seed(prod.database.db, withPassword, systemClock)).map((a) => a.email)).toEqual(['root@example.com']);
    } finally {
      await prod.close();
    }
  });
});
