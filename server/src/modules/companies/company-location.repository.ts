import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CompanyLocation, ZLocationInputSchema, ZLocationQuerySchema,
} from '@pitchside/shared-api/contracts/company-profile';
import { iso } from '../../db/iso.js';
import type { Db, Executor } from '../../db/client.js';

type LocationInput = z.output<typeof ZLocationInputSchema>;
type LocationQuery = z.output<typeof ZLocationQuerySchema>;


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
const ORDER = sql`ORDER BY l.is_primary DESC, l.created_at, l.id`;

/** A company's locations: reads, and the writes that keep exactly one of them primary. */
export class CompanyLocationRepository {
  constructor(private readonly db: Db) {}

  /** Every location of the company, primary first. */
  async all(companyId: string, exec: Executor = this.db): Promise<CompanyLocation[]> {
    const { rows } = await exec.execute<LocationRow>(sql`SELECT ${LOCATION_COLUMNS} FROM company_locations l WHERE l.company_id = ${companyId} ${ORDER}`);
    return rows.map(toLocation);
  }

  /** A page of the company's locations matching the query's filters, with the count of all that match. */
  async page(companyId: string, query: LocationQuery): Promise<{ locations: CompanyLocation[]; total: number }> {
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
      ${ORDER} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`);
    return { locations: rows.map(toLocation), total: Number(rows[0]?.total ?? 0) };
  }

  async find(companyId: string, id: string, exec: Executor = this.db): Promise<CompanyLocation | undefined> {
    const { rows } = await exec.execute<LocationRow>(sql`SELECT ${LOCATION_COLUMNS} FROM company_locations l WHERE l.id = ${id} AND l.company_id = ${companyId}`);
    return rows[0] && toLocation(rows[0]);
  }

  async hasAny(tx: Executor, companyId: string): Promise<boolean> {
    const { rows } = await tx.execute(sql`SELECT 1 FROM company_locations WHERE company_id = ${companyId} LIMIT 1`);
    return rows.length > 0;
  }

  /** Inserts a location (the caller first clears the primary flag when the new one is primary); answers its id. */
  async insert(tx: Executor, companyId: string, input: LocationInput, primary: boolean, now: Date): Promise<string> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO company_locations (company_id, name, street, city, state, postal_code, country, latitude, longitude, phone, is_primary, created_at, updated_at)
      VALUES (${companyId}, ${input.name}, ${input.street}, ${input.city}, ${input.state}, ${input.postalCode}, ${input.country},
              ${input.latitude ?? null}, ${input.longitude ?? null}, ${input.phone ?? null}, ${primary}, ${now}, ${now})
      RETURNING id`);
    return rows[0]!.id;
  }

  async update(tx: Executor, companyId: string, location: CompanyLocation, now: Date): Promise<void> {
    await tx.execute(sql`
      UPDATE company_locations SET name = ${location.name}, street = ${location.street}, city = ${location.city}, state = ${location.state},
             postal_code = ${location.postalCode}, country = ${location.country}, latitude = ${location.latitude}, longitude = ${location.longitude},
             phone = ${location.phone}, updated_at = ${now}
       WHERE id = ${location.id} AND company_id = ${companyId}`);
  }

  async delete(tx: Executor, companyId: string, id: string): Promise<void> {
    await tx.execute(sql`DELETE FROM company_locations WHERE id = ${id} AND company_id = ${companyId}`);
  }

  /** No location of the company is primary any more (a new or another one is about to be). */
  async clearPrimary(tx: Executor, companyId: string, now: Date): Promise<void> {
    await tx.execute(sql`UPDATE company_locations SET is_primary = false, updated_at = ${now} WHERE company_id = ${companyId} AND is_primary`);
  }

  /** Makes `id` primary; without an id, the oldest location of the company. */
  async markPrimary(tx: Executor, companyId: string, id: string | 'oldest', now: Date): Promise<void> {
    const target = id === 'oldest'
      ? sql`(SELECT id FROM company_locations WHERE company_id = ${companyId} ORDER BY created_at, id LIMIT 1)`
      : sql`${id}`;
    await tx.execute(sql`UPDATE company_locations SET is_primary = true, updated_at = ${now} WHERE id = ${target} AND company_id = ${companyId}`);
  }

  /** Lower-cased name → id of the company's locations (an import matches rows by name). */
  async idsByName(companyId: string): Promise<Map<string, string>> {
    const { rows } = await this.db.execute<{ key: string; id: string }>(sql`SELECT lower(name) AS key, id FROM company_locations WHERE company_id = ${companyId}`);
    return new Map(rows.map((r) => [r.key, r.id]));
  }
}
