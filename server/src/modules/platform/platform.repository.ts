import { count, eq } from 'drizzle-orm';
import type { PlatformStats } from '@pitchside/shared-api/contracts/platform';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';

export class PlatformRepository {
  constructor(private readonly db: Db) {}

  async stats(): Promise<PlatformStats> {
    const [[companyRow], [customerRow]] = await Promise.all([
      this.db.select({ n: count() }).from(companies),
      this.db.select({ n: count() }).from(users).where(eq(users.role, 'CUSTOMER')),
    ]);
    // Fields and bookings have no tables yet (their modules come later): there are no rows to count.
    return { fields: 0, companies: companyRow?.n ?? 0, customers: customerRow?.n ?? 0, bookings: 0 };
  }
}
