/**
 * The e-mail of a booking notice, as a pure function of its texts and values, and a company's own wording
 * of it (subject, opening, closing) with placeholders: plain names in double braces, replaced by text in one
 * pass (a value that itself contains braces is not read again), escaped by the layout like all user data.
 */
import {
  EMAIL_TEMPLATE_PLACEHOLDERS, PLACEHOLDER_PATTERN, type EmailTemplateKind,
} from '@pitchside/shared-api/contracts/email-templates';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { greetingIn, type MailContent } from '../mail/templates/render.js';
import { NOTICE_TEXTS, type NoticeTextKind, type NoticeValues } from './booking-notice-texts.js';

/** A company's wording of one e-mail (or the platform's, as a template). */
export interface NoticeWording {
  subject: string;
  body: string;
  closing: string;
}

const PARAGRAPH_BREAK = /\n\s*\n/;

/** Replaces each known placeholder by its value ('' when the notice has none); unknown names stay as written. */
export function fillPlaceholders(template: string, values: NoticeValues): string {
  const known: readonly string[] = EMAIL_TEMPLATE_PLACEHOLDERS;
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!known.includes(name)) return whole;
    const value = values[name as keyof NoticeValues];
    return value === undefined ? '' : String(value);
  });
}

const paragraphsOf = (text: string) => text.split(PARAGRAPH_BREAK).map((p) => p.trim()).filter(Boolean);

/** The platform's wording of a kind in a language, with placeholders where the values go. */
export function defaultWording(kind: EmailTemplateKind, language: LanguageCode): NoticeWording {
  const names = Object.fromEntries(EMAIL_TEMPLATE_PLACEHOLDERS.map((name) => [name, `{{${name}}}`])) as unknown as NoticeValues;
  const text = NOTICE_TEXTS[language].kinds[kind];
  return {
    subject: text.subject(names),
    body: text.intro(names).join('\n\n'),
    closing: text.outro(names).join('\n\n'),
  };
}

/** The booking's facts shown as a table between the opening and the closing. */
export function noticeFacts(language: LanguageCode, kind: NoticeTextKind, values: NoticeValues, booking: { city: string; reason: string | null }): [string, string][] {
  const catalogue = NOTICE_TEXTS[language];
  const labels = catalogue.labels;
  const facts: [string, string][] = [
    [labels.field, `${values.field}, ${booking.city}`],
    [labels.when, `${values.date}, ${values.start}–${values.end} (${values.timezone})`],
    [labels.number, values.number],
  ];
  if (kind !== 'cancelled' && kind !== 'newRequest') facts.push([labels.code, values.code]);
  if (kind === 'paid') facts.push([labels.amount, values.amount ?? values.total], [labels.method, values.method ?? '']);
  else facts.push([labels.total, values.total]);
  if (kind === 'cancelled') {
    if (booking.reason) facts.push([labels.reason, booking.reason]);
    facts.push([labels.refund, values.amount ?? catalogue.noRefund]);
  }
  return facts;
}

export interface NoticeMail {
  language: LanguageCode;
  kind: NoticeTextKind;
  values: NoticeValues;
  facts: [string, string][];
  firstName: string;
  link: string;
  /** The company's wording, used instead of the platform's subject, opening and closing. */
  wording?: NoticeWording;
}

/** What a notice's e-mail says, ready for the one mail layout. */
export function noticeContent({ language, kind, values, facts, firstName, link, wording }: NoticeMail): MailContent {
  const catalogue = NOTICE_TEXTS[language];
  const text = catalogue.kinds[kind];
  return {
    subject: wording ? fillPlaceholders(wording.subject, values) : text.subject(values),
    heading: text.heading,
    greeting: greetingIn(language, firstName),
    paragraphs: wording ? paragraphsOf(fillPlaceholders(wording.body, values)) : text.intro(values),
    facts,
    after: wording ? paragraphsOf(fillPlaceholders(wording.closing, values)) : text.outro(values),
    button: { label: text.button, url: link },
    footer: catalogue.footer,
  };
}
