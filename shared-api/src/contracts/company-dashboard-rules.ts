// Zod-free rules of the company dashboard (see company-dashboard.ts), for the dashboard's client code,
// which must not pull zod onto the company overview's first load.

export const ALERT_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export type AlertType = 'LOW_UTILIZATION' | 'REVENUE_DECLINE' | 'BOOKING_SURGE' | 'PENDING_BOOKINGS';

/** Per docs/product/constants.md: the thresholds of the four alert rules. */
export const ALERT_RULES = {
  lowUtilizationBelow: 20,
  revenueDeclineBelow: -10,
  bookingSurgeAbove: 50,
  pendingBookingsAbove: 5,
} as const;

/** Per docs/product/constants.md: bookings this month / (fields × 30) × 100, with the games played this month. */
export function utilizationOf(gamesThisMonth: number, fields: number): number {
  return fields > 0 ? Math.round((gamesThisMonth / (fields * 30)) * 1000) / 10 : 0;
}
