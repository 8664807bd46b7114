import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID, PERMISSIONS } from '@pitchside/shared-api/contracts/session-user';
import type { Db } from '../db/client.js';
import type { CompanyScope } from '../lib/actor.js';
import type { Clock } from '../lib/clock.js';
import { PaymentMethodRepository } from '../modules/payments/payment-method.repository.js';
import { TestCardProcessor } from '../modules/payments/test-card-processor.js';
import { SubscriptionRepository } from '../modules/subscriptions/subscription.repository.js';
import { SubscriptionService } from '../modules/subscriptions/subscription.service.js';

const DAY = 86_400_000;

/**
 * Puts each demo company on the premium plan as its owner would: a test card saved, then the plan
 * bought part-way through the month (so the billing page shows a pro-rata invoice). Companies that
 * already have a card are left as they are. Answers how many were subscribed.
 */
export async function seedDemoSubscriptions(db: Db, clock: Clock): Promise<number> {
  const service = new SubscriptionService(db, new SubscriptionRepository(db), new PaymentMethodRepository(db), new TestCardProcessor(db, clock), clock);
  const { rows } = await db.execute<{ id: string; owner_id: string; holder: string }>(sql`
    SELECT c.id, c.owner_id, trim(u.first_name || ' ' || u.last_name) AS holder
      FROM companies c JOIN users u ON u.id = c.owner_id
     WHERE c.tenant_id = ${DEFAULT_TENANT_ID} AND u.email LIKE '%@pitchside.test'
       AND NOT EXISTS (SELECT 1 FROM payment_methods m WHERE m.company_id = c.id)`);
  const now = clock.now();
  for (const company of rows) {
    await db.execute(sql`UPDATE companies SET subscription_period_start = ${new Date(now.getTime() - 10 * DAY)},
                                              subscription_period_end = ${new Date(now.getTime() + 20 * DAY)} WHERE id = ${company.id}`);
    const scope: CompanyScope = {
      companyId: company.id,
      actor: { userId: company.owner_id, role: 'COMPANY_OWNER', tenantId: DEFAULT_TENANT_ID, permissions: [...PERMISSIONS], companyId: company.id },
    };
    await service.addMethod(scope, { card: { number: '4242424242424242', expMonth: 12, expYear: now.getUTCFullYear() + 4, cvc: '123', holder: company.holder } });
    await service.changePlan(scope, { planId: 'premium' });
  }
  return rows.length;
}
