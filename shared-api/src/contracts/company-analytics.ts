import { z } from 'zod';
import { ZCurrencySchema } from './field-primitives.js';

// GET /companies/analytics (and its parts under /analytics/…): the company's bookings and money over a period
// (docs/product/constants.md: 7 days, 30 days, 3 months, custom), by day, status, field, weekday × hour and customer, in the
// company's time zone. POST /companies/analytics/export gives the same as CSV, and mails it when asked.

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

export const ZAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  startDate: isoDate,
  endDate: isoDate,
  timezone: z.string(),
  currency: ZCurrencySchema,
  totals: z.object({
    /** Collected less refunded, minor units. */
    revenue: z.number().int(),
    bookings: z.number().int(),
    cancelled: z.number().int(),
    customers: z.number().int(),
    averageBookingValue: z.number().int(),
  }),
  /** Every day of the period, in order, zero-filled. */
  revenueByDay: z.array(z.object({ date: isoDate, revenue: z.number().int(), bookings: z.number().int() })),
  bookingsByStatus: z.array(z.object({ status: z.enum(BOOKING_OUTCOMES), count: z.number().int() })),
  bookingsByField: z.array(z.object({ fieldId: z.uuid(), fieldName: z.string(), bookings: z.number().int(), revenue: z.number().int() })),
  /** Bookings by local weekday (0 = Sunday) and starting hour; only cells with bookings. */
  heatmap: z.array(z.object({ dayOfWeek: z.number().int().min(0).max(6), hour: z.number().int().min(0).max(23), bookings: z.number().int() })),
  topCustomers: z.array(z.object({ customerId: z.uuid(), name: z.string(), bookings: z.number().int(), spent: z.number().int() })),
});
export type Analytics = z.infer<typeof ZAnalyticsSchema>;
