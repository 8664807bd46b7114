import { and, count, eq } from 'drizzle-orm';
import type { PlatformStats } from '@pitchside/shared-api/contracts/platform';
import type { Db } from '../../db/client.js';
import { companies, fields, users } from '../../db/schema.js';

export class PlatformRepository {
  constructor(private readonly db: Db) {}

  async stats(): Promise<PlatformStats> {
    const [[fieldRow], [companyRow], [customerRow]] = await Promise.all([
      // What customers can book: published and active.
      this.db.select({ n: count() }).from(fields).where(and(eq(fields.publicationState, 'published'), eq(fields.status, 'active'))),
      this.db.select({ n: count() }).from(companies),
      this.db.select({ n: count() }).from(users).where(eq(users.role, 'CUSTOMER')),
    ]);
    // Bookings have no table yet (their module comes later): there are no rows to count.
    return { fields: fieldRow?.n ?? 0, companies: companyRow?.n ?? 0, customers: customerRow?.n ?? 0, bookings: 0 };
  }
}
