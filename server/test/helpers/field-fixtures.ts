import { eq, sql } from 'drizzle-orm';
import type { BlockType } from '@pitchside/shared-api/contracts/field-constants';
import type { Db } from '../../src/db/client.js';
import { companies, fieldBlocks, fieldImages, fieldPricingRules, fieldSchedules, fields } from '../../src/db/schema.js';
import { DEMO_COMPANY } from '../../src/seed/demo-accounts.js';

// Rows written straight into the tables, for tests that read fields without going through the
// management API (search, availability).

type FieldRow = typeof fields.$inferInsert;
type ScheduleRow = Omit<typeof fieldSchedules.$inferInsert, 'fieldId' | 'companyId'>;
type RuleRow = Omit<typeof fieldPricingRules.$inferInsert, 'fieldId' | 'companyId' | 'name'> & { name?: string };

export interface FieldFixture extends Partial<Omit<FieldRow, 'companyId'>> {
  schedules?: ScheduleRow[];
  pricingRules?: RuleRow[];
  blocks?: { type: BlockType; start: string; end: string }[];
  /** Stored image paths, at their list index unless a position is given (the lowest is the primary). */
  images?: (string | { path: string; position: number })[];
}

/** The same hours on the given weekdays (every day by default). */
export function weeklyHours(openTime: string, closeTime: string, slotDuration = 60, breakDuration = 0, days = [0, 1, 2, 3, 4, 5, 6]): ScheduleRow[] {
  return days.map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, slotDuration, breakDuration, isActive: true }));
}

export async function demoCompanyId(db: Db): Promise<string> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
  if (!company) throw new Error('the demo company is missing from the seed');
  return company.id;
}

/** A published, active field in New York unless told otherwise; answers its id. */
export async function insertField(db: Db, companyId: string, fixture: FieldFixture = {}): Promise<string> {
  const { schedules = [], pricingRules = [], blocks = [], images = [], ...attributes } = fixture;
  const [row] = await db.insert(fields).values({
    companyId,
    name: 'Fixture Field',
    sportType: 'football',
    surfaceType: 'grass',
    indoor: false,
    capacity: 22,
    address: '1 Test Street',
    city: 'New York',
    country: 'US',
    latitude: 40.7128,
    longitude: -74.006,
    basePricePerHour: 4000,
    currency: 'USD',
    timezone: 'America/New_York',
    status: 'active',
    publicationState: 'published',
    ...attributes,
  }).returning({ id: fields.id });
  const fieldId = row!.id;
  const owned = { fieldId, companyId };
  if (schedules.length) await db.insert(fieldSchedules).values(schedules.map((s) => ({ ...s, ...owned })));
  if (pricingRules.length) await db.insert(fieldPricingRules).values(pricingRules.map((r, i) => ({ name: `Rule ${i + 1}`, ...r, ...owned })));
  if (blocks.length) {
    await db.insert(fieldBlocks).values(blocks.map((b) => ({ ...owned, type: b.type, startsAt: new Date(b.start), endsAt: new Date(b.end) })));
  }
  if (images.length) {
    await db.insert(fieldImages).values(images.map((image, index) => ({ ...owned, ...(typeof image === 'string' ? { path: image, position: index } : image) })));
  }
  return fieldId;
}

/** Removes every field (seeded ones included, with the demo bookings and payments of them) so a test sees only its own. */
export async function clearFields(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM refunds`);
    await tx.execute(sql`DELETE FROM payments`);
    await tx.execute(sql`DELETE FROM bookings`);
    await tx.delete(fields);
  });
}
