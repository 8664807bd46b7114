import { and, count, eq, sql } from 'drizzle-orm';
import type { PlatformStats } from '@pitchside/shared-api/contracts/platform';
import type { Db } from '../../db/client.js';
import { companies, fields, users } from '../../db/schema.js';
import { BOOKING_MADE } from '../analytics/figure-definitions.js';

export class PlatformRepository {
  constructor(private readonly db: Db) {}

  async stats(): Promise<PlatformStats> {
    const [[fieldRow], [companyRow], [customerRow], bookingRows] = await Promise.all([
      // What customers can book: published and active, of an active company.
      this.db.select({ n: count() }).from(fields).innerJoin(companies, eq(companies.id, fields.companyId))
        .where(and(eq(fields.publicationState, 'published'), eq(fields.status, 'active'), eq(companies.status, 'active'))),
      this.db.select({ n: count() }).from(companies).where(eq(companies.status, 'active')),
      this.db.select({ n: count() }).from(users).where(eq(users.role, 'CUSTOMER')),
      // Bookings made (docs/product/figures.md), not unpaid holds.
      this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings b WHERE ${BOOKING_MADE}`),
    ]);
    return { fields: fieldRow?.n ?? 0, companies: companyRow?.n ?? 0, customers: customerRow?.n ?? 0, bookings: bookingRows.rows[0]?.n ?? 0 };
  }
}
