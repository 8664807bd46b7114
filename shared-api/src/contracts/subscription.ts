import { z } from 'zod';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from './company-profile.js';
import { ZCurrencySchema } from './field-primitives.js';
import { ZPaginationSchema } from './field.js';
import { ZBillingAddressSchema, ZCardBrandSchema } from './payment.js';

// The company's subscription to the platform (docs/product/api.md#subscription-and-payment-methods and Payment methods, docs/product/messages.md company errors,
// docs/product/constants.md plans): three plans with limits on fields, employees and locations, a monthly period, pro-rata plan
// changes charged through the card processor, and invoices.

export { SUBSCRIPTION_PLANS, type SubscriptionPlan };

/** `null`: no limit. */
export interface PlanLimits {
  fields: number | null;
  employees: number | null;
  locations: number | null;
}
export type LimitedResource = keyof PlanLimits;
export const LIMITED_RESOURCES = ['fields', 'employees', 'locations'] as const satisfies readonly LimitedResource[];

/** The plans: monthly prices in minor units of `PLAN_CURRENCY`. */
export const PLAN_CATALOGUE: Record<SubscriptionPlan, { priceMonthly: number; limits: PlanLimits }> = {
  basic: { priceMonthly: 0, limits: { fields: 3, employees: 3, locations: 1 } },
  premium: { priceMonthly: 4900, limits: { fields: 25, employees: 25, locations: 5 } },
  enterprise: { priceMonthly: 14900, limits: { fields: null, employees: null, locations: null } },
};
export const PLAN_CURRENCY = 'USD' as const;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_ERROR_CODES = {
  limitReached: 'LIMIT_REACHED',
  employeeLimitReached: 'EMPLOYEE_LIMIT_REACHED',
  subscriptionExpired: 'SUBSCRIPTION_EXPIRED',
  paymentMethodRequired: 'SUBSCRIPTION_REQUIRED',
  downgradeBlocked: 'PLAN_DOWNGRADE_BLOCKED',
  nothingToCancel: 'SUBSCRIPTION_NOT_CANCELLABLE',
  methodInUse: 'PAYMENT_METHOD_IN_USE',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  fieldLimitReached: 'Field limit reached for your plan. Upgrade your plan to add more fields.',
  employeeLimitReached: 'Employee limit reached for your plan. Upgrade your plan to add more employees.',
  locationLimitReached: 'Location limit reached for your plan. Upgrade your plan to add more locations.',
  subscriptionExpired: 'Your subscription has expired. Renew your plan or choose the basic plan to continue.',
  paymentMethodRequired: 'A subscription is required: add a payment method to choose a paid plan.',
  downgradeBlocked: 'Your company uses more than this plan allows. Remove fields, employees or locations first.',
  nothingToCancel: 'The basic plan is free: there is nothing to cancel.',
  methodInUse: 'Keep at least one payment method while on a paid plan.',
  methodNotFound: 'Payment method not found',
  invoiceNotFound: 'Invoice not found',
  planChanged: 'Plan changed',
  renewed: 'Subscription renewed',
  cancelled: 'Subscription cancelled: it ends with the current period',
  resumed: 'Subscription resumed',
  methodAdded: 'Payment method added',
  methodUpdated: 'Payment method updated',
  methodRemoved: 'Payment method removed',
  methodDefault: 'Default payment method changed',
  loadFailed: 'Failed to fetch subscription',
  plansLoadFailed: 'Failed to fetch subscription plans',
  usageLoadFailed: 'Failed to fetch usage metrics',
  methodsLoadFailed: 'Failed to fetch payment methods',
} as const;

export const ZSubscriptionPlanIdSchema = z.enum(SUBSCRIPTION_PLANS);
const ZLimitSchema = z.number().int().nullable().meta({ description: 'null: unlimited' });
export const ZPlanLimitsSchema = z.object({ fields: ZLimitSchema, employees: ZLimitSchema, locations: ZLimitSchema });

/** `GET /subscription-plans`: the plans, cheapest first. */
export const ZSubscriptionPlanSchema = z.object({
  id: ZSubscriptionPlanIdSchema,
  priceMonthly: z.number().int(),
  currency: ZCurrencySchema,
  interval: z.literal('month'),
  limits: ZPlanLimitsSchema,
});
export type SubscriptionPlanInfo = z.infer<typeof ZSubscriptionPlanSchema>;

/** `GET /companies/subscription`. */
export const ZSubscriptionSchema = z.object({
  plan: ZSubscriptionPlanIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime(),
  /** Cancelled: the plan ends with the period, then the company is on the basic plan. */
  cancelAtPeriodEnd: z.boolean(),
  /** Minor units owed back to the company (unused time of a dearer plan), spent on the next charges. */
  credit: z.number().int(),
  currency: ZCurrencySchema,
  priceMonthly: z.number().int(),
  limits: ZPlanLimitsSchema,
});
export type Subscription = z.infer<typeof ZSubscriptionSchema>;

/** `PUT /companies/subscription`: the plan to move to (charged pro rata with the default payment method). */
export const ZSubscriptionChangeSchema = z.object({
  planId: ZSubscriptionPlanIdSchema,
  /** A saved card of the company to pay with; the default one when absent. */
  paymentMethodId: z.uuid('Invalid payment method id').optional(),
}).strict();
export type SubscriptionChange = z.input<typeof ZSubscriptionChangeSchema>;

const ZMeterSchema = z.object({ used: z.number().int(), limit: ZLimitSchema });
/** `GET /companies/usage`: what the company uses against its plan's limits. */
export const ZUsageSchema = z.object({
  plan: ZSubscriptionPlanIdSchema,
  fields: ZMeterSchema,
  employees: ZMeterSchema,
  locations: ZMeterSchema,
});
export type Usage = z.infer<typeof ZUsageSchema>;

export const INVOICE_KINDS = ['plan_change', 'renewal'] as const;
export const INVOICE_STATUSES = ['paid', 'failed'] as const;
/** A line of an invoice: the plan's price for a span, or a credit (negative). */
export const INVOICE_LINE_KINDS = ['plan', 'unused_time', 'credit_applied'] as const;

export const ZInvoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  plan: ZSubscriptionPlanIdSchema.nullable(),
  amount: z.number().int(),
  /** The span the line is for (`plan` and `unused_time` lines). */
  from: z.iso.datetime().nullable(),
  to: z.iso.datetime().nullable(),
});
export type InvoiceLine = z.infer<typeof ZInvoiceLineSchema>;

export const ZInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  plan: ZSubscriptionPlanIdSchema,
  previousPlan: ZSubscriptionPlanIdSchema.nullable(),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(ZInvoiceLineSchema),
  /** What was charged (or failed to be). */
  amount: z.number().int(),
  currency: ZCurrencySchema,
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  cardBrand: ZCardBrandSchema.nullable(),
  cardLast4: z.string().nullable(),
  /** A card error code when the charge failed. */
  failureCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof ZInvoiceSchema>;

/** What a plan change answers: the subscription, and the invoice when something was charged or credited. */
export const ZSubscriptionChangeResultSchema = z.object({ subscription: ZSubscriptionSchema, invoice: ZInvoiceSchema.nullable() });
export type SubscriptionChangeResult = z.infer<typeof ZSubscriptionChangeResultSchema>;

export const ZBillingHistoryQuerySchema = z.object({
  companyId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type BillingHistoryQuery = { companyId?: string | undefined; page?: number; limit?: number };

export const ZBillingHistorySchema = z.object({ invoices: z.array(ZInvoiceSchema), pagination: ZPaginationSchema });
export type BillingHistory = z.infer<typeof ZBillingHistorySchema>;

/** `PUT /companies/payment-methods/{id}`: what can change on a saved card without typing it again. */
export const ZCompanyPaymentMethodUpdateSchema = z.object({
  holder: z.string().trim().min(1, 'Cardholder name is required').max(100).optional(),
  billingAddress: ZBillingAddressSchema.nullable().optional(),
}).strict();
export type CompanyPaymentMethodUpdate = z.input<typeof ZCompanyPaymentMethodUpdateSchema>;

/** The plans of the catalogue as `GET /subscription-plans` answers them. */
export function subscriptionPlans(): SubscriptionPlanInfo[] {
  return SUBSCRIPTION_PLANS.map((id) => ({
    id, priceMonthly: PLAN_CATALOGUE[id].priceMonthly, currency: PLAN_CURRENCY, interval: 'month', limits: PLAN_CATALOGUE[id].limits,
  }));
}
