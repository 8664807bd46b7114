import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyFieldSummary, CompanyFieldsResponse, Field, FieldBookingPolicy } from '@pitchside/shared-api/contracts/field';
import type { FieldState, FieldStatus } from '@pitchside/shared-api/contracts/field-constants';
import type { Db, Executor } from '../../db/client.js';
import { companies, fieldImages, fields, fieldSchedules } from '../../db/schema.js';
import { FileStorage } from '../files/file-storage.js';
import { FieldCalendarRepository, type FieldScope } from './field-calendar.repository.js';
import { FieldImageRepository, imageUrl } from './field-image.repository.js';

/** Every attribute an owner writes, as the contract names them (without images, schedules, rules). */
export type FieldAttributes = Omit<Field, 'id' | 'publicationState' | 'images' | 'schedules' | 'pricingRules' | 'company' | 'bookingPolicy' | 'publishedAt' | 'createdAt' | 'updatedAt'>;

/** The little a rule needs to decide who may touch a field. */
export interface FieldRef {
  id: string;
  companyId: string;
  publicationState: FieldState;
  minPlayers: number | null;
  maxPlayers: number | null;
}

/** Contract names → columns (only `length`/`width` differ); absent keys stay absent. */
function toColumns(values: Partial<FieldAttributes>) {
  const { length, width, ...rest } = values;
  return { ...rest, ...(length !== undefined && { lengthM: length }), ...(width !== undefined && { widthM: width }) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The booking rules of the field's company (migration 0005), as the contract names them. */
const bookingPolicy = sql<FieldBookingPolicy>`json_build_object(
  'maxDurationMinutes', ${companies}.max_booking_minutes,
  'holdMinutes', ${companies}.booking_hold_minutes,
  'payOnSite', ${companies}.pay_on_site,
  'requiresConfirmation', ${companies}.requires_confirmation,
  'freeCancellationHours', ${companies}.free_cancellation_hours,
  'lateRefundPercent', ${companies}.late_refund_percent,
  'checkInOpensMinutes', ${companies}.check_in_opens_minutes)`;

/** Fields (the whole field with its images and calendar, company lists). Writes name field and company. */
export class FieldRepository {
  private readonly calendar: FieldCalendarRepository;
  private readonly photos: FieldImageRepository;

  constructor(private readonly db: Db) {
    this.calendar = new FieldCalendarRepository(db);
    this.photos = new FieldImageRepository(db);
  }

  async findRef(id: string, exec: Executor = this.db): Promise<FieldRef | undefined> {
    const [row] = await exec
      .select({ id: fields.id, companyId: fields.companyId, publicationState: fields.publicationState, minPlayers: fields.minPlayers, maxPlayers: fields.maxPlayers })
      .from(fields)
      .where(eq(fields.id, id));
    return row;
  }

  async companyTimezone(companyId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
    return row?.timezone;
  }

  /** True when the location is one of the company's own (a field is placed on one of them, or none). */
  async isLocationOf(companyId: string, locationId: string): Promise<boolean> {
    const { rows } = await this.db.execute(sql`SELECT 1 FROM company_locations WHERE id = ${locationId} AND company_id = ${companyId}`);
    return rows.length > 0;
  }

  /** True while a super admin has the field's company suspended (its fields are then hidden from the public). */
  async companySuspended(fieldId: string): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      SELECT 1 FROM fields f JOIN companies c ON c.id = f.company_id WHERE f.id = ${fieldId} AND c.status = 'suspended'`);
    return rows.length > 0;
  }

  /** The whole field: images by position (first is primary), schedules by weekday, rules by priority. */
  async details(id: string): Promise<Field | undefined> {
    const [row] = await this.db
      .select({ field: fields, companyName: companies.name, bookingPolicy })
      .from(fields)
      .innerJoin(companies, eq(companies.id, fields.companyId))
      .where(eq(fields.id, id));
    if (!row) return undefined;
    const [images, schedules, pricingRules] = await Promise.all([
      this.photos.images(id), this.calendar.schedules(id), this.calendar.pricingRules(id),
    ]);
    const { field: f } = row;
    return {
      id: f.id,
      name: f.name,
      description: f.description,
      sportType: f.sportType,
      surfaceType: f.surfaceType,
      indoor: f.indoor,
      capacity: f.capacity,
      minPlayers: f.minPlayers,
      maxPlayers: f.maxPlayers,
      length: f.lengthM,
      width: f.widthM,
      address: f.address,
      city: f.city,
      state: f.state,
      postalCode: f.postalCode,
      country: f.country,
      latitude: f.latitude,
      longitude: f.longitude,
      lighting: f.lighting,
      roofed: f.roofed,
      equipment: f.equipment,
      rules: f.rules,
      amenities: f.amenities,
      status: f.status,
      basePricePerHour: f.basePricePerHour,
      currency: f.currency,
      timezone: f.timezone,
      locationId: f.locationId,
      publicationState: f.publicationState,
      images: images.map(imageUrl),
      schedules,
      pricingRules,
      company: { id: f.companyId, name: row.companyName },
      bookingPolicy: row.bookingPolicy,
      publishedAt: f.publishedAt ? f.publishedAt.toISOString() : null,
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
    };
  }

  async insert(companyId: string, values: FieldAttributes, now: Date, exec: Executor = this.db): Promise<string> {
    const { length, width, ...rest } = values;
    const [row] = await exec.insert(fields)
      .values({ ...rest, lengthM: length, widthM: width, companyId, createdAt: now, updatedAt: now })
      .returning({ id: fields.id });
    if (!row) throw new Error('field insert returned no row');
    return row.id;
  }

  async update(scope: FieldScope, values: Partial<FieldAttributes>, now: Date, exec: Executor = this.db): Promise<boolean> {
    const rows = await exec.update(fields)
      .set({ ...toColumns(values), updatedAt: now })
      .where(and(eq(fields.id, scope.fieldId), eq(fields.companyId, scope.companyId)))
      .returning({ id: fields.id });
    return rows.length === 1;
  }

  /**
   * Compare-and-swap of the publication state: changes only from one of `from`; publishing also
   * needs an active schedule at that very moment. False when nothing matched.
   */
  async transition(scope: FieldScope, from: readonly FieldState[], to: FieldState, now: Date, exec: Executor = this.db): Promise<boolean> {
    const needsSchedule: SQL | undefined = to === 'published'
      ? sql`exists (select 1 from ${fieldSchedules} where ${fieldSchedules.fieldId} = ${fields.id} and ${fieldSchedules.isActive})`
      : undefined;
    const rows = await exec.update(fields)
      .set({ publicationState: to, publishedAt: to === 'published' ? now : null, updatedAt: now })
      .where(and(eq(fields.id, scope.fieldId), eq(fields.companyId, scope.companyId), inArray(fields.publicationState, [...from]), needsSchedule))
      .returning({ id: fields.id });
    return rows.length === 1;
  }

  async setStatus(scope: FieldScope, status: FieldStatus, now: Date, exec: Executor = this.db): Promise<boolean> {
    return this.update(scope, { status }, now, exec);
  }

  /** Deletes a draft (its rows cascade) and answers the stored image paths to remove, or undefined. */
  async deleteDraft(scope: FieldScope, deleted?: (tx: Executor, name: string) => Promise<void>): Promise<string[] | undefined> {
    return this.db.transaction(async (tx) => {
      const images = await this.photos.images(scope.fieldId, tx);
      const rows = await tx.delete(fields)
        .where(and(eq(fields.id, scope.fieldId), eq(fields.companyId, scope.companyId), eq(fields.publicationState, 'draft')))
        .returning({ id: fields.id, name: fields.name });
      if (rows.length !== 1) return undefined;
      await deleted?.(tx, rows[0]!.name);
      return images.map((i) => i.path);
    });
  }

  // ── Company lists ──────────────────────────────────────────────────────────────────────────────

  /** One tab of the company's fields (newest change first) and the size of every tab, same search. */
  async companyList(
    companyId: string,
    q: { state: FieldState; search?: string | undefined; page: number; limit: number },
  ): Promise<CompanyFieldsResponse> {
    const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
    const matching = and(eq(fields.companyId, companyId), pattern ? or(ilike(fields.name, pattern), ilike(fields.city, pattern)) : undefined);
    const [rows, tabs] = await Promise.all([
      this.db
        .select({
          field: fields,
          companyName: companies.name,
          imageCount: sql<number>`(select count(*)::int from ${fieldImages} where ${fieldImages.fieldId} = ${fields.id})`,
          scheduleCount: sql<number>`(select count(*)::int from ${fieldSchedules} where ${fieldSchedules.fieldId} = ${fields.id})`,
          primaryImage: sql<string | null>`(select ${fieldImages.path} from ${fieldImages} where ${fieldImages.fieldId} = ${fields.id}
            order by ${fieldImages.position}, ${fieldImages.createdAt}, ${fieldImages.id} limit 1)`,
        })
        .from(fields)
        .innerJoin(companies, eq(companies.id, fields.companyId))
        .where(and(matching, eq(fields.publicationState, q.state)))
        .orderBy(desc(fields.updatedAt), desc(fields.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      this.db.select({ state: fields.publicationState, n: count() }).from(fields).where(matching).groupBy(fields.publicationState),
    ]);
    const counts = { published: 0, draft: 0, archived: 0 };
    for (const tab of tabs) counts[tab.state] = tab.n;
    const total = counts[q.state];
    const summaries = rows.map(({ field: f, companyName, imageCount, scheduleCount, primaryImage }): CompanyFieldSummary => ({
      id: f.id,
      name: f.name,
      sportType: f.sportType,
      surfaceType: f.surfaceType,
      indoor: f.indoor,
      capacity: f.capacity,
      basePricePerHour: f.basePricePerHour,
      currency: f.currency,
      city: f.city,
      country: f.country,
      latitude: f.latitude,
      longitude: f.longitude,
      primaryImageUrl: primaryImage ? FileStorage.urlFor(primaryImage) : null,
      amenities: f.amenities,
      companyName,
      publicationState: f.publicationState,
      status: f.status,
      imageCount,
      scheduleCount,
      updatedAt: f.updatedAt.toISOString(),
    }));
    return {
      fields: summaries,
      pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      counts,
    };
  }
}
