import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { FieldSearchFilters, FieldSummary } from '@pitchside/shared-api/contracts/field';
import type { Amenity, Currency, FieldSort, SportType, SurfaceType } from '@pitchside/shared-api/contracts/field-constants';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../lib/like-pattern.js';

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
  chord: number | null;
  total: string | null;
}

const FILE_URL = '/api/v1/files/serve/';

type Direction = 'ASC' | 'DESC';
/** A sort as its keys, SQL over `fields f` (ties then break on id, so pages never repeat or skip a field). */
type SortKeys = [expression: string, direction: Direction][];

const ORDER: Record<Exclude<FieldSort, 'distance'>, SortKeys> = {
  newest: [['f.created_at', 'DESC']],
  name_asc: [['lower(f.name)', 'ASC']],
  name_desc: [['lower(f.name)', 'DESC']],
  price_asc: [['f.base_price_per_hour', 'ASC']],
  price_desc: [['f.base_price_per_hour', 'DESC']],
  capacity_desc: [['f.capacity', 'DESC']],
  capacity_asc: [['f.capacity', 'ASC']],
};

/** earthdistance's sphere: earth(), in metres. */
const EARTH_RADIUS = 6_378_168;

/**
 * The straight-line (chord) length between two points `metres` apart on earth()'s sphere, as
 * earthdistance's gc_to_sec computes it (the sphere's diameter past half its circumference).
 */
const chordOf = (metres: number) =>
  (metres / EARTH_RADIUS > Math.PI ? 2 * EARTH_RADIUS : 2 * EARTH_RADIUS * Math.sin(metres / (2 * EARTH_RADIUS)));

/** Great-circle metres of a chord, as earthdistance's sec_to_gc: earth_distance's value. */
const metresOfChord = (chord: number) => 2 * EARTH_RADIUS * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS)));

/**
 * Where a search measures from, in the `cube` input syntax (numbers print in the shortest form that
 * reads back as the same double). `centre` is the point ll_to_earth(lat, lng) builds: x, y, z on
 * earth()'s sphere, in metres. `box` is earth_box's cube: the centre widened on each axis by the
 * radius's chord (and a millimetre, for rounding), which holds every point within the radius.
 *
 * Between two points of the sphere, cube_distance is their chord: it orders as the great-circle
 * distance does and converts to it exactly, so neither the radius test nor the order needs a
 * trigonometric function per row, and the stored `location` needs no ll_to_earth() per row.
 */
function originOf(lat: number, lng: number, radiusKm: number | undefined) {
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  const centre = [
    EARTH_RADIUS * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS * Math.sin(phi),
  ];
  if (radiusKm === undefined) return { centre: `(${centre.join(', ')})` };
  const chord = chordOf(radiusKm * 1000);
  const reach = chord + 0.001;
  return {
    centre: `(${centre.join(', ')})`,
    radius: { chord, box: `(${centre.map((v) => v - reach).join(', ')}),(${centre.map((v) => v + reach).join(', ')})` },
  };
}
type Origin = ReturnType<typeof originOf>;

/** SQL text and its parameters, as node-postgres takes them. */
export interface SearchQuery { text: string; values: unknown[] }

/**
 * Builds SQL text with positional parameters by appending strings. The search's SQL is assembled on
 * every request; plain strings cost a few microseconds where a Drizzle `sql` tree and its rendering
 * cost several times that.
 */
class Params {
  readonly values: unknown[] = [];

  /** The placeholder of a new parameter holding `value`, with a cast if given. */
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/**
 * Runs search SQL as named prepared statements, so each query shape is parsed and planned once per
 * connection. Shapes are few (which filters are present, which sort); past a cap, unusual ones run
 * unnamed so plans cannot pile up.
 */
class SearchStatements {
  private static readonly MAX_SHAPES = 64;
  private readonly names = new Map<string, string>();

  constructor(private readonly pool: pg.Pool) {}

  async rows<T extends pg.QueryResultRow>({ text, values }: SearchQuery): Promise<T[]> {
    let name = this.names.get(text);
    if (!name && this.names.size < SearchStatements.MAX_SHAPES) {
      name = `field_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      this.names.set(text, name);
    }
    const result = await this.pool.query<T>({ text, values, ...(name ? { name } : {}) });
    return result.rows;
  }
}

const minutesOf = (column: string) => `(split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int)`;

/**
 * Public search over listed fields. Every predicate starts with the listed-field condition, written
 * exactly as in the partial indexes of 0003_fields.sql and 0004 so the planner can use them.
 */
export class FieldSearchRepository {
  private readonly statements: SearchStatements;

  // Named statements are a pg feature Drizzle's execute() does not expose: use the pool under it.
  constructor(db: Db) {
    this.statements = new SearchStatements((db as Db & { $client: pg.Pool }).$client);
  }

  async search(q: FieldSearchFilters, options: FieldSearchOptions): Promise<FieldSearchPage> {
    const { page, count, windowed } = this.queries(q, options);
    const rows = await this.statements.rows<SummaryRow>(page);
    const fields = rows.map((row) => toSummary(row));
    const seen = (q.page - 1) * q.limit + rows.length;
    const first = rows[0];
    if (windowed && first) return { fields, total: Number(first.total) };
    // A page that is not full is the last one: it tells the total without counting.
    if (rows.length < q.limit && (rows.length > 0 || q.page === 1)) return { fields, total: seen };
    const [counted] = await this.statements.rows<{ total: string }>(count());
    return { fields, total: Number(counted?.total ?? 0) };
  }

  /**
   * The page query and a count query (built on demand), as SQL with parameters (the benchmark
   * explains them too).
   *
   * The page is found first from the few columns the filters and the order read (for a radius,
   * all of them are in fields_listed_location_idx, so the candidates never visit the table); only
   * the page's rows are then read in full, with their company and first image. When the matches are
   * computed in full anyway (a radius, a text, a date, or a distance order), the page carries its
   * total (`count(*) OVER ()`); otherwise the page comes from an index in order and a separate count,
   * an index-only scan, is cheaper than materialising every listed field.
   */
  queries(q: FieldSearchFilters, options: FieldSearchOptions): { page: SearchQuery; count: () => SearchQuery; windowed: boolean } {
    const origin = q.lat !== undefined && q.lng !== undefined ? originOf(q.lat, q.lng, q.radiusKm) : undefined;
    const term = q.search ? q.search.toLowerCase() : undefined;
    const params = new Params();
    const where = this.conditions(params, q, origin, term, options.now);
    const chord = origin ? `cube_distance(f.location, ${params.add(origin.centre, '::cube')})` : 'NULL::float8';
    const keys: SortKeys = term && options.byRelevance
      ? [[`word_similarity(${params.add(term)}, f.search_text)`, 'DESC'], ['f.created_at', 'DESC']]
      : q.sort === 'distance' ? [] : ORDER[q.sort];
    const windowed = q.radiusKm !== undefined || q.sort === 'distance' || term !== undefined || q.date !== undefined;
    // The page's sort keys are selected as k1, k2… (the distance order uses the chord) so that the
    // outer query can order the page's rows again.
    const refs: [string, Direction][] = keys.length ? keys.map(([, direction], i) => [`k${i + 1}`, direction]) : [['chord', 'ASC']];
    const order = (prefix: string) => [...refs.map(([ref, direction]) => `${prefix}${ref} ${direction}`), `${prefix}id`].join(', ');
    const keyColumns = keys.map(([expression], i) => `, ${expression} AS k${i + 1}`).join('');
    const text = `
      SELECT f.id, f.name, f.sport_type, f.surface_type, f.indoor, f.capacity, f.base_price_per_hour, f.currency,
             f.city, f.country, f.latitude, f.longitude, f.amenities, c.name AS company_name, i.path AS image_path,
             m.chord, m.total
        FROM (SELECT f.id, ${chord} AS chord, ${windowed ? 'count(*) OVER ()' : 'NULL::bigint'} AS total${keyColumns}
                FROM fields f
               WHERE ${where}
               ORDER BY ${order('')}
               LIMIT ${params.add(q.limit)} OFFSET ${params.add((q.page - 1) * q.limit)}) m
        JOIN fields f ON f.id = m.id
        JOIN companies c ON c.id = f.company_id
        LEFT JOIN LATERAL (
          SELECT i.path FROM field_images i WHERE i.field_id = f.id ORDER BY i.position, i.created_at LIMIT 1) i ON true
       ORDER BY ${order('m.')}`;
    const count = (): SearchQuery => {
      const countParams = new Params();
      const countText = `SELECT count(*) AS total FROM fields f WHERE ${this.conditions(countParams, q, origin, term, options.now)}`;
      return { text: countText, values: countParams.values };
    };
    return { page: { text, values: params.values }, count, windowed };
  }

  private conditions(p: Params, q: FieldSearchFilters, origin: Origin | undefined, term: string | undefined, now: Date): string {
    // A suspended company's fields are hidden (few companies are ever suspended: a hashed subplan).
    const parts: string[] = ["f.publication_state = 'published' AND f.status = 'active'",
      "f.company_id <> ALL (SELECT c.id FROM companies c WHERE c.status = 'suspended')"];
    if (term) parts.push(`(f.search_text ILIKE ${p.add(likePattern(term))} OR ${p.add(term)} <% f.search_text)`);
    if (q.sportType?.length) parts.push(`f.sport_type = ANY(${p.add(q.sportType, '::text[]')})`);
    if (q.surfaceType?.length) parts.push(`f.surface_type = ANY(${p.add(q.surfaceType, '::text[]')})`);
    if (q.amenities?.length) parts.push(`f.amenities @> ${p.add(q.amenities, '::text[]')}`);
    if (q.indoor !== undefined) parts.push(`f.indoor = ${p.add(q.indoor)}`);
    if (q.minPrice !== undefined) parts.push(`f.base_price_per_hour >= ${p.add(q.minPrice)}`);
    if (q.maxPrice !== undefined) parts.push(`f.base_price_per_hour <= ${p.add(q.maxPrice)}`);
    if (q.minCapacity !== undefined) parts.push(`f.capacity >= ${p.add(q.minCapacity)}`);
    if (q.maxCapacity !== undefined) parts.push(`f.capacity <= ${p.add(q.maxCapacity)}`);
    if (origin?.radius) {
      // The box is answered by fields_listed_location_idx; the chord trims its corners to the circle.
      parts.push(`f.location <@ ${p.add(origin.radius.box, '::cube')}`);
      parts.push(`cube_distance(f.location, ${p.add(origin.centre, '::cube')}) <= ${p.add(origin.radius.chord, '::float8')}`);
    }
    if (q.date) parts.push(this.openDuring(p, q.date, q.startTime ?? '00:00', q.endTime ?? '24:00', now));
    return parts.join(' AND ');
  }

  /**
   * At least one slot of the date's weekday schedule lies inside [from, to) local time, has not
   * started, and no block overlaps it. Slot starts come from generate_series over the schedule.
   */
  private openDuring(p: Params, date: string, from: string, to: string, now: Date): string {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const open = minutesOf('s.open_time');
    const close = minutesOf('s.close_time');
    const [fromMinutes, toMinutes] = [from, to].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));
    return `EXISTS (
      SELECT 1
        FROM field_schedules s
       CROSS JOIN LATERAL generate_series(${open}, ${close} - s.slot_duration, s.slot_duration + s.break_duration) AS g(minute)
       CROSS JOIN LATERAL (SELECT (${p.add(date)}::date + g.minute * interval '1 minute') AT TIME ZONE f.timezone AS starts_at) slot
       WHERE s.field_id = f.id AND s.is_active AND s.day_of_week = ${p.add(weekday)}
         AND g.minute >= ${p.add(fromMinutes)}::int AND g.minute + s.slot_duration <= ${p.add(toMinutes)}::int
         AND slot.starts_at > ${p.add(now.toISOString())}::timestamptz
         AND NOT EXISTS (
           SELECT 1 FROM field_blocks b
            WHERE b.field_id = f.id
              AND b.starts_at < slot.starts_at + s.slot_duration * interval '1 minute'
              AND b.ends_at > slot.starts_at)
         -- Nor taken by a booking: confirmed, or pending with a live hold (or paid, awaiting confirmation).
         AND NOT EXISTS (
           SELECT 1 FROM bookings k
            WHERE k.field_id = f.id AND k.status IN ('pending', 'confirmed')
              AND (k.status = 'confirmed' OR k.hold_expires_at IS NULL OR k.hold_expires_at > ${p.add(now.toISOString())}::timestamptz)
              AND k.starts_at < slot.starts_at + s.slot_duration * interval '1 minute'
              AND k.ends_at > slot.starts_at))`;
  }
}

function toSummary(row: SummaryRow): FieldSummary {
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
  if (row.chord !== null) summary.distanceKm = Math.round(metresOfChord(row.chord) / 100) / 10;
  return summary;
}
