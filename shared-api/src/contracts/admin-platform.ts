import { z } from 'zod';
import { ZCurrencySchema } from './field-primitives.js';
import { ZMoneyListSchema } from './money.js';
import { ROLES } from './roles.js';
import { SUBSCRIPTION_PLANS } from './company-profile.js';
import { ADMIN_MESSAGES } from './admin-constants.js';
import { count } from './admin-primitives.js';

// The platform as the super admin sees it (see admin.ts): its figures now (the overview) and over a period
// (the analytics), and its settings. Figures follow docs/product/figures.md.

// ── Overview ────────────────────────────────────────────────────────────────────────────────────

/** A count now and over the previous 30 days' equivalent, with the change in percent (one decimal). */
const ZTrendSchema = z.object({ current: count, previous: count, growth: z.number() });

export const ADMIN_ALERT_KINDS = ['webhook_failing', 'jobs_failing', 'jobs_backlog', 'emails_failing'] as const;

export const ZAdminOverviewSchema = z.object({
  companies: z.object({ active: count, suspended: count, new30d: ZTrendSchema }),
  users: z.object({ byRole: z.array(z.object({ role: z.enum(ROLES), count })), locked: count, unverified: count, new30d: ZTrendSchema }),
  /** Bookings made (docs/product/figures.md) today (UTC), in the last 7 and 30 days; the last 30 days by status now. */
  bookings: z.object({
    today: count, last7d: count, last30d: ZTrendSchema,
    byStatus: z.array(z.object({ status: z.enum(['confirmed', 'awaiting_confirmation', 'checked_in', 'cancelled']), count })),
  }),
  /** Payments completed minus refunds made in the last 30 days and the 30 before, per currency. */
  revenue: z.object({ last30d: ZMoneyListSchema, previous30d: ZMoneyListSchema }),
  fieldsPublished: count,
  alerts: z.array(z.object({
    kind: z.enum(ADMIN_ALERT_KINDS),
    /** Figures of the alert (failures, jobs waiting…) for its text. */
    count,
    companyId: z.uuid().nullable(),
    companyName: z.string().nullable(),
  })),
  recentSignUps: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.enum(ROLES), createdAt: z.iso.datetime() })),
  generatedAt: z.iso.datetime(),
});
export type AdminOverview = z.infer<typeof ZAdminOverviewSchema>;

// ── Settings ────────────────────────────────────────────────────────────────────────────────────

export const ZMaintenanceBannerSchema = z.object({
  enabled: z.boolean(),
  message: z.object({ en: z.string().trim().max(300), fr: z.string().trim().max(300), ar: z.string().trim().max(300) }),
});
export type MaintenanceBanner = z.infer<typeof ZMaintenanceBannerSchema>;

export const ZPlatformSettingsSchema = z.object({
  maintenanceBanner: ZMaintenanceBannerSchema,
  companyRegistrationOpen: z.boolean(),
  /** The plan a new company starts on. */
  defaultPlan: z.enum(SUBSCRIPTION_PLANS),
  supportEmail: z.email(),
  updatedAt: z.iso.datetime(),
});
export type PlatformSettings = z.infer<typeof ZPlatformSettingsSchema>;

/** PUT /admin/settings: what GET answers, or part of it. */
export const ZPlatformSettingsUpdateSchema = z.strictObject({
  maintenanceBanner: ZMaintenanceBannerSchema.optional(),
  companyRegistrationOpen: z.boolean().optional(),
  defaultPlan: z.enum(SUBSCRIPTION_PLANS).optional(),
  supportEmail: z.email('Enter a valid e-mail address').optional(),
  updatedAt: z.string().optional(),
}).superRefine((value, context) => {
  const banner = value.maintenanceBanner;
  if (banner?.enabled && !banner.message.en) {
    context.addIssue({ code: 'custom', message: ADMIN_MESSAGES.bannerMessageRequired, path: ['maintenanceBanner', 'message', 'en'] });
  }
});
export type PlatformSettingsUpdate = z.input<typeof ZPlatformSettingsUpdateSchema>;

/** GET /platform/settings (public): what every page needs of the settings. */
export const ZPublicPlatformSettingsSchema = z.object({
  maintenanceBanner: ZMaintenanceBannerSchema,
  companyRegistrationOpen: z.boolean(),
  supportEmail: z.string(),
});
export type PublicPlatformSettings = z.infer<typeof ZPublicPlatformSettingsSchema>;

// ── Platform analytics ──────────────────────────────────────────────────────────────────────────

export const ADMIN_ANALYTICS_PERIODS = ['7d', '30d', '3m', 'custom'] as const;
export const ADMIN_ANALYTICS_MESSAGES = {
  customRange: 'Choose a start and an end date for a custom period',
  order: 'The start date must be on or before the end date',
  span: 'A period can cover at most 366 days',
} as const;

const adminPeriodFields = {
  period: z.enum(ADMIN_ANALYTICS_PERIODS).default('30d'),
  /** A custom period's first and last days (UTC), both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
};
function checkAdminPeriod(value: { period: string; from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (value.period !== 'custom') return;
  if (!value.from || !value.to) {
    context.addIssue({ code: 'custom', message: ADMIN_ANALYTICS_MESSAGES.customRange, path: [value.from ? 'to' : 'from'] });
  } else if (value.from > value.to) {
    context.addIssue({ code: 'custom', message: ADMIN_ANALYTICS_MESSAGES.order, path: ['to'] });
  } else if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1 > 366) {
    context.addIssue({ code: 'custom', message: ADMIN_ANALYTICS_MESSAGES.span, path: ['to'] });
  }
}

export const ZAdminAnalyticsQuerySchema = z.object(adminPeriodFields).superRefine(checkAdminPeriod);
export type AdminAnalyticsQuery = z.input<typeof ZAdminAnalyticsQuerySchema>;
export const ZAdminAnalyticsExportSchema = z.object({ ...adminPeriodFields, format: z.enum(['csv']).default('csv') }).superRefine(checkAdminPeriod);
export type AdminAnalyticsExport = z.input<typeof ZAdminAnalyticsExportSchema>;

const ZStatusCountsSchema = z.object({ confirmed: count, awaiting_confirmation: count, checked_in: count, cancelled: count });

/**
 * The platform over UTC days (docs/product/figures.md): bookings made by their status now, revenue per
 * currency (payments completed less refunds made), new accounts and companies; the busiest companies,
 * sports and cities by bookings made, and the companies that took most in each currency.
 */
export const ZAdminAnalyticsSchema = z.object({
  period: z.enum(ADMIN_ANALYTICS_PERIODS),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every currency with money in the period (revenue lists carry an entry for each). */
  currencies: z.array(ZCurrencySchema),
  totals: z.object({ bookingsMade: count, byStatus: ZStatusCountsSchema, revenue: ZMoneyListSchema, newUsers: count, newCompanies: count }),
  days: z.array(z.object({ date: z.iso.date(), bookings: ZStatusCountsSchema, revenue: ZMoneyListSchema, newUsers: count, newCompanies: count })),
  topCompaniesByBookings: z.array(z.object({ companyId: z.uuid(), name: z.string(), bookings: count })),
  topCompaniesByRevenue: z.array(z.object({ currency: ZCurrencySchema, companies: z.array(z.object({ companyId: z.uuid(), name: z.string(), amount: z.number().int() })) })),
  bookingsBySport: z.array(z.object({ sportType: z.string(), bookings: count })),
  bookingsByCity: z.array(z.object({ city: z.string(), bookings: count })),
});
export type AdminAnalytics = z.infer<typeof ZAdminAnalyticsSchema>;
