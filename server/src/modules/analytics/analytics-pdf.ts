/**
 * The analytics export as a PDF, in English, French and Arabic: the period's totals (money one row per
 * currency), bookings by status, by field, the best customers and every day, as the label/value sections
 * the receipt's PDF renderer draws; the figures as docs/product/figures.md defines them.
 */
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Money } from '@pitchside/shared-api/contracts/money';
import { formatMinor, type ReceiptContent } from '../payments/receipt-content.js';
import { renderDocument } from '../payments/receipt-pdf.js';
import { PLATFORM_NAME } from '../payments/receipt-texts.js';

interface AnalyticsPdfTexts {
  title: string;
  sections: { totals: string; byStatus: string; byField: string; customers: string; days: string };
  labels: {
    period: string; collected: string; refunded: string; revenue: string; bookingsMade: string; gamesPlayed: string; cancelled: string;
    customers: string; average: string;
  };
  statuses: Record<Analytics['bookingsByStatus'][number]['status'], string>;
  /** "12 bookings made · 9 games · $480.00, €20.00" */
  count: (made: number, games: number, money: string) => string;
  /** "3 bookings · $480.00" */
  bookings: (made: number, money: string) => string;
  none: string;
  footer: string;
}

const TEXTS: Record<LanguageCode, AnalyticsPdfTexts> = {
  en: {
    title: 'Analytics report',
    sections: { totals: 'Totals', byStatus: 'Bookings made, by status now', byField: 'By field', customers: 'Top customers', days: 'Day by day' },
    labels: {
      period: 'Period', collected: 'Payments completed', refunded: 'Refunds made', revenue: 'Revenue', bookingsMade: 'Bookings made',
      gamesPlayed: 'Games played', cancelled: 'Cancelled', customers: 'Customers', average: 'Average booking value',
    },
    statuses: { confirmed: 'Confirmed', awaiting_confirmation: 'Awaiting confirmation', checked_in: 'Checked in', cancelled: 'Cancelled' },
    count: (made, games, money) => `${made} made · ${games} ${games === 1 ? 'game' : 'games'}${money ? ` · ${money}` : ''}`,
    bookings: (made, money) => `${made} ${made === 1 ? 'booking' : 'bookings'}${money ? ` · ${money}` : ''}`,
    none: 'Nothing in this period',
    footer: 'Local days of the company’s time zone. Revenue: payments completed in the period minus refunds made in it, per currency. Bookings made count by when they were made, games played by when they start.',
  },
  fr: {
    title: 'Rapport de statistiques',
    sections: { totals: 'Totaux', byStatus: 'Réservations effectuées, par statut actuel', byField: 'Par terrain', customers: 'Meilleurs clients', days: 'Jour par jour' },
    labels: {
      period: 'Période', collected: 'Paiements encaissés', refunded: 'Remboursements effectués', revenue: 'Chiffre d’affaires',
      bookingsMade: 'Réservations effectuées', gamesPlayed: 'Matchs joués', cancelled: 'Annulées', customers: 'Clients', average: 'Valeur moyenne d’une réservation',
    },
    statuses: { confirmed: 'Confirmée', awaiting_confirmation: 'En attente de confirmation', checked_in: 'Enregistrée', cancelled: 'Annulée' },
    count: (made, games, money) => `${made} ${made <= 1 ? 'effectuée' : 'effectuées'} · ${games} ${games <= 1 ? 'match' : 'matchs'}${money ? ` · ${money}` : ''}`,
    bookings: (made, money) => `${made} ${made <= 1 ? 'réservation' : 'réservations'}${money ? ` · ${money}` : ''}`,
    none: 'Rien sur cette période',
    footer: 'Jours locaux du fuseau horaire de l’entreprise. Chiffre d’affaires : paiements encaissés sur la période moins remboursements effectués, par devise. Les réservations effectuées comptent à leur date de création, les matchs joués à leur début.',
  },
  ar: {
    title: 'تقرير التحليلات',
    sections: { totals: 'الإجماليات', byStatus: 'الحجوزات المُنشأة حسب حالتها الآن', byField: 'حسب الملعب', customers: 'أفضل العملاء', days: 'يومًا بيوم' },
    labels: {
      period: 'الفترة', collected: 'المدفوعات المكتملة', refunded: 'المبالغ المستردة', revenue: 'الإيرادات', bookingsMade: 'الحجوزات المُنشأة',
      gamesPlayed: 'المباريات المُقامة', cancelled: 'الملغاة', customers: 'العملاء', average: 'متوسط قيمة الحجز',
    },
    statuses: { confirmed: 'مؤكد', awaiting_confirmation: 'بانتظار التأكيد', checked_in: 'تم تسجيل الحضور', cancelled: 'ملغى' },
    count: (made, games, money) => `${made} حجز · ${games} مباراة${money ? ` · ${money}` : ''}`,
    bookings: (made, money) => `${made} حجز${money ? ` · ${money}` : ''}`,
    none: 'لا شيء في هذه الفترة',
    footer: 'أيام محلية بالمنطقة الزمنية للشركة. الإيرادات: المدفوعات المكتملة خلال الفترة مطروحًا منها المبالغ المستردة خلالها، لكل عملة. تُحتسب الحجوزات بتاريخ إنشائها والمباريات بتاريخ بدئها.',
  },
};

/** The report as document content (what the PDF draws; tests read it as it is). */
export function analyticsReportContent(analytics: Analytics, company: string, language: LanguageCode): ReceiptContent {
  const texts = TEXTS[language];
  const l = texts.labels;
  const money = (m: Money) => formatMinor(m.amount, m.currency, language);
  const list = (entries: readonly Money[]) => entries.map(money).join(', ');
  /** One row per currency: "Revenue (EUR)". */
  const perCurrency = (label: string, entries: readonly Money[], strong = false) =>
    entries.map((m) => ({ label: `${label} (${m.currency})`, value: money(m), strong }));
  const orNone = <T>(rows: T[]) => (rows.length > 0 ? rows : null);
  const emptyRow = [{ label: texts.none, value: '' }];
  const t = analytics.totals;
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
          ...perCurrency(l.revenue, t.revenue, true),
          ...perCurrency(l.collected, t.collected),
          ...perCurrency(l.refunded, t.refunded),
          { label: l.bookingsMade, value: String(t.bookingsMade) },
          { label: l.gamesPlayed, value: String(t.gamesPlayed) },
          { label: l.cancelled, value: String(t.cancelled) },
          { label: l.customers, value: String(t.customers) },
          ...perCurrency(l.average, t.averageBookingValue),
        ],
      },
      {
        heading: texts.sections.byStatus,
        rows: orNone(analytics.bookingsByStatus.map((s) => ({ label: texts.statuses[s.status], value: String(s.count) }))) ?? emptyRow,
      },
      {
        heading: texts.sections.byField,
        rows: orNone(analytics.bookingsByField.map((f) => ({ label: f.fieldName, value: texts.count(f.bookingsMade, f.gamesPlayed, list(f.revenue)) }))) ?? emptyRow,
      },
      {
        heading: texts.sections.customers,
        rows: orNone(analytics.topCustomers.map((c) => ({ label: c.email ? `${c.name} <${c.email}>` : c.name, value: texts.bookings(c.bookings, list(c.spent)) }))) ?? emptyRow,
      },
      {
        heading: texts.sections.days,
        rows: analytics.revenueByDay.map((d) => ({ label: d.date, value: texts.count(d.bookingsMade, d.gamesPlayed, list(d.revenue)) })),
      },
    ],
    footer: texts.footer,
  };
}

export function renderAnalyticsReport(analytics: Analytics, company: string, language: LanguageCode): Promise<Buffer> {
  const content = analyticsReportContent(analytics, company, language);
  return renderDocument(content, language, `${content.title} ${analytics.startDate} – ${analytics.endDate}`);
}
