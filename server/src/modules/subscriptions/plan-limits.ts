import { sql } from 'drizzle-orm';
import {
  PLAN_CATALOGUE, SUBSCRIPTION_ERROR_CODES as C, SUBSCRIPTION_MESSAGES as M, type LimitedResource, type SubscriptionPlan,
  type SubscriptionStatus, type Usage,
} from '@pitchside/shared-api/contracts/subscription';
import type { Executor } from '../../db/client.js';
import { DomainError } from '../../lib/errors.js';

/** What counts against a plan's limit: fields not archived, every employee account, every location. */
const COUNTS: Record<LimitedResource, (companyId: string) => ReturnType<typeof sql>> = {
  fields: (companyId) => sql`SELECT count(*)::int AS n FROM fields WHERE company_id = ${companyId} AND publication_state <> 'archived'`,
  employees: (companyId) => sql`SELECT count(*)::int AS n FROM employees WHERE company_id = ${companyId}`,
  locations: (companyId) => sql`SELECT count(*)::int AS n FROM company_locations WHERE company_id = ${companyId}`,
};

const LIMIT_ERRORS: Record<LimitedResource, () => DomainError> = {
  fields: () => new DomainError('conflict', C.limitReached, M.fieldLimitReached, { details: { resource: 'fields' } }),
  employees: () => new DomainError('conflict', C.employeeLimitReached, M.employeeLimitReached, { details: { resource: 'employees' } }),
  locations: () => new DomainError('conflict', C.limitReached, M.locationLimitReached, { details: { resource: 'locations' } }),
};

export const subscriptionExpired = () => new DomainError('payment_failed', C.subscriptionExpired, M.subscriptionExpired);

export async function countUsed(executor: Executor, companyId: string, resource: LimitedResource): Promise<number> {
  const { rows } = await executor.execute<{ n: number }>(COUNTS[resource](companyId));
  return rows[0]?.n ?? 0;
}

/** What the company uses against its plan's limits. */
export async function usageOf(executor: Executor, companyId: string, plan: SubscriptionPlan): Promise<Usage> {
  const [fields, employees, locations] = await Promise.all(
    (['fields', 'employees', 'locations'] as const).map((resource) => countUsed(executor, companyId, resource)));
  const { limits } = PLAN_CATALOGUE[plan];
  return {
    plan,
    fields: { used: fields!, limit: limits.fields },
    employees: { used: employees!, limit: limits.employees },
    locations: { used: locations!, limit: limits.locations },
  };
}

/**
 * Refuses to add `adding` of a resource beyond the plan's limit (409, spec §8 'limit reached') or while a
 * renewal is unpaid (402). Call it in the transaction that adds them: it locks the company's row, so two
 * additions at once cannot both take the last place.
 */
export async function assertWithinPlan(tx: Executor, companyId: string, resource: LimitedResource, adding = 1): Promise<void> {
  const { rows } = await tx.execute<{ subscription_plan: SubscriptionPlan; subscription_status: SubscriptionStatus }>(
    sql`SELECT subscription_plan, subscription_status FROM companies WHERE id = ${companyId} FOR UPDATE`);
  const company = rows[0];
  if (!company) return;
  if (company.subscription_status === 'past_due') throw subscriptionExpired();
  const limit = PLAN_CATALOGUE[company.subscription_plan].limits[resource];
  if (limit === null) return;
  if ((await countUsed(tx, companyId, resource)) + adding > limit) throw LIMIT_ERRORS[resource]();
}
