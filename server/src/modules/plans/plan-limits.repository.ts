import { sql, type SQL } from 'drizzle-orm';
import type { LimitedResource, SubscriptionPlan, SubscriptionStatus } from '@pitchside/shared-api/contracts/subscription';
import type { Executor } from '../../db/client.js';

/** What counts against a plan's limit: fields not archived, every employee account, every location. */
const COUNTS: Record<LimitedResource, (companyId: string) => SQL> = {
  fields: (companyId) => sql`SELECT count(*)::int AS n FROM fields WHERE company_id = ${companyId} AND publication_state <> 'archived'`,
  employees: (companyId) => sql`SELECT count(*)::int AS n FROM employees WHERE company_id = ${companyId}`,
  locations: (companyId) => sql`SELECT count(*)::int AS n FROM company_locations WHERE company_id = ${companyId}`,
};

/** How many of a resource the company has, as its plan's limit counts them (in the caller's transaction or not). */
export async function countUsed(executor: Executor, companyId: string, resource: LimitedResource): Promise<number> {
  const { rows } = await executor.execute<{ n: number }>(COUNTS[resource](companyId));
  return rows[0]?.n ?? 0;
}

/**
 * The company's plan and its state, its row locked to the end of the caller's transaction (so that two additions
 * at once cannot both take the last place); undefined for an unknown company.
 */
export async function lockedPlan(tx: Executor, companyId: string): Promise<{ plan: SubscriptionPlan; status: SubscriptionStatus } | undefined> {
  const { rows } = await tx.execute<{ subscription_plan: SubscriptionPlan; subscription_status: SubscriptionStatus }>(
    sql`SELECT subscription_plan, subscription_status FROM companies WHERE id = ${companyId} FOR UPDATE`);
  return rows[0] && { plan: rows[0].subscription_plan, status: rows[0].subscription_status };
}

