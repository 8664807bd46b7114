// Slot pricing, zod-free: the server prices availability with it and the field wizard previews a
// week of prices with the very same rules.

export interface PricingRuleTerms {
  priceMultiplier: number;
  priority: number;
  startTime: string | null;
  endTime: string | null;
  dayOfWeek: number | null;
  minDuration: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive?: boolean;
  /** Older rules win ties; rules without a creation time keep their list order. */
  createdAt?: string;
}

/** A slot as the rules see it: its local date, weekday and start time, and its length. */
export interface SlotTerms {
  /** `YYYY-MM-DD`, local to the field. */
  date: string;
  /** 0 = Sunday. */
  dayOfWeek: number;
  /** `HH:mm`, local to the field. */
  startTime: string;
  durationMinutes: number;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function ruleMatches(rule: PricingRuleTerms, slot: SlotTerms): boolean {
  if (rule.isActive === false) return false;
  if (rule.dayOfWeek !== null && rule.dayOfWeek !== slot.dayOfWeek) return false;
  if (rule.startDate !== null && slot.date < rule.startDate) return false;
  if (rule.endDate !== null && slot.date > rule.endDate) return false;
  if (rule.minDuration !== null && slot.durationMinutes < rule.minDuration) return false;
  if (rule.startTime !== null && rule.endTime !== null) {
    const start = minutes(slot.startTime);
    if (start < minutes(rule.startTime) || start >= minutes(rule.endTime)) return false;
  }
  return true;
}

/** The highest-priority matching rule; on equal priority the older one (docs/product/entities.md: higher wins). */
export function winningRule<R extends PricingRuleTerms>(rules: readonly R[], slot: SlotTerms): R | undefined {
  let best: R | undefined;
  for (const rule of rules) {
    if (!ruleMatches(rule, slot)) continue;
    if (
      !best ||
      rule.priority > best.priority ||
      (rule.priority === best.priority && rule.createdAt !== undefined && best.createdAt !== undefined && rule.createdAt < best.createdAt)
    ) {
      best = rule;
    }
  }
  return best;
}

/** Base price per hour × hours × the winning rule's multiplier, in minor units (rounded half up). */
export function slotPrice(basePricePerHour: number, slot: SlotTerms, rules: readonly PricingRuleTerms[]): number {
  const multiplier = winningRule(rules, slot)?.priceMultiplier ?? 1;
  return Math.round((basePricePerHour * slot.durationMinutes * multiplier) / 60);
}
