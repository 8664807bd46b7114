import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { DiskFileStorage } from '../../src/modules/files/disk-file-storage.js';
import { FileStorage } from '../../src/modules/files/file-storage.js';
import { seed } from '../../src/seed/seed.js';
import { DEMO_COMPANY, DEMO_COMPANY_ATLAS } from '../../src/seed/demo-accounts.js';
import { clearFields } from '../helpers/field-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const DEMO_TABLES = [
  'users', 'companies', 'notifications', 'fields', 'field_images', 'field_schedules', 'field_pricing_rules', 'field_blocks',
  'bookings', 'payments', 'refunds', 'idempotency_keys', 'test_processor_cards', 'test_processor_operations',
];
const count = async (table: string) =>
  (await t.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
const counts = async () => Object.fromEntries(await Promise.all(DEMO_TABLES.map(async (table) => [table, await count(table)])));
const rows = async <T extends object>(text: string) => (await t.database.pool.query<T & Record<string, unknown>>(text)).rows;

/** The app's uploads folder (these tests keep files on disk). */
function uploadsDir(): string {
  if (t.config.files.kind !== 'disk') throw new Error('the seed tests keep uploaded files on disk');
  return t.config.files.root;
}

/** Every stored file under the uploads folder, as paths relative to it. */
function storedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('demo seed', () => {
  it('is idempotent: a second run creates nothing', async () => {
    const before = await counts();
    expect(before.fields).toBeGreaterThan(0);
    expect(await seed(t.database.db, t.config, systemClock)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(storedFiles(uploadsDir())).toEqual([]);
  });

  it('creates the companies, the staff employee and verified accounts with notifications', async () => {
    const accounts = await rows(`
      SELECT u.email, u.role, u.email_verified_at IS NOT NULL AS verified, e.employee_role, e.permissions, c.name AS company,
             (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id) AS notifications
        FROM users u LEFT JOIN employees e ON e.user_id = u.id LEFT JOIN companies c ON c.id = e.company_id OR c.owner_id = u.id
       ORDER BY u.email COLLATE "C"`);
    expect(accounts).toEqual([
      { email: 'admin@pitchside.test', role: 'SUPER_ADMIN', verified: true, employee_role: null, permissions: null, company: null, notifications: 3 },
      { email: 'customer@pitchside.test', role: 'CUSTOMER', verified: true, employee_role: null, permissions: null, company: null, notifications: 3 },
      { email: 'employee@pitchside.test', role: 'EMPLOYEE', verified: true, employee_role: 'staff', permissions: ['MANAGE_RESERVATIONS', 'SCAN_QR_CODES'], company: DEMO_COMPANY, notifications: 3 },
      { email: 'owner.atlas@pitchside.test', role: 'COMPANY_OWNER', verified: true, employee_role: null, permissions: null, company: DEMO_COMPANY_ATLAS, notifications: 3 },
      { email: 'owner@pitchside.test', role: 'COMPANY_OWNER', verified: true, employee_role: null, permissions: null, company: DEMO_COMPANY, notifications: 3 },
    ]);
    expect(await rows('SELECT name, timezone FROM companies ORDER BY name')).toEqual([
      { name: DEMO_COMPANY_ATLAS, timezone: 'Africa/Casablanca' },
      { name: DEMO_COMPANY, timezone: 'America/New_York' },
    ]);
  });

  it('lists at least 12 published fields in three cities and zones, of both companies, plus a draft and an archived one', async () => {
    const states = await rows<{ publication_state: string; n: number }>('SELECT publication_state, count(*)::int AS n FROM fields GROUP BY 1 ORDER BY 1');
    expect(Object.fromEntries(states.map((s) => [s.publication_state, s.n]))).toEqual({ archived: 1, draft: 1, published: expect.any(Number) });
    expect(states.find((s) => s.publication_state === 'published')!.n).toBeGreaterThanOrEqual(12);
    const places = await rows(`
      SELECT f.city, f.timezone, f.currency, c.name AS company, count(*)::int AS n, count(DISTINCT f.sport_type)::int AS sports
        FROM fields f JOIN companies c ON c.id = f.company_id WHERE f.publication_state = 'published' AND f.status = 'active'
       GROUP BY 1, 2, 3, 4 ORDER BY 1`);
    expect(places.map(({ n: _n, sports: _s, ...place }) => place)).toEqual([
      { city: 'Casablanca', timezone: 'Africa/Casablanca', currency: 'EUR', company: DEMO_COMPANY_ATLAS },
      { city: 'New York', timezone: 'America/New_York', currency: 'USD', company: DEMO_COMPANY },
      { city: 'Paris', timezone: 'Europe/Paris', currency: 'EUR', company: DEMO_COMPANY_ATLAS },
    ]);
    for (const place of places) expect(place.sports, String(place.city)).toBeGreaterThanOrEqual(3);
    // Every published field is complete enough to be listed and booked.
    expect(await rows(`
      SELECT name FROM fields WHERE publication_state = 'published'
         AND (published_at IS NULL OR base_price_per_hour <= 0 OR cardinality(amenities) = 0 OR cardinality(rules) = 0
              OR cardinality(equipment) = 0 OR length_m IS NULL OR width_m IS NULL OR description = '')`)).toEqual([]);
  });

  it('gives every field weekly hours and published fields their peak, off-peak and weekend rules', async () => {
    expect(await rows(`SELECT f.name FROM fields f WHERE NOT EXISTS (SELECT 1 FROM field_schedules s WHERE s.field_id = f.id AND s.is_active)`)).toEqual([]);
    const closing = await rows<{ close_time: string }>(`SELECT DISTINCT close_time FROM field_schedules`);
    expect(closing.map((c) => c.close_time)).toContain('24:00');
    const weekdayWeekend = await rows(`
      SELECT f.name FROM fields f
       WHERE (SELECT count(DISTINCT (s.open_time, s.close_time)) FROM field_schedules s WHERE s.field_id = f.id) > 1`);
    expect(weekdayWeekend.length).toBeGreaterThanOrEqual(3);
    const rules = await rows(`
      SELECT DISTINCT r.name, r.price_multiplier, r.priority, r.start_time, r.end_time, r.day_of_week
        FROM field_pricing_rules r ORDER BY r.priority DESC, r.name`);
    expect(rules).toEqual([
      { name: 'Saturday rate', price_multiplier: 1.2, priority: 60, start_time: null, end_time: null, day_of_week: 6 },
      { name: 'Sunday rate', price_multiplier: 1.2, priority: 60, start_time: null, end_time: null, day_of_week: 0 },
      { name: 'Evening peak', price_multiplier: 1.3, priority: 50, start_time: '18:00', end_time: '22:00', day_of_week: null },
      { name: 'Morning off-peak', price_multiplier: 0.8, priority: 40, start_time: '06:00', end_time: '12:00', day_of_week: null },
    ]);
    expect(await rows(`
      SELECT f.name FROM fields f WHERE f.publication_state = 'published'
         AND NOT EXISTS (SELECT 1 FROM field_pricing_rules r WHERE r.field_id = f.id AND r.name = 'Evening peak')`)).toEqual([]);
  });

  it('puts one maintenance block on a published field in the coming days', async () => {
    const blocks = await rows<{ name: string; type: string; starts_at: Date; ends_at: Date }>(`
      SELECT f.name, b.type, b.starts_at, b.ends_at FROM field_blocks b JOIN fields f ON f.id = b.field_id AND f.company_id = b.company_id`);
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block).toMatchObject({ name: 'Hudson River Turf', type: 'maintenance' });
    const ahead = (block!.starts_at.getTime() - Date.now()) / 3_600_000;
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThan(4 * 24);
    expect(block!.ends_at.getTime() - block!.starts_at.getTime()).toBe(4 * 3_600_000);
    // Morning hours on the field's own clock.
    const newYorkTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' });
    expect(newYorkTime.format(block!.starts_at)).toBe('08:00');
  });

  it('gives the demo companies booking rules: tax, fee, confirmation by a manager at Green Park, payment on site for Atlas', async () => {
    const rules = await rows<{ name: string; tax_rate_bp: number; processing_fee: number; pay_on_site: boolean; booking_hold_minutes: number; requires_confirmation: boolean }>(`
      SELECT name, tax_rate_bp, processing_fee, pay_on_site, booking_hold_minutes, requires_confirmation FROM companies ORDER BY name`);
    expect(rules).toEqual(expect.arrayContaining([
      { name: DEMO_COMPANY, tax_rate_bp: 888, processing_fee: 150, pay_on_site: false, booking_hold_minutes: 10, requires_confirmation: true },
      { name: DEMO_COMPANY_ATLAS, tax_rate_bp: 2000, processing_fee: 100, pay_on_site: true, booking_hold_minutes: 10, requires_confirmation: false },
    ]));
  });

  it('stores two or three real images per field, served by the files route; a rerun adds nothing', async () => {
    // The template's images live in another data folder: seed this app's own copy of the fields (and so of their bookings).
    await clearFields(t.database.db);
    expect(await seed(t.database.db, t.config, systemClock)).toEqual([]);
    const images = await rows<{ field: string; path: string; position: number }>(
      'SELECT f.name AS field, i.path, i.position FROM field_images i JOIN fields f ON f.id = i.field_id ORDER BY f.name, i.position');
    const perField = new Map<string, number[]>();
    for (const image of images) perField.set(image.field, [...(perField.get(image.field) ?? []), image.position]);
    expect(perField.size).toBe(await count('fields'));
    for (const [field, positions] of perField) expect([[0, 1], [0, 1, 2]], field).toContainEqual(positions);

    const storage = new DiskFileStorage(uploadsDir());
    for (const image of images) {
      const file = storage.resolve(image.path);
      expect(file && existsSync(file), image.path).toBe(true);
    }
    const served = await t.app.inject(FileStorage.urlFor(images[0]!.path));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(served.rawPayload.length).toBeGreaterThan(10_000);

    const before = await counts();
    const files = storedFiles(uploadsDir()).sort();
    expect(files).toHaveLength(images.length);
    expect(await seed(t.database.db, t.config, systemClock)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(storedFiles(uploadsDir()).sort()).toEqual(files);
  });

  it('seeds only the admin in production, and only with ADMIN_PASSWORD', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      await prod.database.pool.query('TRUNCATE users, companies CASCADE');
      expect(await seed(prod.database.db, prod.config, systemClock)).toEqual([]);
      const withPassword = { ...prod.config, admin: { email: 'root@example.com', password: 'S3cure-admin-pass' } };
      expect((await seed(prod.database.db, withPassword, systemClock)).map((a) => a.email)).toEqual(['root@example.com']);
      const { rows: [left] } = await prod.database.pool.query<{ companies: number; fields: number }>(
        'SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM fields) AS fields');
      expect(left).toEqual({ companies: 0, fields: 0 });
    } finally {
      await prod.close();
    }
  });
});
