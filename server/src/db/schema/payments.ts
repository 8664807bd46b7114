/**
 * Payments of bookings, saved cards, refunds (migrations 0006, 0007, 0019), the company's plan invoices
 * (0019), and the books of the built-in test card processor (0006). Amounts in minor units.
 */
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BookingCancelResult } from '@pitchside/shared-api/contracts/booking';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { BillingAddress } from '@pitchside/shared-api/contracts/payment';
import type { CardBrand, CardErrorCode, PaymentMethod, PaymentStatus } from '@pitchside/shared-api/contracts/payment-constants';
import type { Invoice, InvoiceLine, SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';
import { tz } from './columns.js';

/** A saved card of a user (paying bookings) or of a company (paying its plan): exactly one of the two. */
export const paymentMethods = pgTable('payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  /** The processor's token: card numbers are never stored. */
  token: text('token').notNull(),
  brand: text('brand').$type<CardBrand>().notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holder: text('holder').notNull(),
  billingAddress: jsonb('billing_address').$type<BillingAddress>(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  companyId: uuid('company_id'),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  companyId: uuid('company_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  description: text('description').notNull(),
  cardBrand: text('card_brand').$type<CardBrand>(),
  cardLast4: text('card_last4'),
  /** What the processor needs to charge: a token (saved or one-off); never a card number. */
  cardToken: text('card_token'),
  processorChargeId: text('processor_charge_id'),
  failureCode: text('failure_code'),
  /** Who started it with which Idempotency-Key, to tell a concurrent retry from another payment. */
  requestKey: text('request_key'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Recorded before the processor is asked, settled after (like charges). */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentId: uuid('payment_id').notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason'),
  status: text('status').$type<NonNullable<BookingCancelResult['refund']>['status']>().notNull(),
  processorRefundId: text('processor_refund_id'),
  /** Who asked with which Idempotency-Key, to tell a retry from another refund. */
  requestKey: text('request_key'),
  createdBy: uuid('created_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Numbered from the sequence `subscription_invoice_number_seq` (0019). */
export const subscriptionInvoices = pgTable('subscription_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  number: text('number').notNull(),
  kind: text('kind').$type<Invoice['kind']>().notNull(),
  plan: text('plan').$type<SubscriptionPlan>().notNull(),
  previousPlan: text('previous_plan').$type<SubscriptionPlan>(),
  status: text('status').$type<Invoice['status']>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  periodStart: tz('period_start').notNull(),
  periodEnd: tz('period_end').notNull(),
  cardBrand: text('card_brand').$type<CardBrand>(),
  cardLast4: text('card_last4'),
  processorChargeId: text('processor_charge_id'),
  failureCode: text('failure_code'),
  /** The processor's idempotency key of the charge: one invoice per change or renewal. */
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Tokens the built-in test processor issued, with the outcome each card stands for (not its number). */
export const testProcessorCards = pgTable('test_processor_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').$type<CardBrand>().notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome').$type<'success' | CardErrorCode>().notNull(),
  cvcOk: boolean('cvc_ok').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Every operation of the test processor by idempotency key: a retry is answered, not repeated. */
export const testProcessorOperations = pgTable('test_processor_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  kind: text('kind').$type<'charge' | 'refund'>().notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  result: jsonb('result').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
