import { z } from 'zod';
import { ZCurrencySchema } from './field-primitives.js';
import { ZMoneyListSchema } from './money.js';

// GET /companies/analytics (and its parts under /analytics/…): the company's bookings and money over a period
// (docs/product/constants.md: 7 days, 30 days, 3 months, custom), by day, status, field, weekday × hour and customer, in the
// company's time zone. POST /companies/analytics/export gives the same as CSV or PDF, and mails it when asked.

export const ANALYTICS_PERIODS = ['7d', '30d', '3m', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The longest custom range, in days. */
export const ANALYTICS_MAX_DAYS = 366;

export const ANALYTICS_MESSAGES = {
  customRange: 'Choose a start and an end date for a custom period',
  order: 'The start date must be on or before the end date',
  span: `A period can cover at most ${ANALYTICS_MAX_DAYS} days`,
  exported: 'Export ready',
  mailed: (to: string) => `Export ready; it is also on its way to ${to}`,
} as const;

const isoDate = z.iso.date();

const periodFields = {
  period: z.enum(ANALYTICS_PERIODS).default('30d'),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};
type PeriodInput = { period: AnalyticsPeriod; startDate?: string | undefined; endDate?: string | undefined };

/** A custom period names both ends, in order, at most a year apart. */
function checkPeriod(value: PeriodInput, context: z.RefinementCtx) {
  if (value.period !== 'custom') return;
  if (!value.startDate || !value.endDate) {
    context.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.customRange, path: [value.startDate ? 'endDate' : 'startDate'] });
    return;
  }
  if (value.startDate > value.endDate) context.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.order, path: ['endDate'] });
  else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 + 1 > ANALYTICS_MAX_DAYS) {
    context.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.span, path: ['endDate'] });
  }
}

export const ZAnalyticsQuerySchema = z.object({ ...periodFields, companyId: z.uuid().optional() }).superRefine(checkPeriod);
export type AnalyticsQuery = z.input<typeof ZAnalyticsQuerySchema>;

export const ZAnalyticsExportSchema = z.object({
  ...periodFields,
  format: z.enum(['csv', 'pdf']).default('csv'),
  /** Also e-mail the file to the person asking. */
  email: z.boolean().default(false),
}).superRefine(checkPeriod);
export type AnalyticsExport = z.input<typeof ZAnalyticsExportSchema>;

export const BOOKING_OUTCOMES = ['confirmed', 'awaiting_confirmation', 'checked_in', 'cancelled'] as const;

const count = z.number().int().min(0);

/**
 * The analytics answer. Every figure has one definition (docs/product/figures.md): "bookings made" count by
 * when a booking was made, "games played" by when it starts, revenue is payments completed in the period
 * less refunds made in it; money is a list with one entry per currency (the usual one first).
 */
export const ZAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  startDate: isoDate,
  endDate: isoDate,
  /** The company's zone: the period's days are its local days. */
  timezone: z.string(),
  /** The company's usual currency (its profile): first in every money list. */
  primaryCurrency: ZCurrencySchema,
  /** The currencies money lists carry: the usual one, then every other with activity in the period. */
  currencies: z.array(ZCurrencySchema),
  /** Money lists of the totals carry an entry for each of `currencies` (0 where nothing moved). */
  totals: z.object({
    /** Payments completed in the period. */
    collected: ZMoneyListSchema,
    /** Refunds completed in the period (of payments of any date). */
    refunded: ZMoneyListSchema,
    /** collected − refunded. */
    revenue: ZMoneyListSchema,
    /** Bookings made (created, not an unpaid hold) in the period; the sum of `bookingsByStatus`. */
    bookingsMade: count,
    /** Bookings taking place (confirmed or paid awaiting confirmation) that start in the period. */
    gamesPlayed: count,
    /** Of the bookings made in the period, those cancelled since. */
    cancelled: count,
    /** Accounts that made at least one booking in the period. */
    customers: count,
    /** The bookings made in the period by their currency. */
    bookingsMadeByCurrency: z.array(z.object({ currency: ZCurrencySchema, count })),
    /** What the bookings made in the period have brought to date: their payments less their refunds. */
    bookingValue: ZMoneyListSchema,
    /** bookingValue ÷ bookings made, per currency (rounded to the minor unit). */
    averageBookingValue: ZMoneyListSchema,
  }),
  /** Every day of the period, in order, zero-filled; revenue has an entry for each of `currencies`. */
  revenueByDay: z.array(z.object({ date: isoDate, revenue: ZMoneyListSchema, bookingsMade: count, gamesPlayed: count })),
  /** The bookings made in the period by their status now. */
  bookingsByStatus: z.array(z.object({ status: z.enum(BOOKING_OUTCOMES), count })),
  /** Every field with a booking or money in the period, and every field not archived; `revenue` lists the currencies that moved on it. */
  bookingsByField: z.array(z.object({
    fieldId: z.uuid(), fieldName: z.string(), currency: ZCurrencySchema, bookingsMade: count, gamesPlayed: count, revenue: ZMoneyListSchema,
  })),
  /** Games played by the field's local weekday (0 = Sunday) and starting hour; only cells with games. */
  heatmap: z.array(z.object({ dayOfWeek: z.number().int().min(0).max(6), hour: z.number().int().min(0).max(23), games: count })),
  /**
   * The ten accounts that made most bookings in the period (then spent most in the usual currency): their
   * bookings made and what those bookings brought (`spent`: the currencies they were paid in). `email` only
   * for staff who may see customers' contacts.
   */
  topCustomers: z.array(z.object({
    customerId: z.uuid(), name: z.string(), email: z.string().nullable(), bookings: count, spent: ZMoneyListSchema,
  })),
});
export type Analytics = z.infer<typeof ZAnalyticsSchema>;
