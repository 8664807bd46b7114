import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPANY_PROFILE_MESSAGES as M, type CompanyLocation, type LocationList, type ZLocationInputSchema, type ZLocationQuerySchema,
  type ZLocationUpdateSchema,
} from '@pitchside/shared-api/contracts/company-profile';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import { ownerCompanyOf, type CompanyActor, type CompanyLookups } from './company-scope.js';
import { assertWithinPlan } from '../subscriptions/plan-limits.js';

type LocationInput = z.output<typeof ZLocationInputSchema>;
type LocationUpdate = z.output<typeof ZLocationUpdateSchema>;
type LocationQuery = z.output<typeof ZLocationQuerySchema>;

const iso = (value: Date | string) => new Date(value).toISOString();

type LocationRow = {
  id: string; name: string; street: string; city: string; state: string; postal_code: string; country: string;
  latitude: number | null; longitude: number | null; phone: string | null; is_primary: boolean; field_count: string | number;
  created_at: Date | string; total?: string | number;
};
const toLocation = (r: LocationRow): CompanyLocation => ({
  id: r.id, name: r.name, street: r.street, city: r.city, state: r.state, postalCode: r.postal_code, country: r.country,
  latitude: r.latitude, longitude: r.longitude, phone: r.phone, isPrimary: r.is_primary, fieldCount: Number(r.field_count),
  createdAt: iso(r.created_at),
});
const LOCATION_COLUMNS = sql`l.id, l.name, l.street, l.city, l.state, l.postal_code, l.country, l.latitude, l.longitude, l.phone,
  l.is_primary, l.created_at, (SELECT count(*) FROM fields f WHERE f.location_id = l.id) AS field_count`;

/**
 * A company's locations (owner or super admin). A company with locations has exactly one primary (the
 * database checks it when the transaction commits): the first location is primary and removing the primary
 * promotes the oldest other one. Every write is in the activity log of its transaction.
 */
export class CompanyLocationService {
  constructor(private readonly db: Db, private readonly companies: CompanyLookups, private readonly clock: Clock) {}

  /** Every location of the company, primary first (the profile shows them all). */
  async all(companyId: string, exec: Executor = this.db): Promise<CompanyLocation[]> {
    const { rows } = await exec.execute<LocationRow>(sql`SELECT ${LOCATION_COLUMNS} FROM company_locations l WHERE l.company_id = ${companyId} ORDER BY l.is_primary DESC, l.created_at, l.id`);
    return rows.map(toLocation);
  }

  /**
   * A page of locations: the owner's or a named company's (super admin), or — read only — the company of an
   * employee who manages its fields (`fieldManagerCompanyId`), who picks a field's location from them.
   */
  async locations(actor: CompanyActor, query: LocationQuery, fieldManagerCompanyId?: string): Promise<LocationList> {
    const own = fieldManagerCompanyId && (query.companyId === undefined || query.companyId === fieldManagerCompanyId) ? fieldManagerCompanyId : undefined;
    const companyId = own ?? await ownerCompanyOf(this.companies, actor, query.companyId);
    const filters = [sql`l.company_id = ${companyId}`];
    if (query.search) {
      const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(sql`(lower(l.name) LIKE ${like} OR lower(l.street) LIKE ${like} OR lower(l.city) LIKE ${like})`);
    }
    if (query.city) filters.push(sql`lower(l.city) = ${query.city.toLowerCase()}`);
    if (query.country) filters.push(sql`lower(l.country) = ${query.country.toLowerCase()}`);
    if (query.isPrimary !== undefined) filters.push(sql`l.is_primary = ${query.isPrimary}`);
    const { rows } = await this.db.execute<LocationRow>(sql`
      SELECT ${LOCATION_COLUMNS}, count(*) OVER () AS total FROM company_locations l WHERE ${sql.join(filters, sql` AND `)}
      ORDER BY l.is_primary DESC, l.created_at, l.id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`);
    const total = Number(rows[0]?.total ?? 0);
    return { locations: rows.map(toLocation), pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
  }

  async location(actor: CompanyActor, requested: string | undefined, id: string): Promise<CompanyLocation> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    return this.findLocation(companyId, id, this.db);
  }

  async createLocation(actor: CompanyActor, requested: string | undefined, input: LocationInput): Promise<CompanyLocation> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await assertWithinPlan(tx, companyId, 'locations'); // locks the company's row: one location write at a time
      const id = await this.add(tx, actor, companyId, input, now);
      return this.findLocation(companyId, id, tx);
    });
  }

  /** Adds a location in `tx`, which holds the company's row: the first one, or one asked to be, is primary. */
  async add(tx: Executor, actor: CompanyActor, companyId: string, input: LocationInput, now: Date): Promise<string> {
    const { rows: existing } = await tx.execute(sql`SELECT 1 FROM company_locations WHERE company_id = ${companyId} LIMIT 1`);
    const primary = existing.length === 0 || input.isPrimary === true;
    if (primary) await tx.execute(sql`UPDATE company_locations SET is_primary = false, updated_at = ${now} WHERE company_id = ${companyId} AND is_primary`);
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO company_locations (company_id, name, street, city, state, postal_code, country, latitude, longitude, phone, is_primary, created_at, updated_at)
      VALUES (${companyId}, ${input.name}, ${input.street}, ${input.city}, ${input.state}, ${input.postalCode}, ${input.country},
              ${input.latitude ?? null}, ${input.longitude ?? null}, ${input.phone ?? null}, ${primary}, ${now}, ${now})
      RETURNING id`);
    const id = rows[0]!.id;
    await this.logLocation(tx, actor, companyId, 'location.created', id, input.name, now);
    return id;
  }

  async updateLocation(actor: CompanyActor, requested: string | undefined, id: string, input: LocationUpdate): Promise<CompanyLocation> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await this.findLocation(companyId, id, tx);
      if (input.isPrimary === true && !current.isPrimary) await this.movePrimary(tx, companyId, id, now);
      const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as CompanyLocation;
      await tx.execute(sql`
        UPDATE company_locations SET name = ${next.name}, street = ${next.street}, city = ${next.city}, state = ${next.state},
               postal_code = ${next.postalCode}, country = ${next.country}, latitude = ${next.latitude}, longitude = ${next.longitude},
               phone = ${next.phone}, updated_at = ${now}
         WHERE id = ${id} AND company_id = ${companyId}`);
      await this.logLocation(tx, actor, companyId, 'location.updated', id, next.name, now);
      return this.findLocation(companyId, id, tx);
    });
  }

  async deleteLocation(actor: CompanyActor, requested: string | undefined, id: string): Promise<void> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const current = await this.findLocation(companyId, id, tx);
      await tx.execute(sql`DELETE FROM company_locations WHERE id = ${id} AND company_id = ${companyId}`);
      if (current.isPrimary) {
        await tx.execute(sql`
          UPDATE company_locations SET is_primary = true, updated_at = ${now}
           WHERE id = (SELECT id FROM company_locations WHERE company_id = ${companyId} ORDER BY created_at, id LIMIT 1)`);
      }
      await this.logLocation(tx, actor, companyId, 'location.deleted', id, current.name, now);
    });
  }

  async setPrimary(actor: CompanyActor, requested: string | undefined, id: string): Promise<CompanyLocation> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const current = await this.findLocation(companyId, id, tx);
      if (!current.isPrimary) await this.movePrimary(tx, companyId, id, now);
      await this.logLocation(tx, actor, companyId, 'location.primary_set', id, current.name, now);
      return this.findLocation(companyId, id, tx);
    });
  }

  private async movePrimary(tx: Executor, companyId: string, id: string, now: Date): Promise<void> {
    await tx.execute(sql`UPDATE company_locations SET is_primary = false, updated_at = ${now} WHERE company_id = ${companyId} AND is_primary`);
    await tx.execute(sql`UPDATE company_locations SET is_primary = true, updated_at = ${now} WHERE id = ${id} AND company_id = ${companyId}`);
  }

  private async findLocation(companyId: string, id: string, exec: Executor): Promise<CompanyLocation> {
    const { rows } = await exec.execute<LocationRow>(sql`SELECT ${LOCATION_COLUMNS} FROM company_locations l WHERE l.id = ${id} AND l.company_id = ${companyId}`);
    if (!rows[0]) throw notFound(M.locationNotFound);
    return toLocation(rows[0]);
  }

  private logLocation(tx: Executor, actor: CompanyActor, companyId: string, action: string, id: string, label: string, at: Date) {
    return recordActivity(tx, { companyId, actorId: actor.userId, action, targetType: 'location', targetId: id, targetLabel: label, at });
  }

}
