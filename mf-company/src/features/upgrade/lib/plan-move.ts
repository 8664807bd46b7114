import type { Subscription, SubscriptionPlanInfo } from '@pitchside/shared-api/contracts/subscription';

/**
 * What choosing a plan does: nothing (`current`), a dearer plan charged pro rata (`upgrade`), a cheaper one
 * leaving a credit (`downgrade`), or — after a failed renewal — any plan again, which charges a paid one (`choose`).
 */
export type PlanMove = 'current' | 'upgrade' | 'downgrade' | 'choose';

export function planMove(subscription: Pick<Subscription, 'plan' | 'status' | 'priceMonthly'>, target: Pick<SubscriptionPlanInfo, 'id' | 'priceMonthly'>): PlanMove {
  if (subscription.status === 'past_due') return 'choose';
  if (target.id === subscription.plan) return 'current';
  return target.priceMonthly > subscription.priceMonthly ? 'upgrade' : 'downgrade';
}

/** Whether the move takes money from a card (so one must be chosen). */
export const moveCharges = (move: PlanMove, target: Pick<SubscriptionPlanInfo, 'priceMonthly'>): boolean =>
  target.priceMonthly > 0 && (move === 'upgrade' || move === 'choose');
