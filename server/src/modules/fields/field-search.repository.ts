import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { FieldSearchFilters, FieldSummary } from '@pitchside/shared-api/contracts/field';
import type { Amenity, Currency, FieldSort, SportType, SurfaceType } from '@pitchside/shared-api/contracts/field-constants';
import type { Db } from '../../db/client.js';

export interface FieldSearchOptions {
  /** Order by how well the text matches (then newest) instead of `filters.sort`. */
  byRelevance: boolean;
  /** Slots that have started no longer count for a date filter. */
  now: Date;
}

export interface FieldSearchPage { fields: FieldSummary[]; total: number }

interface SummaryRow {
  [column: string]: unknown;
  id: string;
  name: string;
  sport_type: SportType;
  surface_type: SurfaceType;
  indoor: boolean;
  capacity: number;
  base_price_per_hour: number;
  currency: Currency;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  amenities: Amenity[];
  company_name: string;
  image_path: string | null;
  distance_m: number | null;
  total: string | null;
}

const FILE_URL = '/api/v1/files/serve/';

// Ties always break on id, so pages never repeat or skip a field.
const ORDER: Record<Exclude<FieldSort, 'distance'>, SQL> = {
  newest: sql`f.created_at DESC, f.id`,
  name_asc: sql`lower(f.name), f.id`,
  name_desc: sql`lower(f.name) DESC, f.id`,
  price_asc: sql`f.base_price_per_hour, f.id`,
  price_desc: sql`f.base_price_per_hour DESC, f.id`,
  capacity_desc: sql`f.capacity DESC, f.id`,
  capacity_asc: sql`f.capacity, f.id`,
};

/**
 * Great-circle metres from a point to each field on earthdistance's sphere (radius earth()), by the
 * haversine formula: the value earth_distance(ll_to_earth(…), ll_to_earth(…)) gives, without building
 * two domain-checked cubes per row (about 6 µs each; this is plain float arithmetic).
 */
const metresFrom = (lat: number, lng: number) => sql`(2 * earth() * asin(least(1, sqrt(
  sin(radians(f.latitude - ${lat}::float8) / 2) ^ 2
  + cos(radians(${lat}::float8)) * cos(radians(f.latitude)) * sin(radians(f.longitude - ${lng}::float8) / 2) ^ 2))))`;

const dialect = new PgDialect();

/**
 * Runs search SQL as named prepared statements, so each query shape is parsed and planned once per
 * connection (planning was a third of a radius search). Shapes are few (which filters are present,
 * which sort); past a cap, unusual ones run unnamed so plans cannot pile up.
 */
class SearchStatements {
  private static readonly MAX_SHAPES = 64;
  private readonly names = new Map<string, string>();

  // Named statements are a pg feature Drizzle's execute() does not expose: use the pool under it.
  constructor(private readonly pool: pg.Pool) {}

  async rows<T extends pg.QueryResultRow>(query: SQL): Promise<T[]> {
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = this.names.get(text);
    if (!name && this.names.size < SearchStatements.MAX_SHAPES) {
      name = `field_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      this.names.set(text, name);
    }
    const result = await this.pool.query<T>({ text, values: params, ...(name ? { name } : {}) });
    return result.rows;
  }
}

const minutesOf = (column: SQL) => sql`(split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int)`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Public search over listed fields. Every predicate starts with the listed-field condition, written
 * exactly as in the partial indexes of 0003_fields.sql so the planner can use them.
 */
export class FieldSearchRepository {
  private readonly statements: SearchStatements;

  constructor(db: Db) {
    this.statements = new SearchStatements((db as Db & { $client: pg.Pool }).$client);
  }

  async search(q: FieldSearchFilters, options: FieldSearchOptions): Promise<FieldSearchPage> {
    const { page, count, windowed } = this.queries(q, options);
    const rows = await this.statements.rows<SummaryRow>(page);
    const fields = rows.map((row) => toSummary(row, q.lat !== undefined));
    const seen = (q.page - 1) * q.limit + rows.length;
    const first = rows[0];
    if (windowed && first) return { fields, total: Number(first.total) };
    // A page that is not full is the last one: it tells the total without counting.
    if (rows.length < q.limit && (rows.length > 0 || q.page === 1)) return { fields, total: seen };
    return { fields, total: await this.count(count) };
  }

  /**
   * The page query and a count query, as SQL (the benchmark explains them too). When the matches are
   * computed in full anyway (a radius, a text, a date, or a distance order), the page carries its total
   * (`count(*) OVER ()`); otherwise the page comes from an index in order and a separate count, an
   * index-only scan, is cheaper than materialising every listed field.
   */
  queries(q: FieldSearchFilters, options: FieldSearchOptions): { page: SQL; count: SQL; windowed: boolean } {
    const origin = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
    const term = q.search ? q.search.toLowerCase() : undefined;
    const where = this.conditions(q, origin, term, options.now);
    const distance = origin ? metresFrom(origin.lat, origin.lng) : sql`NULL::float8`;
    const order = term && options.byRelevance
      ? sql`word_similarity(${term}, f.search_text) DESC, f.created_at DESC, f.id`
      : q.sort === 'distance' ? sql`distance_m, f.id` : ORDER[q.sort];
    const windowed = q.radiusKm !== undefined || q.sort === 'distance' || term !== undefined || q.date !== undefined;
    const page = sql`
      SELECT f.id, f.name, f.sport_type, f.surface_type, f.indoor, f.capacity, f.base_price_per_hour, f.currency,
             f.city, f.country, f.latitude, f.longitude, f.amenities,
             (SELECT c.name FROM companies c WHERE c.id = f.company_id) AS company_name,
             (SELECT i.path FROM field_images i WHERE i.field_id = f.id ORDER BY i.position, i.created_at LIMIT 1) AS image_path,
             ${distance} AS distance_m,
             ${windowed ? sql`count(*) OVER ()` : sql`NULL::bigint`} AS total
        FROM fields f
       WHERE ${where}
       ORDER BY ${order}
       LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`;
    return { page, count: sql`SELECT count(*) AS total FROM fields f WHERE ${where}`, windowed };
  }

  private async count(query: SQL): Promise<number> {
    const [row] = await this.statements.rows<{ total: string }>(query);
    return Number(row?.total ?? 0);
  }

  private conditions(q: FieldSearchFilters, origin: { lat: number; lng: number } | undefined, term: string | undefined, now: Date): SQL {
    const parts: SQL[] = [sql`f.publication_state = 'published' AND f.status = 'active'`];
    if (term) parts.push(sql`(f.search_text ILIKE ${likePattern(term)} OR ${term} <% f.search_text)`);
    if (q.sportType?.length) parts.push(sql`f.sport_type = ANY(${sql.param(q.sportType)}::text[])`);
    if (q.surfaceType?.length) parts.push(sql`f.surface_type = ANY(${sql.param(q.surfaceType)}::text[])`);
    if (q.amenities?.length) parts.push(sql`f.amenities @> ${sql.param(q.amenities)}::text[]`);
    if (q.indoor !== undefined) parts.push(sql`f.indoor = ${q.indoor}`);
    if (q.minPrice !== undefined) parts.push(sql`f.base_price_per_hour >= ${q.minPrice}`);
    if (q.maxPrice !== undefined) parts.push(sql`f.base_price_per_hour <= ${q.maxPrice}`);
    if (q.minCapacity !== undefined) parts.push(sql`f.capacity >= ${q.minCapacity}`);
    if (q.maxCapacity !== undefined) parts.push(sql`f.capacity <= ${q.maxCapacity}`);
    if (origin && q.radiusKm !== undefined) {
      const metres = q.radiusKm * 1000;
      // The box test is answered by the GiST index (fields_listed_earth_idx); the exact distance trims its corners.
      parts.push(sql`earth_box(ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8), ${metres}::float8) @> ll_to_earth(f.latitude, f.longitude)`);
      parts.push(sql`${metresFrom(origin.lat, origin.lng)} <= ${metres}::float8`);
    }
    if (q.date) parts.push(this.openDuring(q.date, q.startTime ?? '00:00', q.endTime ?? '24:00', now));
    return sql.join(parts, sql` AND `);
  }

  /**
   * At least one slot of the date's weekday schedule lies inside [from, to) local time, has not
   * started, and no block overlaps it. Slot starts come from generate_series over the schedule.
   */
  private openDuring(date: string, from: string, to: string, now: Date): SQL {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const open = minutesOf(sql`s.open_time`);
    const close = minutesOf(sql`s.close_time`);
    const [fromMinutes, toMinutes] = [from, to].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));
    return sql`EXISTS (
      SELECT 1
        FROM field_schedules s
       CROSS JOIN LATERAL generate_series(${open}, ${close} - s.slot_duration, s.slot_duration + s.break_duration) AS g(minute)
       CROSS JOIN LATERAL (SELECT (${date}::date + g.minute * interval '1 minute') AT TIME ZONE f.timezone AS starts_at) slot
       WHERE s.field_id = f.id AND s.is_active AND s.day_of_week = ${weekday}
         AND g.minute >= ${fromMinutes}::int AND g.minute + s.slot_duration <= ${toMinutes}::int
         AND slot.starts_at > ${now.toISOString()}::timestamptz
         AND NOT EXISTS (
           SELECT 1 FROM field_blocks b
            WHERE b.field_id = f.id
              AND b.starts_at < slot.starts_at + s.slot_duration * interval '1 minute'
              AND b.ends_at > slot.starts_at))`;
  }
}

function toSummary(row: SummaryRow, withDistance: boolean): FieldSummary {
  const summary: FieldSummary = {
    id: row.id,
    name: row.name,
    sportType: row.sport_type,
    surfaceType: row.surface_type,
    indoor: row.indoor,
    capacity: row.capacity,
    basePricePerHour: row.base_price_per_hour,
    currency: row.currency,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    primaryImageUrl: row.image_path === null ? null : `${FILE_URL}${row.image_path}`,
    amenities: row.amenities,
    companyName: row.company_name,
  };
  if (withDistance && row.distance_m !== null) summary.distanceKm = Math.round(row.distance_m / 100) / 10;
  return summary;
}
