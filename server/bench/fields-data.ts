/**
 * Bulk test data for the fields benchmark: companies, then fields spread around cities of every
 * continent with weekly schedules, 2–3 pricing rules, some blocks and images, all written by
 * INSERT … SELECT generate_series (seconds, not minutes).
 */
import type pg from 'pg';

const CITIES: [name: string, country: string, lat: number, lng: number, zone: string, currency: string][] = [
  ['New York', 'US', 40.7128, -74.006, 'America/New_York', 'USD'],
  ['Brooklyn', 'US', 40.6782, -73.9442, 'America/New_York', 'USD'],
  ['Boston', 'US', 42.3601, -71.0589, 'America/New_York', 'USD'],
  ['Chicago', 'US', 41.8781, -87.6298, 'America/Chicago', 'USD'],
  ['Los Angeles', 'US', 34.0522, -118.2437, 'America/Los_Angeles', 'USD'],
  ['Seattle', 'US', 47.6062, -122.3321, 'America/Los_Angeles', 'USD'],
  ['Toronto', 'CA', 43.6532, -79.3832, 'America/Toronto', 'CAD'],
  ['Vancouver', 'CA', 49.2827, -123.1207, 'America/Vancouver', 'CAD'],
  ['Mexico City', 'MX', 19.4326, -99.1332, 'America/Mexico_City', 'USD'],
  ['São Paulo', 'BR', -23.5505, -46.6333, 'America/Sao_Paulo', 'USD'],
  ['Santiago', 'CL', -33.4489, -70.6693, 'America/Santiago', 'USD'],
  ['Buenos Aires', 'AR', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires', 'USD'],
  ['London', 'GB', 51.5074, -0.1278, 'Europe/London', 'GBP'],
  ['Manchester', 'GB', 53.4808, -2.2426, 'Europe/London', 'GBP'],
  ['Paris', 'FR', 48.8566, 2.3522, 'Europe/Paris', 'EUR'],
  ['Lyon', 'FR', 45.764, 4.8357, 'Europe/Paris', 'EUR'],
  ['Berlin', 'DE', 52.52, 13.405, 'Europe/Berlin', 'EUR'],
  ['Madrid', 'ES', 40.4168, -3.7038, 'Europe/Madrid', 'EUR'],
  ['Rome', 'IT', 41.9028, 12.4964, 'Europe/Rome', 'EUR'],
  ['Amsterdam', 'NL', 52.3676, 4.9041, 'Europe/Amsterdam', 'EUR'],
  ['Lisbon', 'PT', 38.7223, -9.1393, 'Europe/Lisbon', 'EUR'],
  ['Casablanca', 'MA', 33.5731, -7.5898, 'Africa/Casablanca', 'EUR'],
  ['Tunis', 'TN', 36.8065, 10.1815, 'Africa/Tunis', 'EUR'],
  ['Cairo', 'EG', 30.0444, 31.2357, 'Africa/Cairo', 'USD'],
  ['Lagos', 'NG', 6.5244, 3.3792, 'Africa/Lagos', 'USD'],
  ['Nairobi', 'KE', -1.2921, 36.8219, 'Africa/Nairobi', 'USD'],
  ['Cape Town', 'ZA', -33.9249, 18.4241, 'Africa/Johannesburg', 'USD'],
  ['Dubai', 'AE', 25.2048, 55.2708, 'Asia/Dubai', 'USD'],
  ['Mumbai', 'IN', 19.076, 72.8777, 'Asia/Kolkata', 'USD'],
  ['Singapore', 'SG', 1.3521, 103.8198, 'Asia/Singapore', 'USD'],
  ['Tokyo', 'JP', 35.6762, 139.6503, 'Asia/Tokyo', 'USD'],
  ['Seoul', 'KR', 37.5665, 126.978, 'Asia/Seoul', 'USD'],
  ['Sydney', 'AU', -33.8688, 151.2093, 'Australia/Sydney', 'AUD'],
  ['Melbourne', 'AU', -37.8136, 144.9631, 'Australia/Melbourne', 'AUD'],
  ['Auckland', 'NZ', -36.8485, 174.7633, 'Pacific/Auckland', 'AUD'],
];

/** Where the benchmark searches from: the generated cities' centres. */
export const SEARCH_POINTS = CITIES.map(([, , lat, lng]) => ({ lat, lng }));

const COMPANIES = 25;

/** Fields are published except every 20th (draft) and 21st (archived); every 50th is inactive. */
export async function generateFields(pool: pg.Pool, count: number): Promise<void> {
  const cities = CITIES.map((c, i) => `(${i}, '${c[0].replace(/'/g, "''")}', '${c[1]}', ${c[2]}, ${c[3]}, '${c[4]}', '${c[5]}')`).join(',\n');
  await pool.query(`
    CREATE TEMP TABLE bench_cities (idx int, name text, country text, lat float8, lng float8, zone text, currency text);
    INSERT INTO bench_cities VALUES ${cities};

    INSERT INTO users (email, password_hash, role, first_name, last_name)
      SELECT 'owner' || n || '@bench.test', 'no-login', 'COMPANY_OWNER', 'Owner', 'No. ' || n FROM generate_series(1, ${COMPANIES}) n;
    INSERT INTO companies (name, owner_id, timezone)
      SELECT 'Bench Sports ' || row_number() OVER (ORDER BY u.email), u.id, 'America/New_York' FROM users u WHERE u.email LIKE '%@bench.test';

    INSERT INTO fields (company_id, name, sport_type, surface_type, indoor, capacity, address, city, country, latitude, longitude,
                        amenities, base_price_per_hour, currency, timezone, status, publication_state, published_at, created_at)
    SELECT c.id,
           (ARRAY['Riverside', 'Central', 'Northgate', 'Harbor', 'Greenway', 'Hillside', 'Lakeview', 'Parkside', 'Westend', 'Eastfield'])[1 + n % 10]
             || ' ' || (ARRAY['Arena', 'Park', 'Courts', 'Pitch', 'Club', 'Centre', 'Ground'])[1 + (n / 10) % 7] || ' ' || n,
           (ARRAY['football', 'basketball', 'tennis', 'volleyball', 'hockey', 'badminton', 'squash', 'multi_purpose'])[1 + n % 8],
           (ARRAY['grass', 'artificial_turf', 'concrete', 'wood', 'clay', 'rubber'])[1 + (n / 8) % 6],
           n % 3 = 0,
           2 + (n * 7) % 40,
           n || ' Stadium Road', city.name, city.country,
           city.lat + ((n * 37) % 101 - 50) / 250.0, city.lng + ((n * 53) % 101 - 50) / 250.0,
           ARRAY(SELECT a FROM unnest(ARRAY['parking', 'lighting', 'changing_rooms', 'toilets', 'refreshments', 'first_aid', 'equipment_hire',
                   'spectator_seating', 'air_conditioning', 'heating', 'wifi', 'security', 'wheelchair_accessible', 'sound_system', 'scoreboard'])
                 WITH ORDINALITY AS x(a, i) WHERE (hashint4(n) >> i::int) & 3 = 0),
           1500 + (n * 173) % 9000, city.currency, city.zone,
           CASE WHEN n % 50 = 0 THEN 'inactive' ELSE 'active' END,
           CASE WHEN n % 20 = 0 THEN 'draft' WHEN n % 20 = 1 THEN 'archived' ELSE 'published' END,
           now() - n * interval '7 minutes', now() - n * interval '7 minutes'
      FROM generate_series(1, ${count}) n
      JOIN bench_cities city ON city.idx = n % ${CITIES.length}
      JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS idx FROM companies) c ON c.idx = n % ${COMPANIES};

    CREATE TEMP TABLE bench_numbered AS SELECT id, company_id, row_number() OVER (ORDER BY created_at DESC)::int AS n FROM fields;

    INSERT INTO field_schedules (field_id, company_id, day_of_week, open_time, close_time, slot_duration, break_duration)
    SELECT f.id, f.company_id, d, v.open, v.close, v.slot, v.pause
      FROM bench_numbered f CROSS JOIN generate_series(0, 6) d
      JOIN (VALUES (0, '08:00', '22:00', 60, 0), (1, '06:00', '23:00', 90, 15), (2, '09:00', '24:00', 60, 0)) v(k, open, close, slot, pause)
        ON v.k = f.n % 3;

    INSERT INTO field_pricing_rules (field_id, company_id, name, price_multiplier, priority, start_time, end_time, day_of_week, start_date, end_date)
    SELECT id, company_id, 'Evening peak', 1.5, 50, '18:00', '22:00', NULL::smallint, NULL::date, NULL::date FROM bench_numbered
    UNION ALL SELECT id, company_id, 'Saturday', 1.25, 40, NULL, NULL, 6, NULL, NULL FROM bench_numbered
    UNION ALL SELECT id, company_id, 'Summer', 1.1, 10, NULL, NULL, NULL, make_date(extract(year FROM now())::int, 6, 1),
                     make_date(extract(year FROM now())::int, 8, 31) FROM bench_numbered WHERE n % 2 = 0;

    INSERT INTO field_blocks (field_id, company_id, type, starts_at, ends_at, note)
    SELECT id, company_id, (ARRAY['maintenance', 'closed', 'private_event'])[1 + (n + k) % 3],
           date_trunc('day', now()) + ((n + k * 5) % 14) * interval '1 day' + interval '13 hours',
           date_trunc('day', now()) + ((n + k * 5) % 14) * interval '1 day' + interval '16 hours', 'bench'
      FROM bench_numbered CROSS JOIN generate_series(0, 2) k WHERE n % 5 = 0;

    INSERT INTO field_images (field_id, company_id, path, position)
    SELECT id, company_id, 'fields/' || id || '/' || p || '.webp', p FROM bench_numbered CROSS JOIN generate_series(0, 1) p WHERE p = 0 OR n % 2 = 0;
  `);
  // A bulk load leaves the trigram index's new entries in its GIN pending list, which the planner
  // rightly avoids; autovacuum merges it on a running database. Vacuum now to measure that steady state.
  await pool.query('VACUUM ANALYZE');
}
