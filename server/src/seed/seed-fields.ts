import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@pitchside/shared-api/contracts/session-user';
import type { Db, Executor } from '../db/client.js';
import { companies, fieldBlocks, fieldImages, fieldPricingRules, fieldSchedules, fields } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { FileStorage } from '../modules/files/file-storage.js';
import { renderFieldImage, VIEW_COUNT } from './demo-field-images.js';
import { DEMO_BOOKING_RULES, DEMO_FIELDS, DEMO_MAINTENANCE, DEMO_PRICING_RULES, type DemoField } from './demo-fields.js';

const HOUR = 60 * 60 * 1000;

interface PreparedField { id: string; demo: DemoField; imagePaths: string[] }

/**
 * Gives each demo company its demo fields, images, schedules, pricing rules and a maintenance block,
 * once: a company that already has any field (published, draft or archived) is left alone. The check
 * and the inserts share a transaction under an advisory lock, so two instances starting together
 * cannot both seed. Answers how many fields were created.
 */
export async function seedDemoFields(db: Db, storage: FileStorage, clock: Clock): Promise<number> {
  const images = new Map<string, Promise<Buffer>>();
  const image = (demo: DemoField, view: number) => {
    const key = `${demo.sportType}:${view}`;
    if (!images.has(key)) images.set(key, renderFieldImage(demo.sportType, view));
    return images.get(key)!;
  };
  let created = 0;
  for (const companyName of new Set(DEMO_FIELDS.map((f) => f.company))) {
    const [company] = await db.select({ id: companies.id }).from(companies)
      .where(and(eq(companies.tenantId, DEFAULT_TENANT_ID), eq(companies.name, companyName))).limit(1);
    if (!company || (await hasFields(db, company.id))) continue;
    const demos = DEMO_FIELDS.filter((f) => f.company === companyName);
    // Pictures go to disk first (storage is not transactional); they are removed if the insert loses.
    const prepared: PreparedField[] = await Promise.all(demos.map(async (demo, i) => {
      const id = randomUUID();
      const imagePaths = await Promise.all(Array.from({ length: demo.images }, async (_, k) =>
        storage.save(`field-images/${id}`, 'jpg', await image(demo, (i + k) % VIEW_COUNT))));
      return { id, demo, imagePaths };
    }));
    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`demo-fields:${company.id}`}))`);
      if (await hasFields(tx, company.id)) return false;
      await insertFields(tx, company.id, prepared, clock.now());
      const rules = DEMO_BOOKING_RULES[companyName];
      if (rules) {
        await tx.execute(sql`UPDATE companies SET tax_rate_bp = ${rules.taxRateBp}, processing_fee = ${rules.processingFee},
                                pay_on_site = ${rules.payOnSite}, requires_confirmation = ${rules.requiresConfirmation} WHERE id = ${company.id}`);
      }
      return true;
    });
    if (inserted) created += prepared.length;
    else await Promise.all(prepared.flatMap((p) => p.imagePaths).map((p) => storage.remove(p)));
  }
  return created;
}

async function hasFields(exec: Executor, companyId: string): Promise<boolean> {
  const [row] = await exec.select({ id: fields.id }).from(fields).where(eq(fields.companyId, companyId)).limit(1);
  return row !== undefined;
}

async function insertFields(tx: Executor, companyId: string, prepared: PreparedField[], now: Date): Promise<void> {
  // Staggered creation times give "newest first" a stable, meaningful order.
  const createdAt = (i: number) => new Date(now.getTime() - (prepared.length - i) * 6 * HOUR);
  await tx.insert(fields).values(prepared.map(({ id, demo }, i): typeof fields.$inferInsert => ({
    id, companyId,
    name: demo.name, description: demo.description, sportType: demo.sportType, surfaceType: demo.surfaceType,
    indoor: demo.indoor, capacity: demo.capacity, minPlayers: demo.minPlayers, maxPlayers: demo.maxPlayers,
    lengthM: demo.length, widthM: demo.width, address: demo.address, city: demo.city, state: demo.region,
    postalCode: demo.postalCode, country: demo.country, latitude: demo.latitude, longitude: demo.longitude,
    lighting: demo.lighting, roofed: demo.roofed, equipment: demo.equipment, rules: demo.rules, amenities: demo.amenities,
    status: 'active', publicationState: demo.publication, basePricePerHour: demo.basePricePerHour, currency: demo.currency,
    timezone: demo.timezone,
    publishedAt: demo.publication === 'draft' ? null : createdAt(i),
    createdAt: createdAt(i), updatedAt: createdAt(i),
  })));
  await tx.insert(fieldImages).values(prepared.flatMap(({ id, imagePaths }) =>
    imagePaths.map((path, position) => ({ fieldId: id, companyId, path, position }))));
  await tx.insert(fieldSchedules).values(prepared.flatMap(({ id, demo }) => demo.hours.map((h) => ({
    fieldId: id, companyId, dayOfWeek: h.dayOfWeek, openTime: h.openTime, closeTime: h.closeTime,
    slotDuration: h.slotDuration, breakDuration: h.breakDuration ?? 0, isActive: h.isActive ?? true,
  }))));
  const rules = prepared.flatMap(({ id, demo }) => DEMO_PRICING_RULES
    .filter(({ offPeak }) => demo.pricing === 'full' || (demo.pricing === 'evenings' && !offPeak))
    .map(({ rule }) => ({ ...rule, fieldId: id, companyId })));
  if (rules.length > 0) await tx.insert(fieldPricingRules).values(rules);
  const maintained = prepared.find((p) => p.demo.name === DEMO_MAINTENANCE.field);
  if (maintained) await tx.insert(fieldBlocks).values({ ...maintenanceWindow(maintained.demo.timezone, now), fieldId: maintained.id, companyId, type: 'maintenance', note: DEMO_MAINTENANCE.note });
}

/** The maintenance hours, `inDays` after the field's local today. */
function maintenanceWindow(timezone: string, now: Date): { startsAt: Date; endsAt: Date } {
  const today = new TZDate(now, timezone);
  const at = ({ hours, minutes }: { hours: number; minutes: number }) =>
    new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + DEMO_MAINTENANCE.inDays, hours, minutes, timezone).getTime());
  return { startsAt: at(DEMO_MAINTENANCE.startTime), endsAt: at(DEMO_MAINTENANCE.endTime) };
}
