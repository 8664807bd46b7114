import {
  PLAN_CATALOGUE, SUBSCRIPTION_ERROR_CODES as C, SUBSCRIPTION_MESSAGES as M, type LimitedResource, type SubscriptionPlan, type Usage,
} from '@pitchside/shared-api/contracts/subscription';
import type { Executor } from '../../db/client.js';
import { DomainError } from '../../lib/errors.js';
import { countUsed, lockedPlan } from './plan-limits.repository.js';

const LIMIT_ERRORS: Record<LimitedResource, () => DomainError> = {
  fields: () => new DomainError('conflict', C.limitReached, M.fieldLimitReached, { details: { resource: 'fields' } }),
  employees: () => new DomainError('conflict', C.employeeLimitReached, M.employeeLimitReached, { details: { resource: 'employees' } }),
  locations: () => new DomainError('conflict', C.limitReached, M.locationLimitReached, { details: { resource: 'locations' } }),
};

export const subscriptionExpired = () => new DomainError('payment_failed', C.subscriptionExpired, M.subscriptionExpired);

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
 * Refuses to add `adding` of a resource beyond the plan's limit (409, docs/product/messages.md 'limit reached')
 * or while a renewal is unpaid (402). Call it in the transaction that adds them: it locks the company's row,
 * so two additions at once cannot both take the last place.
 */
export async function assertWithinPlan(tx: Executor, companyId: string, resource: LimitedResource, adding = 1): Promise<void> {
  const company = await lockedPlan(tx, companyId);
  if (!company) return;
  if (company.status === 'past_due') throw subscriptionExpired();
  const limit = PLAN_CATALOGUE[company.plan].limits[resource];
  if (limit === null) return;
  if ((await countUsed(tx, companyId, resource)) + adding > limit) throw LIMIT_ERRORS[resource]();
}
