/**
 * What a receipt shows, as text in its language: the facts of one paid booking laid out as titled sections
 * of label/value rows. The PDF renderer only draws this; tests read it as it is.
 */
import type { PriceBreakdown } from '@pitchside/shared-api/contracts/booking';
import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { CardBrand, PaymentMethod, ReceiptPaymentStatus } from '@pitchside/shared-api/contracts/payment';
import type { Direction } from '../../lib/bidi.js';
import { BRAND_NAMES, PLATFORM_NAME, RECEIPT_TEXTS, type ReceiptCatalogue } from './receipt-texts.js';

/** Everything a receipt states about one paid booking (amounts in minor units of `currency`). */
export interface ReceiptData {
  bookingNumber: string;
  confirmationCode: string;
  /** The instant the receipt is issued. */
  issuedAt: Date;
  company: string;
  field: string;
  /** The field's IANA zone; the local date and times below are in it. */
  timezone: string;
  date: string;
  startTime: string;
  endTime: string;
  customer: { fullName: string; email: string };
  currency: Currency;
  price: PriceBreakdown;
  payment: {
    method: PaymentMethod;
    cardBrand: CardBrand | null;
    cardLast4: string | null;
    status: ReceiptPaymentStatus;
    paidAt: Date;
    amount: number;
    refundedAmount: number;
  };
  /** Completed refunds, oldest first. */
  refunds: { amount: number; refundedAt: Date; reason: string | null }[];
}

export interface ReceiptRow {
  label: string;
  value: string;
  /** A total: drawn in bold. */
  strong?: boolean;
  /**
   * How the value reads when not in the receipt's direction: `ltr` for codes and addresses, `auto` for
   * what someone typed (a name in any script reads in the direction of its first letter).
   */
  direction?: 'ltr' | 'auto';
}

export interface ReceiptSection {
  /** None for the first section, right under the title. */
  heading?: string;
  rows: ReceiptRow[];
}

export interface ReceiptContent {
  direction: Direction;
  platform: string;
  title: string;
  company: string;
  sections: ReceiptSection[];
  footer: string;
}

/** Intl locale of a document's language; Western digits in Arabic too, as the platform's screens show them. */
export const locale = (language: LanguageCode) => (language === 'ar' ? 'ar-u-nu-latn' : language);

/** Minor units as money in the receipt's language (the currency's own number of minor digits). */
export function formatMinor(minor: number, currency: Currency, language: LanguageCode): string {
  const format = new Intl.NumberFormat(locale(language), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** An instant as a date and time in `timezone`, written out in the receipt's language. */
function formatInstant(instant: Date, timezone: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: timezone }).format(instant);
}

/** A local day ('2026-06-01') written out in the receipt's language. */
function formatDay(date: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`));
}

function methodText(payment: ReceiptData['payment'], texts: ReceiptCatalogue): string {
  if (payment.method === 'credit_card' || payment.method === 'debit_card') {
    const brand = payment.cardBrand && payment.cardBrand !== 'unknown' ? BRAND_NAMES[payment.cardBrand] : texts.card;
    return payment.cardLast4 ? `${brand} •••• ${payment.cardLast4}` : brand;
  }
  return texts.methods[payment.method];
}

export function receiptContent(data: ReceiptData, language: LanguageCode): ReceiptContent {
  const texts = RECEIPT_TEXTS[language];
  const l = texts.labels;
  const money = (minor: number) => formatMinor(minor, data.currency, language);
  // Deductions are written with a minus sign; nothing deducted is a plain zero, not "-0.00".
  const minus = (minor: number) => money(minor === 0 ? 0 : -minor);
  const when = (instant: Date) => `${formatInstant(instant, data.timezone, language)} (${data.timezone})`;
  const refunds: ReceiptSection[] = data.refunds.length === 0 ? [] : [{
    heading: texts.sections.refunds,
    rows: [
      ...data.refunds.flatMap((refund) => [
        { label: texts.refundOn(formatInstant(refund.refundedAt, data.timezone, language)), value: minus(refund.amount) },
        ...(refund.reason ? [{ label: l.reason, value: refund.reason, direction: 'auto' as const }] : []),
      ]),
      { label: l.netPaid, value: money(data.payment.amount - data.payment.refundedAmount), strong: true },
    ],
  }];

  return {
    direction: language === 'ar' ? 'rtl' : 'ltr',
    platform: PLATFORM_NAME,
    title: texts.title,
    company: data.company,
    sections: [
      {
        rows: [
          { label: l.receiptNumber, value: data.bookingNumber, direction: 'ltr' },
          { label: l.issued, value: when(data.issuedAt) },
          { label: l.confirmationCode, value: data.confirmationCode, direction: 'ltr' },
        ],
      },
      {
        heading: texts.sections.booking,
        rows: [
          { label: l.field, value: data.field, direction: 'auto' },
          { label: l.date, value: formatDay(data.date, language) },
          { label: l.time, value: texts.timeRange(data.startTime, data.endTime, data.timezone) },
        ],
      },
      {
        heading: texts.sections.customer,
        rows: [
          { label: l.name, value: data.customer.fullName, direction: 'auto' },
          { label: l.email, value: data.customer.email, direction: 'ltr' },
        ],
      },
      {
        heading: texts.sections.amounts,
        rows: [
          { label: l.subtotal, value: money(data.price.subtotal) },
          { label: l.discount, value: minus(data.price.discount) },
          { label: l.tax, value: money(data.price.tax) },
          { label: l.processingFee, value: money(data.price.processingFee) },
          { label: l.total, value: money(data.price.total), strong: true },
        ],
      },
      {
        heading: texts.sections.payment,
        rows: [
          { label: l.method, value: methodText(data.payment, texts) },
          { label: l.status, value: texts.statuses[data.payment.status] },
          { label: l.paidAt, value: when(data.payment.paidAt) },
        ],
      },
      ...refunds,
    ],
    footer: texts.footer,
  };
}
