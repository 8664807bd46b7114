import { z } from 'zod';
import { ZCurrencySchema } from './field-primitives.js';
import { ZCurrencyGrowthSchema, ZMoneyListSchema } from './money.js';

// GET /companies/dashboard: the server's overview (docs/product/entities.md "Dashboard overview"), computed from the company's
// bookings and payments in its time zone; the client reshapes it into the summary the overview page shows
// (docs/product/entities.md "Dashboard summary"), with the alerts of docs/product/constants.md.

export const ZDashboardQuerySchema = z.object({ companyId: z.uuid().optional() });
export type DashboardQuery = z.infer<typeof ZDashboardQuerySchema>;

export const ZRecentBookingSchema = z.object({
  id: z.uuid(),
  bookingNumber: z.string(),
  status: z.enum(['pending', 'confirmed', 'cancelled']),
  /** Paid and waiting for a manager (a pending booking without a hold). */
  awaitingConfirmation: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Minor units of `currency`. */
  totalPrice: z.number().int(),
  currency: ZCurrencySchema,
  field: z.object({ id: z.uuid(), name: z.string() }),
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
});
export type RecentBooking = z.infer<typeof ZRecentBookingSchema>;

/** Growth against the previous period, in percent (one decimal); +100 when the previous period had none. */
const growth = z.number();

/**
 * Figures of docs/product/figures.md over the company's local today, week (from Monday) and month; the same
 * definitions as the analytics, so "this month" here is the analytics of the month's first to last day.
 */
export const ZDashboardOverviewSchema = z.object({
  /**
   * Payments completed less refunds made, per currency (the usual one first). This month's and the previous
   * month's lists carry each currency that moved in either month and the usual one; today's and this week's
   * only the currencies that moved.
   */
  revenueToday: ZMoneyListSchema,
  revenueThisWeek: ZMoneyListSchema,
  revenueThisMonth: ZMoneyListSchema,
  revenuePreviousMonth: ZMoneyListSchema,
  /** This month against the previous month, per currency of either. */
  revenueGrowth: z.array(ZCurrencyGrowthSchema),
  /** Bookings made (created, not an unpaid hold) today, this week, this month. */
  totalBookingsToday: z.number().int(),
  totalBookingsThisWeek: z.number().int(),
  totalBookingsThisMonth: z.number().int(),
  /** Bookings made this month against the previous month. */
  bookingsGrowth: growth,
  /** Games played (bookings taking place, by their start) today, this week, this month. */
  gamesToday: z.number().int(),
  gamesThisWeek: z.number().int(),
  gamesThisMonth: z.number().int(),
  /** Accounts that ever made a booking with the company; those whose first booking was made this month. */
  totalCustomers: z.number().int(),
  newCustomersThisMonth: z.number().int(),
  customerGrowth: growth,
  totalFields: z.number().int(),
  activeFields: z.number().int(),
  /** Booked share of the open hours of the active fields this month, in percent (one decimal). */
  occupancy: z.number(),
  recentBookings: z.array(ZRecentBookingSchema),
  /** The company's usual currency (its profile). */
  primaryCurrency: ZCurrencySchema,
  timezone: z.string(),
  generatedAt: z.iso.datetime(),
});
export type DashboardOverview = z.infer<typeof ZDashboardOverviewSchema>;

export { ALERT_RULES, ALERT_SEVERITIES, utilizationOf, type AlertSeverity, type AlertType } from './company-dashboard-rules.js';
