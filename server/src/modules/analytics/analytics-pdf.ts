/**
 * The analytics export as a PDF, in English, French and Arabic: the period's totals, bookings by status,
 * by field, the best customers and every day's revenue, as the label/value sections the receipt's PDF
 * renderer draws.
 */
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { formatMinor, type ReceiptContent } from '../payments/receipt-content.js';
import { renderDocument } from '../payments/receipt-pdf.js';
import { PLATFORM_NAME } from '../payments/receipt-texts.js';

interface AnalyticsPdfTexts {
  title: string;
  sections: { totals: string; byStatus: string; byField: string; customers: string; days: string };
  labels: { period: string; revenue: string; bookings: string; cancelled: string; customers: string; average: string };
  statuses: Record<Analytics['bookingsByStatus'][number]['status'], string>;
  /** "12 bookings · 480.00 $" */
  count: (bookings: number, money: string) => string;
  none: string;
  footer: string;
}

const TEXTS: Record<LanguageCode, AnalyticsPdfTexts> = {
  en: {
    title: 'Analytics report',
    sections: { totals: 'Totals', byStatus: 'Bookings by status', byField: 'Bookings by field', customers: 'Top customers', days: 'Revenue by day' },
    labels: { period: 'Period', revenue: 'Revenue', bookings: 'Bookings', cancelled: 'Cancelled', customers: 'Customers', average: 'Average booking value' },
    statuses: { confirmed: 'Confirmed', awaiting_confirmation: 'Awaiting confirmation', checked_in: 'Checked in', cancelled: 'Cancelled' },
    count: (bookings, money) => `${bookings} ${bookings === 1 ? 'booking' : 'bookings'} · ${money}`,
    none: 'Nothing in this period',
    footer: 'Figures in the company’s time zone; revenue is what was collected less refunds.',
  },
  fr: {
    title: 'Rapport de statistiques',
    sections: { totals: 'Totaux', byStatus: 'Réservations par statut', byField: 'Réservations par terrain', customers: 'Meilleurs clients', days: 'Chiffre d’affaires par jour' },
    labels: { period: 'Période', revenue: 'Chiffre d’affaires', bookings: 'Réservations', cancelled: 'Annulées', customers: 'Clients', average: 'Valeur moyenne d’une réservation' },
    statuses: { confirmed: 'Confirmée', awaiting_confirmation: 'En attente de confirmation', checked_in: 'Enregistrée', cancelled: 'Annulée' },
    count: (bookings, money) => `${bookings} ${bookings <= 1 ? 'réservation' : 'réservations'} · ${money}`,
    none: 'Rien sur cette période',
    footer: 'Chiffres dans le fuseau horaire de l’entreprise ; le chiffre d’affaires est l’encaissé moins les remboursements.',
  },
  ar: {
    title: 'تقرير التحليلات',
    sections: { totals: 'الإجماليات', byStatus: 'الحجوزات حسب الحالة', byField: 'الحجوزات حسب الملعب', customers: 'أفضل العملاء', days: 'الإيرادات حسب اليوم' },
    labels: { period: 'الفترة', revenue: 'الإيرادات', bookings: 'الحجوزات', cancelled: 'الملغاة', customers: 'العملاء', average: 'متوسط قيمة الحجز' },
    statuses: { confirmed: 'مؤكد', awaiting_confirmation: 'بانتظار التأكيد', checked_in: 'تم تسجيل الحضور', cancelled: 'ملغى' },
    count: (bookings, money) => `${bookings} حجز · ${money}`,
    none: 'لا شيء في هذه الفترة',
    footer: 'الأرقام بالمنطقة الزمنية للشركة؛ الإيرادات هي المبالغ المحصلة بعد خصم المبالغ المستردة.',
  },
};

/** The report as document content (what the PDF draws; tests read it as it is). */
export function analyticsReportContent(analytics: Analytics, company: string, language: LanguageCode): ReceiptContent {
  const texts = TEXTS[language];
  const l = texts.labels;
  const money = (minor: number) => formatMinor(minor, analytics.currency, language);
  const orNone = <T>(rows: T[]) => (rows.length > 0 ? rows : null);
  const emptyRow = [{ label: texts.none, value: '' }];
  return {
    direction: language === 'ar' ? 'rtl' : 'ltr',
    platform: PLATFORM_NAME,
    title: texts.title,
    company,
    sections: [
      {
        rows: [
          { label: l.period, value: `${analytics.startDate} – ${analytics.endDate} (${analytics.timezone})`, direction: 'ltr' },
        ],
      },
      {
        heading: texts.sections.totals,
        rows: [
          { label: l.revenue, value: money(analytics.totals.revenue), strong: true },
          { label: l.bookings, value: String(analytics.totals.bookings) },
          { label: l.cancelled, value: String(analytics.totals.cancelled) },
          { label: l.customers, value: String(analytics.totals.customers) },
          { label: l.average, value: money(analytics.totals.averageBookingValue) },
        ],
      },
      {
        heading: texts.sections.byStatus,
        rows: orNone(analytics.bookingsByStatus.map((s) => ({ label: texts.statuses[s.status], value: String(s.count) }))) ?? emptyRow,
      },
      {
        heading: texts.sections.byField,
        rows: orNone(analytics.bookingsByField.map((f) => ({ label: f.fieldName, value: texts.count(f.bookings, money(f.revenue)) }))) ?? emptyRow,
      },
      {
        heading: texts.sections.customers,
        rows: orNone(analytics.topCustomers.map((c) => ({ label: c.name, value: texts.count(c.bookings, money(c.spent)) }))) ?? emptyRow,
      },
      {
        heading: texts.sections.days,
        rows: analytics.revenueByDay.map((d) => ({ label: d.date, value: texts.count(d.bookings, money(d.revenue)) })),
      },
    ],
    footer: texts.footer,
  };
}

export function renderAnalyticsReport(analytics: Analytics, company: string, language: LanguageCode): Promise<Buffer> {
  const content = analyticsReportContent(analytics, company, language);
  return renderDocument(content, language, `${content.title} ${analytics.startDate} – ${analytics.endDate}`);
}
