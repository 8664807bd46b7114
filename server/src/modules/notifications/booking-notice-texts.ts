/**
 * What booking notices say, in English, French and Arabic: the in-app notification (title and message)
 * and the e-mail. Values arrive formatted in the reader's language (dates, times, money). Each language is in
 * its file of booking-notice-texts/.
 */
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { ar } from './booking-notice-texts/ar.js';
import { en } from './booking-notice-texts/en.js';
import { fr } from './booking-notice-texts/fr.js';

export interface NoticeValues {
  field: string;
  company: string;
  /** The local day, written out ("Monday 1 June 2026"). */
  date: string;
  start: string;
  end: string;
  timezone: string;
  code: string;
  number: string;
  total: string;
  /** Set on a cancellation that refunds something; on a payment receipt, the amount paid. */
  amount?: string;
  /** Card brand and last four digits, or the words for paying on site. */
  method?: string;
  reason?: string;
  customer?: string;
  arriveMinutes: number;
  refundDays: string;
}

interface NoticeText {
  title: (v: NoticeValues) => string;
  message: (v: NoticeValues) => string;
  subject: (v: NoticeValues) => string;
  heading: string;
  /** Paragraphs before the booking's facts. */
  intro: (v: NoticeValues) => string[];
  /** Paragraphs after them. */
  outro: (v: NoticeValues) => string[];
  button: string;
}

export type NoticeTextKind =
  | 'confirmed' | 'awaitingConfirmation' | 'newRequest' | 'paid' | 'cancelled' | 'reminderDayBefore' | 'reminderSoon';

export interface NoticeCatalogue {
  kinds: Record<NoticeTextKind, NoticeText>;
  labels: {
    field: string; when: string; code: string; number: string; total: string; amount: string; method: string;
    reason: string; refund: string;
  };
  paidOnSite: string;
  card: string;
  noRefund: string;
  footer: string;
  /** Under the footer of a reminder: "{text} {label}", the label being the one-click unsubscribe link. */
  unsubscribeReminders: { text: string; label: string };
  /** Name of the attached calendar file and receipt (without extension). */
  calendarFile: string;
  receiptFile: string;
}

export const NOTICE_TEXTS: Record<LanguageCode, NoticeCatalogue> = { en, fr, ar };
