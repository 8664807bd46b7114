/**
 * What a subscription invoice says, in English, French and Arabic, as the sections of label/value rows the
 * receipt's PDF renderer draws: who and when, then one row per line of the invoice and the total.
 */
import type { CardBrand } from '@pitchside/shared-api/contracts/payment';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Invoice, InvoiceLine, SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';
import { formatMinor, locale, type ReceiptContent } from '../payments/receipt-content.js';
import { BRAND_NAMES, PLATFORM_NAME } from '../payments/receipt-texts.js';

interface InvoiceCatalogue {
  title: string;
  details: string;
  labels: { number: string; issued: string; status: string; plan: string; period: string; card: string; total: string; failure: string };
  statuses: Record<Invoice['status'], string>;
  plans: Record<SubscriptionPlan, string>;
  lines: Record<InvoiceLine['kind'], (plan: string, from: string, to: string) => string>;
  card: string;
  none: string;
  footer: string;
}

const en: InvoiceCatalogue = {
  title: 'Invoice',
  details: 'Details',
  labels: { number: 'Invoice number', issued: 'Issue date', status: 'Status', plan: 'Plan', period: 'Period', card: 'Card', total: 'Total', failure: 'Reason' },
  statuses: { paid: 'Paid', failed: 'Payment failed' },
  plans: { basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  lines: {
    plan: (plan, from, to) => `${plan} plan, ${from} – ${to}`,
    unused_time: (plan, from, to) => `Unused time on ${plan}, ${from} – ${to}`,
    credit_applied: () => 'Account credit applied',
  },
  card: 'Card',
  none: 'None',
  footer: 'Thank you for running your business with Pitchside.',
};

const fr: InvoiceCatalogue = {
  title: 'Facture',
  details: 'Détail',
  labels: { number: 'Numéro de facture', issued: 'Date d’émission', status: 'Statut', plan: 'Formule', period: 'Période', card: 'Carte', total: 'Total', failure: 'Motif' },
  statuses: { paid: 'Payée', failed: 'Paiement refusé' },
  plans: { basic: 'Essentiel', premium: 'Premium', enterprise: 'Entreprise' },
  lines: {
    plan: (plan, from, to) => `Formule ${plan}, du ${from} au ${to}`,
    unused_time: (plan, from, to) => `Temps non utilisé de la formule ${plan}, du ${from} au ${to}`,
    credit_applied: () => 'Avoir du compte appliqué',
  },
  card: 'Carte',
  none: 'Aucune',
  footer: 'Merci de gérer votre activité avec Pitchside.',
};

const ar: InvoiceCatalogue = {
  title: 'فاتورة',
  details: 'التفاصيل',
  labels: { number: 'رقم الفاتورة', issued: 'تاريخ الإصدار', status: 'الحالة', plan: 'الباقة', period: 'الفترة', card: 'البطاقة', total: 'المبلغ الإجمالي', failure: 'السبب' },
  statuses: { paid: 'مدفوعة', failed: 'فشل الدفع' },
  plans: { basic: 'أساسي', premium: 'مميز', enterprise: 'مؤسسات' },
  lines: {
    plan: (plan, from, to) => `باقة ${plan}، من ${from} إلى ${to}`,
    unused_time: (plan, from, to) => `الوقت غير المستخدم من باقة ${plan}، من ${from} إلى ${to}`,
    credit_applied: () => 'تطبيق رصيد الحساب',
  },
  card: 'بطاقة',
  none: 'لا يوجد',
  footer: 'شكرًا لإدارة نشاطك التجاري مع Pitchside.',
};

const INVOICE_TEXTS: Record<LanguageCode, InvoiceCatalogue> = { en, fr, ar };

const day = (iso: string, timezone: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: timezone }).format(new Date(iso));

function cardText(brand: CardBrand | null, last4: string | null, texts: InvoiceCatalogue): string {
  if (!last4) return texts.none;
  const name = brand && brand !== 'unknown' ? BRAND_NAMES[brand] : texts.card;
  return `${name} •••• ${last4}`;
}

/** The invoice of `company` as document content; dates in the company's time zone. */
export function invoiceContent(invoice: Invoice, company: { name: string; timezone: string }, language: LanguageCode): ReceiptContent {
  const texts = INVOICE_TEXTS[language];
  const l = texts.labels;
  const when = (iso: string) => day(iso, company.timezone, language);
  const money = (minor: number) => formatMinor(minor, invoice.currency, language);
  return {
    direction: language === 'ar' ? 'rtl' : 'ltr',
    platform: PLATFORM_NAME,
    title: texts.title,
    company: company.name,
    sections: [
      {
        rows: [
          { label: l.number, value: invoice.number, direction: 'ltr' },
          { label: l.issued, value: when(invoice.createdAt) },
          { label: l.status, value: texts.statuses[invoice.status] },
          ...(invoice.failureCode ? [{ label: l.failure, value: invoice.failureCode, direction: 'ltr' as const }] : []),
          { label: l.plan, value: texts.plans[invoice.plan] },
          { label: l.period, value: `${when(invoice.periodStart)} – ${when(invoice.periodEnd)}` },
          { label: l.card, value: cardText(invoice.cardBrand, invoice.cardLast4, texts) },
        ],
      },
      {
        heading: texts.details,
        rows: [
          ...invoice.lines.map((line) => ({
            label: texts.lines[line.kind](line.plan ? texts.plans[line.plan] : '', line.from ? when(line.from) : '', line.to ? when(line.to) : ''),
            value: money(line.amount),
          })),
          { label: l.total, value: money(invoice.amount), strong: true },
        ],
      },
    ],
    footer: texts.footer,
  };
}

/** The file name of an invoice's PDF. */
export const invoiceFilename = (invoice: Invoice) => `${invoice.number}.pdf`;
