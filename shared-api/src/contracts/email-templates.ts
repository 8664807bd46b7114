import { z } from 'zod';
import { LANGUAGE_CODES } from './language.js';

// A company's e-mail templates: the booking e-mails its customers receive, per language. A company may
// rewrite a mail's subject, its opening (before the booking's facts) and its closing (after them); the
// facts, the button, the attachments and the footer stay as the platform writes them. Placeholders are plain names in double braces, replaced by
// text (never evaluated, never read as HTML).

/** The booking e-mails a company can rewrite (spec §1: booking confirmation, reminder, cancellation, payment receipt). */
export const EMAIL_TEMPLATE_KINDS = [
  'confirmed', 'awaitingConfirmation', 'paid', 'cancelled', 'reminderDayBefore', 'reminderSoon',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/** What a template may name, and what each is replaced by. */
export const EMAIL_TEMPLATE_PLACEHOLDERS = [
  'customer', 'field', 'company', 'date', 'start', 'end', 'timezone', 'number', 'code', 'total', 'amount', 'method', 'reason',
  'arriveMinutes', 'refundDays',
] as const;
export type EmailTemplatePlaceholder = (typeof EMAIL_TEMPLATE_PLACEHOLDERS)[number];

export const EMAIL_TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;

/** `{{ name }}` anywhere in a template. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

export const EMAIL_TEMPLATE_MESSAGES = {
  subject: `Enter a subject of 1 to ${EMAIL_TEMPLATE_LIMITS.subject} characters`,
  body: `Enter a text of 1 to ${EMAIL_TEMPLATE_LIMITS.body} characters`,
  closing: `Enter at most ${EMAIL_TEMPLATE_LIMITS.body} characters`,
  unknownPlaceholder: (names: string[]) => `Unknown placeholder: ${names.map((name) => `{{${name}}}`).join(', ')}`,
  saved: 'Template saved',
  reset: 'Template back to the default text',
  testSent: (to: string) => `Test e-mail sent to ${to}`,
} as const;

/** The names a text uses that are not placeholders. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = EMAIL_TEMPLATE_PLACEHOLDERS;
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '').filter((name) => !known.includes(name)))];
}

const templateText = (max: number, message: string, min = 1) =>
  z.string({ error: message }).trim().min(min, message).max(max, message)
    .superRefine((text, context) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0) context.addIssue({ code: 'custom', message: EMAIL_TEMPLATE_MESSAGES.unknownPlaceholder(unknown) });
    });

export const ZEmailTemplateParamsSchema = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  language: z.enum(LANGUAGE_CODES),
});
export type EmailTemplateParams = z.infer<typeof ZEmailTemplateParamsSchema>;

/** PUT …/email-templates/{kind}/{language}, and the draft a preview or a test renders. */
export const ZEmailTemplateInputSchema = z.strictObject({
  subject: templateText(EMAIL_TEMPLATE_LIMITS.subject, EMAIL_TEMPLATE_MESSAGES.subject),
  /** The opening, before the booking's facts: paragraphs separated by a blank line. */
  body: templateText(EMAIL_TEMPLATE_LIMITS.body, EMAIL_TEMPLATE_MESSAGES.body),
  /** The closing, after the facts (may be empty). */
  closing: templateText(EMAIL_TEMPLATE_LIMITS.body, EMAIL_TEMPLATE_MESSAGES.closing, 0).default(''),
});
export type EmailTemplateInput = z.input<typeof ZEmailTemplateInputSchema>;

export const ZEmailTemplateSchema = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  language: z.enum(LANGUAGE_CODES),
  subject: z.string(),
  body: z.string(),
  closing: z.string(),
  /** The platform's text, to compare with or go back to. */
  defaultSubject: z.string(),
  defaultBody: z.string(),
  defaultClosing: z.string(),
  isCustom: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type EmailTemplate = z.infer<typeof ZEmailTemplateSchema>;

/** GET /companies/email-templates: every kind in every language. */
export const ZEmailTemplateListSchema = z.object({
  templates: z.array(ZEmailTemplateSchema),
  placeholders: z.array(z.enum(EMAIL_TEMPLATE_PLACEHOLDERS)),
});
export type EmailTemplateList = z.infer<typeof ZEmailTemplateListSchema>;

/** A template rendered with a sample booking, as the customer would receive it. */
export const ZEmailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof ZEmailPreviewSchema>;

export const ZEmailTestResultSchema = z.object({ sentTo: z.string() });
export type EmailTestResult = z.infer<typeof ZEmailTestResultSchema>;
