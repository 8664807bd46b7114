import { z } from 'zod';
import { CURRENCIES } from './field-constants.js';
import { ZPaginationSchema } from './field.js';
import { ZCurrencySchema } from './field-primitives.js';
import { ZMoneyListSchema } from './money.js';
import { ROLES } from './roles.js';
import { SUBSCRIPTION_PLANS } from './company-profile.js';
import { ADMIN_MESSAGES } from './admin-constants.js';

export { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from './admin-constants.js';

// The super admin's area, under /api/v1/admin (SUPER_ADMIN only: another role 403, no session 401): the
// platform's figures, companies (look, suspend, reactivate), accounts (look, lock, unlock, help), the
// platform's settings and the audit trail of every admin action. Figures follow docs/product/figures.md.

const count = z.number().int().min(0);
const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(100).optional();

/** A reason an admin gives for a suspension or a lock (kept in the audit trail and told to the person). */
export const ZAdminReasonSchema = z.string({ error: ADMIN_MESSAGES.reasonRequired }).trim()
  .min(3, ADMIN_MESSAGES.reasonRequired).max(500, ADMIN_MESSAGES.reasonRequired);

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

// ── Companies ───────────────────────────────────────────────────────────────────────────────────

export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const ADMIN_COMPANY_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'bookings30d', '-bookings30d'] as const;

export const ZAdminCompanyListQuerySchema = z.object({
  /** Part of the company's name, its owner's e-mail or a location's city. */
  search,
  status: z.enum(COMPANY_STATUSES).optional(),
  plan: z.enum(SUBSCRIPTION_PLANS).optional(),
  sort: z.enum(ADMIN_COMPANY_SORTS).default('-createdAt'),
  page,
  limit,
});
export type AdminCompanyListQuery = Omit<z.input<typeof ZAdminCompanyListQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };

const ZSuspensionSchema = {
  status: z.enum(COMPANY_STATUSES),
  suspendedAt: z.iso.datetime().nullable(),
  suspensionReason: z.string().nullable(),
};

export const ZAdminCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ...ZSuspensionSchema,
  plan: z.enum(SUBSCRIPTION_PLANS),
  owner: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
  fieldsCount: count,
  employeesCount: count,
  /** Bookings made in the last 30 days. */
  bookings30d: count,
  createdAt: z.iso.datetime(),
});
export type AdminCompany = z.infer<typeof ZAdminCompanySchema>;

export const ZAdminCompanyListSchema = z.object({ data: z.array(ZAdminCompanySchema), pagination: ZPaginationSchema });
export type AdminCompanyList = z.infer<typeof ZAdminCompanyListSchema>;

export const ZAdminCompanyDetailSchema = ZAdminCompanySchema.extend({
  timezone: z.string(),
  businessEmail: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  primaryCurrency: ZCurrencySchema,
  currencies: z.array(z.enum(CURRENCIES)),
  subscriptionStatus: z.string(),
  usage: z.object({ fields: count, employees: count, locations: count }),
  locations: z.array(z.object({ id: z.uuid(), name: z.string(), city: z.string(), country: z.string(), isPrimary: z.boolean() })),
  counts: z.object({ fieldsPublished: count, bookingsMade: count, customers: count }),
  /** Payments completed minus refunds made, ever and in the last 30 days, per currency. */
  revenue: z.object({ allTime: ZMoneyListSchema, last30d: ZMoneyListSchema }),
  lastActivityAt: z.iso.datetime().nullable(),
});
export type AdminCompanyDetail = z.infer<typeof ZAdminCompanyDetailSchema>;

export const ZSuspendCompanySchema = z.object({ reason: ZAdminReasonSchema });
export type SuspendCompany = z.input<typeof ZSuspendCompanySchema>;
export const ZReactivateCompanySchema = z.object({ note: z.string().trim().max(500).optional() });
export type ReactivateCompany = z.input<typeof ZReactivateCompanySchema>;

// ── Users ───────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_USER_STATUSES = ['active', 'locked', 'unverified'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const ZAdminUserListQuerySchema = z.object({
  /** Part of the e-mail or the name. */
  search,
  role: z.enum(ROLES).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  page,
  limit,
});
export type AdminUserListQuery = Omit<z.input<typeof ZAdminUserListQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };

export const ZAdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Locked first, then unverified, else active. */
  status: z.enum(ADMIN_USER_STATUSES),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  companyName: z.string().nullable(),
  lastActiveAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserListSchema = z.object({ data: z.array(ZAdminUserSchema), pagination: ZPaginationSchema });
export type AdminUserList = z.infer<typeof ZAdminUserListSchema>;

export const ZAdminUserDetailSchema = ZAdminUserSchema.extend({
  phone: z.string().nullable(),
  language: z.string(),
  lockedAt: z.iso.datetime().nullable(),
  lockReason: z.string().nullable(),
  company: z.object({ id: z.uuid(), name: z.string(), relation: z.enum(['owner', 'employee']) }).nullable(),
  bookingsCount: count,
  /** What the account paid for bookings, less refunds, per currency. */
  paymentsTotal: ZMoneyListSchema,
});
export type AdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

export const ZLockUserSchema = z.object({ reason: ZAdminReasonSchema });
export type LockUser = z.input<typeof ZLockUserSchema>;

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

// ── Audit trail ─────────────────────────────────────────────────────────────────────────────────

export const ADMIN_ACTIONS = [
  'company.suspended', 'company.reactivated', 'user.locked', 'user.unlocked', 'user.password_reset_sent', 'user.email_verified',
  'user.verification_sent', 'settings.updated', 'announcement.sent', 'remote.activated',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export const ADMIN_TARGETS = ['company', 'user', 'settings', 'announcement', 'remote'] as const;
export type AdminTarget = (typeof ADMIN_TARGETS)[number];

export const ZAdminActivityQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: z.enum(ADMIN_ACTIONS).optional(),
  targetType: z.enum(ADMIN_TARGETS).optional(),
  /** Days (UTC), inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
  limit,
});
export type AdminActivityQuery = Omit<z.input<typeof ZAdminActivityQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };

export const ZAdminActivityEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(ADMIN_TARGETS),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AdminActivityEntry = z.infer<typeof ZAdminActivityEntrySchema>;

export const ZAdminActivityListSchema = z.object({ data: z.array(ZAdminActivityEntrySchema), pagination: ZPaginationSchema });
export type AdminActivityList = z.infer<typeof ZAdminActivityListSchema>;

// ── Remote releases ─────────────────────────────────────────────────────────────────────────────

export const RELEASE_MESSAGES = {
  unknownRemote: 'No remote has this name',
  unknownVersion: 'This version of the remote was never published',
  incompatible: (contract: string, shell: string) => `This version speaks contract ${contract}; the shell speaks ${shell}`,
  unknownContract: 'This version does not say which contract it speaks',
  alreadyActive: 'This version is already the active one',
} as const;
export const RELEASE_ERROR_CODES = { incompatible: 'INCOMPATIBLE_CONTRACT', alreadyActive: 'ALREADY_ACTIVE' } as const;

export const ZRemoteVersionSchema = z.object({
  version: z.string(),
  /** The shell–remote contract it was built against; null when its folder does not say. */
  contract: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /** Whether the shell of this deployment can load it (same contract major). */
  compatible: z.boolean(),
});
export type RemoteVersion = z.infer<typeof ZRemoteVersionSchema>;

export const ZRemoteReleaseSchema = z.object({
  name: z.string(),
  /** The version the registry names (null when the registry has none for it). */
  activeVersion: z.string().nullable(),
  activeContract: z.string().nullable(),
  /** Published versions, newest first. */
  versions: z.array(ZRemoteVersionSchema),
});
export type RemoteRelease = z.infer<typeof ZRemoteReleaseSchema>;

export const ZRemoteReleasesSchema = z.object({
  /** The contract the shell of this deployment speaks. */
  shellContract: z.string(),
  remotes: z.array(ZRemoteReleaseSchema),
});
export type RemoteReleases = z.infer<typeof ZRemoteReleasesSchema>;

export const ZActivateRemoteSchema = z.object({ version: z.string().trim().min(1).max(100).regex(/^[\w.-]+$/, RELEASE_MESSAGES.unknownVersion) });
export type ActivateRemote = z.input<typeof ZActivateRemoteSchema>;

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
