/**
 * What the account notices say (docs/product/emails.md#other-notices), in English, French and Arabic: the
 * in-app notification (title and message) and, for those that are also mailed, the e-mail. Values arrive
 * formatted in the reader's language (dates, times, money). Each language is in its file of account-notice-texts/.
 */
import type { BlockType } from '@pitchside/shared-api/contracts/field-constants';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';
import { ar } from './account-notice-texts/ar.js';
import { en } from './account-notice-texts/en.js';
import { fr } from './account-notice-texts/fr.js';

/** The values each notice's texts use. */
export interface AccountNoticeValues {
  refundIssued: { amount: string; number: string; field: string; refundDays: string };
  fieldBlocked: { company: string; field: string; closure: string; date: string; start: string; end: string; number: string };
  planChanged: { company: string; plan: string; previousPlan: string; amount: string | null };
  planEnded: { company: string; plan: string };
  renewalFailed: { company: string; plan: string; amount: string };
  employeeCreated: { company: string };
  employeeDeactivated: { company: string };
}
export type AccountNoticeKind = keyof AccountNoticeValues;

interface MailText<V> {
  subject: (v: V) => string;
  heading: string;
  /** Paragraphs before the facts. */
  intro: (v: V) => string[];
  /** Paragraphs after them. */
  outro: (v: V) => string[];
  /** No button: the reader has nowhere to go in Pitchside (a deactivated employee). */
  button: string | null;
}

export interface NoticeText<V> {
  title: (v: V) => string;
  message: (v: V) => string;
  /** Absent: the notice is in-app only. */
  mail?: MailText<V>;
}

export type AccountNoticeTexts = { [K in AccountNoticeKind]: NoticeText<AccountNoticeValues[K]> };

export interface AccountNoticeCatalogue {
  kinds: AccountNoticeTexts;
  labels: {
    field: string; when: string; number: string; refund: string; reason: string; closed: string; plan: string; previousPlan: string;
    charged: string; due: string;
  };
  nothingCharged: string;
  blockTypes: Record<BlockType, string>;
  planNames: Record<SubscriptionPlan, string>;
  footers: { customer: string; owner: (company: string) => string; staff: (company: string) => string };
}

export const ACCOUNT_NOTICE_TEXTS: Record<LanguageCode, AccountNoticeCatalogue> = { en, fr, ar };
