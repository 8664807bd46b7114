import { z } from 'zod';
import { CURRENCIES } from './field-constants.js';
import { ZPaginationSchema } from './field.js';
import { ZCurrencySchema } from './field-primitives.js';
import { ZMoneyListSchema } from './money.js';
import { SUBSCRIPTION_PLANS } from './company-profile.js';
import { count, limit, page, search, ZAdminReasonSchema } from './admin-primitives.js';

// The super admin's companies (look, suspend, reactivate), under /api/v1/admin/companies (see admin.ts).

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
