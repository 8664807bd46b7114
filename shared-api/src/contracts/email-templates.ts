import { z } from 'zod';
import { LANGUAGE_CODES } from './language.js';

// A company's e-mail templates: the booking e-mails its customers receive, per language. A company may
// rewrite a mail's subject, its opening (before the booking's facts) and its closing (after them); the
// facts, the button, the attachments and the footer stay as the platform writes them. Placeholders are plain names in double braces, replaced by
// text (never evaluated, never read as HTML).

/** The booking e-mails a company can rewrite (docs/product/README.md: booking confirmation, reminder, cancellation, payment receipt). */
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
  testAddress: 'Enter a valid e-mail address to send the test to',
  notFound: 'E-mail template not found',
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

/** A template's id, as in `…/settings/email-templates/{id}`: its kind and language, e.g. `confirmed-en`. */
export const emailTemplateId = ({ kind, language }: EmailTemplateParams): string => `${kind}-${language}`;

/** The kind and language an id names; undefined for an id that is no template's. */
export function parseEmailTemplateId(id: string): EmailTemplateParams | undefined {
  const separator = id.lastIndexOf('-');
  const parsed = ZEmailTemplateParamsSchema.safeParse({ kind: id.slice(0, separator), language: id.slice(separator + 1) });
  return separator > 0 && parsed.success ? parsed.data : undefined;
}

/** `{id}` of `…/settings/email-templates/{id}` (an id that is no template's finds nothing: 404). */
export const ZEmailTemplateIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

const subjectText = templateText(EMAIL_TEMPLATE_LIMITS.subject, EMAIL_TEMPLATE_MESSAGES.subject);
const bodyText = templateText(EMAIL_TEMPLATE_LIMITS.body, EMAIL_TEMPLATE_MESSAGES.body);
const closingText = templateText(EMAIL_TEMPLATE_LIMITS.body, EMAIL_TEMPLATE_MESSAGES.closing, 0);

/** PUT …/settings/email-templates/{id}, and the draft a preview renders. */
export const ZEmailTemplateInputSchema = z.strictObject({
  subject: subjectText,
  /** The opening, before the booking's facts: paragraphs separated by a blank line. */
  body: bodyText,
  /** The closing, after the facts (may be empty). */
  closing: closingText.default(''),
});
export type EmailTemplateInput = z.input<typeof ZEmailTemplateInputSchema>;

/**
 * POST …/settings/email-templates/{id}/test: `email`, the address to send the test to (the caller's own when
 * absent), and optionally a draft to send instead of the wording in force (subject and body together).
 */
export const ZEmailTemplateTestSchema = z.strictObject({
  email: z.string({ error: EMAIL_TEMPLATE_MESSAGES.testAddress }).trim().max(254, EMAIL_TEMPLATE_MESSAGES.testAddress)
    .pipe(z.email({ error: EMAIL_TEMPLATE_MESSAGES.testAddress })).optional(),
  subject: subjectText.optional(),
  body: bodyText.optional(),
  closing: closingText.optional(),
}).superRefine((test, context) => {
  const drafted = test.subject !== undefined || test.body !== undefined || test.closing !== undefined;
  if (drafted && test.subject === undefined) context.addIssue({ code: 'custom', path: ['subject'], message: EMAIL_TEMPLATE_MESSAGES.subject });
  if (drafted && test.body === undefined) context.addIssue({ code: 'custom', path: ['body'], message: EMAIL_TEMPLATE_MESSAGES.body });
});
export type EmailTemplateTest = z.input<typeof ZEmailTemplateTestSchema>;

export const ZEmailTemplateSchema = z.object({
  /** `emailTemplateId`: the `{id}` of its paths. */
  id: z.string(),
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

/** GET /companies/settings/email-templates: every kind in every language. */
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
