import { slotPrice, winningRule } from '@pitchside/shared-api/contracts/field-pricing';
import type { FieldDraft, RuleDraft, ScheduleRow } from './field-draft';
import { parseNumber, toMinorUnits, toRuleTerms } from './field-request';
import { validateRule } from './validation';

export interface PreviewCell {
  /** Minor units. */
  price: number;
  /** The rule that set the price, if any. */
  rule?: RuleDraft;
}

export interface PreviewDay {
  dayOfWeek: number;
  /** `YYYY-MM-DD`: the next such weekday from today (date-ranged rules apply to real dates). */
  date: string;
  /** Slot start time → price; a time absent here is not a slot of that day. */
  cells: Map<string, PreviewCell>;
}

export interface WeekPreview {
  days: PreviewDay[];
  /** Every slot start time of the week, sorted. */
  times: string[];
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Start times of a day's slots: from opening, one slot plus the break after another, until closing. */
export function slotStarts(row: ScheduleRow): string[] {
  const slot = parseNumber(row.slotDuration);
  const pause = parseNumber(row.breakDuration) ?? 0;
  if (!row.isActive || slot === null || !Number.isInteger(slot) || slot < 1 || Number.isNaN(pause) || pause < 0) return [];
  const starts: string[] = [];
  for (let start = minutes(row.openTime); start + slot <= minutes(row.closeTime); start += slot + pause) starts.push(clock(start));
  return starts;
}

/**
 * The coming week's slots with their prices, as the API will price them (`slotPrice`, `winningRule`).
 * Rules that are not valid yet are left out; `days` follows `order` (the reader's week).
 */
export function weekPreview(draft: FieldDraft, order: readonly number[], today: Date): WeekPreview {
  const base = toMinorUnits(draft.basePricePerHour);
  const rules = draft.pricingRules.filter((rule) => Object.keys(validateRule(rule)).length === 0);
  const terms = rules.map(toRuleTerms);
  const times = new Set<string>();
  const days = order.map((dayOfWeek): PreviewDay => {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ((dayOfWeek - today.getDay() + 7) % 7));
    const row = draft.schedules[dayOfWeek];
    const cells = new Map<string, PreviewCell>();
    const duration = row ? Number(row.slotDuration) : 0;
    for (const startTime of row ? slotStarts(row) : []) {
      const slot = { date: localDate(date), dayOfWeek, startTime, durationMinutes: duration };
      const winner = winningRule(terms, slot);
      cells.set(startTime, { price: slotPrice(base, slot, terms), rule: winner ? rules[terms.indexOf(winner)] : undefined });
      times.add(startTime);
    }
    return { dayOfWeek, date: localDate(date), cells };
  });
  return { days, times: [...times].sort() };
}
