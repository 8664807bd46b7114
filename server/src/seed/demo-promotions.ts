import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@pitchside/shared-api/contracts/session-user';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DEMO_COMPANY } from './demo-accounts.js';

const DAY = 86_400_000;

/** The demo's promotion: 10 % off any booking at any of the demo company's fields, no minimum, for a year. */
export const DEMO_PROMOTION = { code: 'WELCOME10', discountPercent: 10 } as const;

/**
 * Gives the demo company its welcome code, so a newcomer can try a discount in the booking wizard. A
 * company that already has the code (any letter case) keeps its own. Answers how many were created.
 */
export async function seedDemoPromotions(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const result = await db.execute(sql`
    INSERT INTO promotions (company_id, code, discount_percent, min_hours, valid_from, valid_to, active, created_at, updated_at)
    SELECT c.id, ${DEMO_PROMOTION.code}, ${DEMO_PROMOTION.discountPercent}, 0, ${new Date(now.getTime() - DAY)}, ${new Date(now.getTime() + 365 * DAY)},
           true, ${now}, ${now}
      FROM companies c
     WHERE c.tenant_id = ${DEFAULT_TENANT_ID} AND c.name = ${DEMO_COMPANY}
    ON CONFLICT DO NOTHING`);
  return result.rowCount ?? 0;
}
