import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

interface ExportMailTexts {
  subject: (from: string, to: string) => string;
  heading: string;
  greeting: (name: string) => string;
  /** `kind`: CSV or PDF. */
  body: (from: string, to: string, kind: string) => string;
  footer: string;
}

/** The e-mail that carries an analytics export, in the reader's language. */
export const EXPORT_MAIL_TEXTS: Record<LanguageCode, ExportMailTexts> = {
  en: {
    subject: (from, to) => `Your analytics export, ${from} to ${to}`,
    heading: 'Your analytics export',
    greeting: (name) => `Hello ${name},`,
    body: (from, to, kind) => `The bookings and revenue of your company from ${from} to ${to} are attached as a ${kind} file.`,
    footer: 'You receive this e-mail because you asked for an export on Pitchside.',
  },
  fr: {
    subject: (from, to) => `Votre export de statistiques, du ${from} au ${to}`,
    heading: 'Votre export de statistiques',
    greeting: (name) => `Bonjour ${name},`,
    body: (from, to, kind) => `Les réservations et le chiffre d’affaires de votre entreprise du ${from} au ${to} sont joints au format ${kind}.`,
    footer: 'Vous recevez cet e-mail car vous avez demandé un export sur Pitchside.',
  },
  ar: {
    subject: (from, to) => `تصدير التحليلات من ${from} إلى ${to}`,
    heading: 'تصدير التحليلات',
    greeting: (name) => `مرحبًا ${name}،`,
    body: (from, to, kind) => `تجد مرفقًا ملف ${kind} بحجوزات شركتك وإيراداتها من ${from} إلى ${to}.`,
    footer: 'تتلقى هذه الرسالة لأنك طلبت تصديرًا على Pitchside.',
  },
};
