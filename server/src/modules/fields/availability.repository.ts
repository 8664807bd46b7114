import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Currency, FieldState, FieldStatus } from '@pitchside/shared-api/contracts/field-constants';
import type { PricingRuleTerms } from '@pitchside/shared-api/contracts/field-pricing';
import type { Db } from '../../db/client.js';
import { fields } from '../../db/schema.js';
import type { BusyInterval, CalendarBlock, ScheduleTerms } from './availability.js';

/** Everything the availability engine needs about one field, and who may see it. */
export interface FieldCalendarSnapshot {
  companyId: string;
  /** Set while a super admin has the field's company suspended: it is then hidden and takes no bookings. */
  companySuspended: boolean;
  publicationState: FieldState;
  status: FieldStatus;
  timezone: string;
  basePricePerHour: number;
  currency: Currency;
  schedules: ScheduleTerms[];
  pricingRules: PricingRuleTerms[];
  blocks: CalendarBlock[];
  busy: BusyInterval[];
}

export type Value<T> = T | Placeholder;

/**
 * The columns of a calendar snapshot: the field with its active schedules, active pricing rules, and the
 * blocks and bookings that touch the requested local days (a day of margin each side absorbs any offset),
 * as JSON built by PostgreSQL. For a select from `fields` (joined or not): subqueries name `fields.id` and
 * `fields.timezone` in plain SQL.
 */
export function calendarColumns(from: Value<string>, days: Value<number>, now: Value<string>) {
  const window = {
    start: sql`((${from}::date - 1)::timestamp AT TIME ZONE fields.timezone)`,
    end: sql`((${from}::date + ${days}::int + 1)::timestamp AT TIME ZONE fields.timezone)`,
  };
  return {
    companyId: fields.companyId,
    companySuspended: sql<boolean>`EXISTS (SELECT 1 FROM companies c WHERE c.id = fields.company_id AND c.status = 'suspended')`,
    publicationState: sql<FieldState>`${fields.publicationState}`,
    status: sql<FieldStatus>`${fields.status}`,
    timezone: fields.timezone,
    basePricePerHour: fields.basePricePerHour,
    currency: sql<Currency>`${fields.currency}`,
    schedules: sql<ScheduleTerms[]>`COALESCE((
      SELECT json_agg(json_build_object(
               'dayOfWeek', s.day_of_week, 'openTime', s.open_time, 'closeTime', s.close_time,
               'slotDuration', s.slot_duration, 'breakDuration', s.break_duration, 'isActive', s.is_active))
        FROM field_schedules s
       WHERE s.field_id = fields.id AND s.is_active), '[]')`,
    pricingRules: sql<PricingRuleTerms[]>`COALESCE((
      SELECT json_agg(json_build_object(
               'priceMultiplier', r.price_multiplier, 'priority', r.priority, 'startTime', r.start_time,
               'endTime', r.end_time, 'dayOfWeek', r.day_of_week, 'minDuration', r.min_duration,
               'startDate', r.start_date, 'endDate', r.end_date, 'isActive', r.is_active,
               'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
               ORDER BY r.created_at, r.id)
        FROM field_pricing_rules r
       WHERE r.field_id = fields.id AND r.is_active), '[]')`,
    blocks: sql<CalendarBlock[]>`COALESCE((
      SELECT json_agg(json_build_object(
               'type', b.type,
               'start', (extract(epoch FROM b.starts_at) * 1000)::float8,
               'end', (extract(epoch FROM b.ends_at) * 1000)::float8))
        FROM field_blocks b
       WHERE b.field_id = fields.id AND b.ends_at > ${window.start} AND b.starts_at < ${window.end}), '[]')`,
    // Confirmed bookings and pending ones whose hold is live (a hold without expiry: paid, awaiting the
    // manager's confirmation) keep their slots; a lapsed hold frees its slot even before it is swept.
    busy: sql<BusyInterval[]>`COALESCE((
      SELECT json_agg(json_build_object(
               'start', (extract(epoch FROM k.starts_at) * 1000)::float8,
               'end', (extract(epoch FROM k.ends_at) * 1000)::float8))
        FROM bookings k
       WHERE k.field_id = fields.id AND k.status IN ('pending', 'confirmed')
         AND (k.status = 'confirmed' OR k.hold_expires_at IS NULL OR k.hold_expires_at > ${now}::timestamptz
              OR EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = k.id AND p.status = 'processing'))
         -- Overlap as a range: the exclusion constraint's GiST index finds it by field and time.
         AND tstzrange(k.starts_at, k.ends_at, '[)') && tstzrange(${window.start}, ${window.end}, '[)')), '[]')`,
  };
}

/** The field's calendar snapshot (Drizzle leaves single-table columns unqualified). */
function snapshotSelect(db: Db, id: Value<string>, from: Value<string>, days: Value<number>, now: Value<string>) {
  return db.select(calendarColumns(from, days, now)).from(fields).where(eq(fields.id, id));
}

/** One round trip per availability request, through a prepared statement (no planning per call). */
export class AvailabilityRepository {
  private readonly prepared;

  constructor(private readonly db: Db) {
    this.prepared = snapshotSelect(db, sql.placeholder('id'), sql.placeholder('from'), sql.placeholder('days'), sql.placeholder('now'))
      .prepare('field_availability_snapshot');
  }

  /** `now` decides which holds are live. */
  async snapshot(fieldId: string, from: string, days: number, now: Date): Promise<FieldCalendarSnapshot | undefined> {
    const [row] = await this.prepared.execute({ id: fieldId, from, days, now: now.toISOString() });
    return row;
  }

  /** The same query with its values, as SQL (the benchmark explains it). */
  snapshotQuery(fieldId: string, from: string, days: number, now: Date): SQL {
    return snapshotSelect(this.db, fieldId, from, days, now.toISOString()).getSQL();
  }
}
