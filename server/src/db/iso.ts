/**
 * A timestamp read from PostgreSQL as an ISO-8601 instant in UTC. Drizzle hands `timestamptz` columns over as
 * Date objects, and raw SQL results as text ('2026-05-31 12:00:00+00'); both come out the same.
 */
export function iso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
