import type { AvailabilityDay } from '@pitchside/shared-api/contracts/field';

/** Figures of a previewed week (docs/product/routes-and-screens.md, preview/analytics). */
export interface WeekSummary {
  /** Hours covered by slots, whatever their status. */
  openHours: number;
  slots: number;
  available: number;
  booked: number;
  /** Maintenance, closed or private event. */
  blocked: number;
  /** Minor units; null without slots. */
  minPrice: number | null;
  maxPrice: number | null;
  averagePrice: number | null;
}

const BLOCKED = new Set(['maintenance', 'closed', 'private_event']);

export function summarizeWeek(days: readonly AvailabilityDay[]): WeekSummary {
  const slots = days.flatMap((day) => day.slots);
  const prices = slots.map((slot) => slot.price);
  const minutes = slots.reduce((sum, slot) => sum + (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000, 0);
  return {
    openHours: Math.round((minutes / 60) * 10) / 10,
    slots: slots.length,
    available: slots.filter((slot) => slot.status === 'available').length,
    booked: slots.filter((slot) => slot.status === 'booked').length,
    blocked: slots.filter((slot) => BLOCKED.has(slot.status)).length,
    minPrice: prices.length ? Math.min(...prices) : null,
    maxPrice: prices.length ? Math.max(...prices) : null,
    averagePrice: prices.length ? Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length) : null,
  };
}
