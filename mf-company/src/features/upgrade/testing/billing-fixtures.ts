import type { SavedPaymentMethod } from '@pitchside/shared-api/contracts/payment';
import {
  PLAN_CATALOGUE, subscriptionPlans, type BillingHistory, type Invoice, type Subscription, type Usage,
} from '@pitchside/shared-api/contracts/subscription';

/** What the API answers for the catalogue. */
export const PLANS = subscriptionPlans();

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => {
  const plan = overrides.plan ?? 'basic';
  return {
    plan, status: 'active', currentPeriodStart: '2026-06-01T00:00:00.000Z', currentPeriodEnd: '2026-07-01T12:00:00.000Z',
    cancelAtPeriodEnd: false, credit: 0, currency: 'USD', priceMonthly: PLAN_CATALOGUE[plan].priceMonthly, limits: PLAN_CATALOGUE[plan].limits,
    ...overrides,
  };
};

export const usage = (overrides: Partial<Usage> = {}): Usage => ({
  plan: 'basic', fields: { used: 2, limit: 3 }, employees: { used: 3, limit: 3 }, locations: { used: 1, limit: 1 }, ...overrides,
});

export const card = (n: number, overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  id: `8f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c0${n}`, brand: n === 1 ? 'visa' : 'mastercard', last4: n === 1 ? '4242' : '4444',
  expMonth: 12, expYear: 2035, holder: 'Olivia Owner', billingAddress: null, isDefault: n === 1, createdAt: '2026-01-01T00:00:00.000Z', ...overrides,
});

export const invoice = (n: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id: `9f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b${String(n).padStart(4, '0')}`, number: `INV-2026-${String(n).padStart(4, '0')}`, kind: 'plan_change',
  plan: 'premium', previousPlan: 'basic', status: 'paid',
  lines: [{ kind: 'plan', plan: 'premium', amount: 2450, from: '2026-06-16T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z' }],
  amount: 2450, currency: 'USD', periodStart: '2026-06-16T00:00:00.000Z', periodEnd: '2026-07-01T00:00:00.000Z', cardBrand: 'visa', cardLast4: '4242',
  failureCode: null, createdAt: '2026-06-16T12:00:00.000Z', ...overrides,
});

export const history = (invoices: Invoice[], page = 1, total = invoices.length): BillingHistory => ({
  invoices, pagination: { page, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
});
