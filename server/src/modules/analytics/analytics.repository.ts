import { sql } from 'drizzle-orm';
import type { BOOKING_OUTCOMES } from '@pitchside/shared-api/contracts/company-analytics';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { Money } from '@pitchside/shared-api/contracts/money';
import type { Db } from '../../db/client.js';
import { BOOKING_MADE, localDay, moneyJson, moneyMovements, TAKES_PLACE, within } from './figure-definitions.js';

export interface AnalyticsRange {
  companyId: string; timezone: string; primaryCurrency: Currency;
  /** Local days of the company's zone, both included. */
  startDate: string; endDate: string;
}

/** The period's aggregates as the database gives them; analytics-figures.ts shapes them into the answer. */
export interface AnalyticsAggregates {
  /** Money that moved each local day, per currency. */
  moneyByDay: { day: string; currency: Currency; collected: number; refunded: number }[];
  madeByDay: { day: string; count: number }[];
  playedByDay: { day: string; count: number }[];
  madeByStatus: { status: (typeof BOOKING_OUTCOMES)[number]; count: number }[];
  madeByCurrency: { currency: Currency; count: number }[];
  /** What the bookings made in the period brought to date, per currency. */
  madeValue: Money[];
  customers: number;
  fields: { fieldId: string; fieldName: string; currency: Currency; bookingsMade: number; gamesPlayed: number; revenue: Money[] }[];
  heatmap: { dayOfWeek: number; hour: number; games: number }[];
  topCustomers: { customerId: string; name: string; email: string; bookings: number; spent: Money[] }[];
}

/** The day after a 'yyyy-MM-dd' day. */
export const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The company's figures over local days: one statement, so every part reads the same snapshot. */
export class AnalyticsRepository {
  constructor(private readonly db: Db) {}

  async aggregates(r: AnalyticsRange): Promise<AnalyticsAggregates> {
    const tz = r.timezone;
    const range = { from: r.startDate, to: nextDay(r.endDate) };
    const inPeriod = (column: string) => within(sql.raw(column), range, tz);
    const customerName = sql`trim(u.first_name || ' ' || u.last_name)`;
    const { rows } = await this.db.execute<{ result: AnalyticsAggregates }>(sql`
      WITH movements AS ${moneyMovements(r.companyId)},
           money AS (SELECT ${localDay(sql`m.at`, tz)} AS day, m.* FROM movements m WHERE ${inPeriod('m.at')}),
           made AS (SELECT b.*, ${localDay(sql`b.created_at`, tz)} AS day FROM bookings b
                     WHERE b.company_id = ${r.companyId} AND ${BOOKING_MADE} AND ${inPeriod('b.created_at')}),
           played AS (SELECT b.*, ${localDay(sql`b.starts_at`, tz)} AS day FROM bookings b
                       WHERE b.company_id = ${r.companyId} AND ${TAKES_PLACE} AND ${inPeriod('b.starts_at')}),
           made_money AS (SELECT m.booking_id, m.customer_id, m.currency, m.collected - m.refunded AS net
                            FROM movements m WHERE m.booking_id IN (SELECT id FROM made)),
           field_list AS (SELECT f.id, f.name, f.currency FROM fields f WHERE f.company_id = ${r.companyId}
                            AND (f.publication_state <> 'archived'
                                 OR f.id IN (SELECT field_id FROM made UNION SELECT field_id FROM played
                                             UNION SELECT b.field_id FROM money JOIN bookings b ON b.id = money.booking_id))),
           customer_list AS (SELECT made.customer_id, count(*) AS bookings,
                                    COALESCE((SELECT sum(mm.net) FROM made_money mm WHERE mm.customer_id = made.customer_id
                                                AND mm.currency = ${r.primaryCurrency}), 0) AS usual
                               FROM made GROUP BY made.customer_id ORDER BY bookings DESC, usual DESC, made.customer_id LIMIT 10)
      SELECT json_build_object(
        'moneyByDay', COALESCE((SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'currency', currency,
                                  'collected', collected, 'refunded', refunded) ORDER BY day, currency)
                                  FROM (SELECT day, currency, sum(collected) AS collected, sum(refunded) AS refunded FROM money GROUP BY 1, 2) x), '[]'::json),
        'madeByDay', COALESCE((SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'count', n) ORDER BY day)
                                 FROM (SELECT day, count(*) AS n FROM made GROUP BY 1) x), '[]'::json),
        'playedByDay', COALESCE((SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'count', n) ORDER BY day)
                                   FROM (SELECT day, count(*) AS n FROM played GROUP BY 1) x), '[]'::json),
        'madeByStatus', json_build_array(
          json_build_object('status', 'confirmed', 'count', (SELECT count(*) FROM made WHERE status = 'confirmed' AND checked_in_at IS NULL)),
          json_build_object('status', 'awaiting_confirmation', 'count', (SELECT count(*) FROM made WHERE status = 'pending')),
          json_build_object('status', 'checked_in', 'count', (SELECT count(*) FROM made WHERE status = 'confirmed' AND checked_in_at IS NOT NULL)),
          json_build_object('status', 'cancelled', 'count', (SELECT count(*) FROM made WHERE status = 'cancelled'))),
        'madeByCurrency', COALESCE((SELECT json_agg(json_build_object('currency', currency, 'count', n) ORDER BY currency)
                                      FROM (SELECT currency, count(*) AS n FROM made GROUP BY 1) x), '[]'::json),
        'madeValue', ${moneyJson(sql`SELECT currency, sum(net) AS amount FROM made_money GROUP BY 1`)},
        'customers', (SELECT count(DISTINCT customer_id) FROM made),
        'fields', COALESCE((SELECT json_agg(json_build_object('fieldId', f.id, 'fieldName', f.name, 'currency', f.currency,
                              'bookingsMade', (SELECT count(*) FROM made WHERE made.field_id = f.id),
                              'gamesPlayed', (SELECT count(*) FROM played WHERE played.field_id = f.id),
                              'revenue', ${moneyJson(sql`SELECT money.currency, sum(money.collected - money.refunded) AS amount FROM money
                                                         JOIN bookings b ON b.id = money.booking_id WHERE b.field_id = f.id GROUP BY 1`)})
                              ORDER BY f.name, f.id) FROM field_list f), '[]'::json),
        'heatmap', COALESCE((SELECT json_agg(json_build_object('dayOfWeek', dow, 'hour', hour, 'games', n) ORDER BY dow, hour)
                               FROM (SELECT extract(dow FROM local_date)::int AS dow, split_part(start_time, ':', 1)::int AS hour, count(*) AS n
                                       FROM played GROUP BY 1, 2) x), '[]'::json),
        'topCustomers', COALESCE((SELECT json_agg(json_build_object('customerId', u.id, 'name', ${customerName}, 'email', u.email, 'bookings', c.bookings,
                              'spent', ${moneyJson(sql`SELECT mm.currency, sum(mm.net) AS amount FROM made_money mm WHERE mm.customer_id = u.id GROUP BY 1`)})
                              ORDER BY c.bookings DESC, c.usual DESC, ${customerName}, u.id)
                              FROM customer_list c JOIN users u ON u.id = c.customer_id), '[]'::json)
      ) AS result`);
    return rows[0]!.result;
  }
}
