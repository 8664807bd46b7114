import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import {
  usePreviewEmailTemplateMutation, useResetEmailTemplateMutation, useSaveEmailTemplateMutation, useSendTestEmailMutation,
} from '@pitchside/shared-api/client/email-templates-api';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { EMAIL_TEMPLATE_LIMITS, type EmailPreview as Preview, type EmailTemplate, type EmailTemplatePlaceholder } from '@pitchside/shared-api/contracts/email-templates';
import { NS } from '../../../locales/namespace';
import { insertAt, templateProblems, TEMPLATE_PARTS, type TemplatePart } from '../lib/template-form';
import { EmailPreview } from './email-preview';
import { Actions, Form, Note, Placeholders } from './email-templates.styles';

export interface TemplateEditorProps {
  template: EmailTemplate;
  placeholders: EmailTemplatePlaceholder[];
  companyId?: string;
}

/** One e-mail's wording: subject, opening and closing, placeholders to insert, preview, test, save and reset. */
export function TemplateEditor({ template, placeholders, companyId }: TemplateEditorProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState({ subject: template.subject, body: template.body, closing: template.closing });
  const [errors, setErrors] = useState<Partial<Record<TemplatePart, string>>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null), closing: useRef<HTMLTextAreaElement>(null) };
  const lastFocused = useRef<TemplatePart>('body');
  const helpId = useId();
  const [save, saving] = useSaveEmailTemplateMutation();
  const [reset] = useResetEmailTemplateMutation();
  const [render, rendering] = usePreviewEmailTemplateMutation();
  const [sendTest, sending] = useSendTestEmailMutation();
  const one = { kind: template.kind, language: template.language, companyId };
  const changed = TEMPLATE_PARTS.some((part) => values[part] !== template[part]);

  const change = (part: TemplatePart, value: string) => {
    setValues((current) => ({ ...current, [part]: value }));
    setErrors((current) => ({ ...current, [part]: undefined }));
  };
  const insert = (name: string) => {
    const part = lastFocused.current;
    const element = fields[part].current;
    const next = insertAt(values[part], { start: element?.selectionStart ?? values[part].length, end: element?.selectionEnd ?? values[part].length }, `{{${name}}}`);
    change(part, next.value);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };
  /** The draft, or null after showing why it cannot be sent. */
  const checked = () => {
    const problems = templateProblems(values);
    if (problems.length === 0) return values;
    setErrors(Object.fromEntries(problems.map((p) => [p.part, p.kind === 'length'
      ? t(`emailTemplates.errors.${p.part}`, { max: p.part === 'subject' ? EMAIL_TEMPLATE_LIMITS.subject : EMAIL_TEMPLATE_LIMITS.body })
      : t('emailTemplates.errors.placeholders', { names: p.names.map((n) => `{{${n}}}`).join(', ') })])));
    fields[problems[0]!.part].current?.focus();
    return null;
  };
  const attempt = async (run: () => Promise<unknown>, failureKey: string) => {
    try {
      await run();
    } catch (error) {
      notify.error(isApiError(error) && error.status === 403 ? t('permissionGate.text') : t(failureKey));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wording = checked();
    if (wording) void attempt(async () => { await save({ ...one, wording }).unwrap(); notify.success(t('emailTemplates.saved')); }, 'emailTemplates.saveFailed');
  };
  const showPreview = () => {
    const wording = checked();
    if (wording) void attempt(async () => setPreview(await render({ ...one, wording }).unwrap()), 'emailTemplates.previewFailed');
  };
  const test = () => {
    const wording = checked();
    if (wording) void attempt(async () => { const { sentTo } = await sendTest({ ...one, wording }).unwrap(); notify.success(t('emailTemplates.testSent', { to: sentTo })); }, 'emailTemplates.testFailed');
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Note>{template.isCustom ? t('emailTemplates.custom') : t('emailTemplates.platform')}</Note>
      <TextField ref={fields.subject} label={t('emailTemplates.subject')} value={values.subject} error={errors.subject} required
        onFocus={() => { lastFocused.current = 'subject'; }} onChange={(e) => change('subject', e.target.value)} />
      <TextArea ref={fields.body} rows={5} label={t('emailTemplates.body')} hint={t('emailTemplates.bodyHint')} value={values.body}
        error={errors.body} required onFocus={() => { lastFocused.current = 'body'; }} onChange={(e) => change('body', e.target.value)} />
      <TextArea ref={fields.closing} rows={3} label={t('emailTemplates.closing')} hint={t('emailTemplates.closingHint')} value={values.closing}
        error={errors.closing} onFocus={() => { lastFocused.current = 'closing'; }} onChange={(e) => change('closing', e.target.value)} />
      <div>
        <Note id={helpId}>{t('emailTemplates.placeholdersHint')}</Note>
        <Placeholders role="group" aria-label={t('emailTemplates.placeholders')} aria-describedby={helpId}>
          {placeholders.map((name) => (
            <button key={name} type="button" title={t(`emailTemplates.placeholder.${name}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => insert(name)}>
              {`{{${name}}}`}
            </button>
          ))}
        </Placeholders>
      </div>
      <Actions>
        {template.isCustom && (
          <ConfirmDialog title={t('emailTemplates.resetTitle')} description={t('emailTemplates.resetText')} confirmLabel={t('emailTemplates.reset')}
            cancelLabel={t('integrations.cancel')} tone="danger"
            onConfirm={async () => {
              try {
                await reset(one).unwrap();
                notify.success(t('emailTemplates.resetDone'));
              } catch (error) {
                notify.error(t('emailTemplates.resetFailed'));
                throw error;
              }
            }}
            trigger={<Button type="button" variant="outline">{t('emailTemplates.reset')}</Button>} />
        )}
        <Button type="button" variant="outline" loading={rendering.isLoading} onClick={showPreview}>{t('emailTemplates.preview.action')}</Button>
        <Button type="button" variant="outline" loading={sending.isLoading} onClick={test}>{t('emailTemplates.test')}</Button>
        <Button type="submit" loading={saving.isLoading} disabled={!changed}>{t('emailTemplates.save')}</Button>
      </Actions>
      {preview && <EmailPreview preview={preview} />}
    </Form>
  );
}
