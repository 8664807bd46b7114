import { EMAIL_TEMPLATE_LIMITS, unknownPlaceholders, type EmailTemplateInput } from '@pitchside/shared-api/contracts/email-templates';

export type TemplatePart = 'subject' | 'body' | 'closing';
export const TEMPLATE_PARTS: readonly TemplatePart[] = ['subject', 'body', 'closing'];

/** Why a part cannot be saved: its length, or the names it uses that are not placeholders. */
export type TemplateProblem = { part: TemplatePart; kind: 'length' } | { part: TemplatePart; kind: 'placeholders'; names: string[] };

const LIMIT: Record<TemplatePart, { min: number; max: number }> = {
  subject: { min: 1, max: EMAIL_TEMPLATE_LIMITS.subject },
  body: { min: 1, max: EMAIL_TEMPLATE_LIMITS.body },
  closing: { min: 0, max: EMAIL_TEMPLATE_LIMITS.body },
};

/** The contract's rules, checked before sending so each message can be shown in the reader's language. */
export function templateProblems(wording: EmailTemplateInput): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const part of TEMPLATE_PARTS) {
    const text = (wording[part] ?? '').trim();
    if (text.length < LIMIT[part].min || text.length > LIMIT[part].max) problems.push({ part, kind: 'length' });
    else {
      const names = unknownPlaceholders(text);
      if (names.length > 0) problems.push({ part, kind: 'placeholders', names });
    }
  }
  return problems;
}

/** Inserts `text` at the selection of `value` (replacing it); answers the new value and caret. */
export function insertAt(value: string, selection: { start: number; end: number }, text: string): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
