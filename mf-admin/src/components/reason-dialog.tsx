import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog, DialogClose } from '@pitchside/shared-ui/dialog';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { ZAdminReasonSchema, ZReactivateCompanySchema } from '@pitchside/shared-api/contracts/admin';
import { fieldErrorsOf, useAdminText } from '../lib/use-admin-text';
import { NS } from '../locales/namespace';

/** The longest reason or note (docs: ZAdminReasonSchema, ZReactivateCompanySchema). */
export const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The text box's label ("Reason", "Note"). */
  label: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** A reason of 3 to 500 characters is required; otherwise an optional note of at most 500. */
  required: boolean;
  /** Does the action with the text (trimmed; '' for no note); rejects with the API's error. */
  onSubmit: (text: string) => Promise<unknown>;
  /** Said (translated) when the action fails for another reason than the API's own. */
  failureKey: string;
  /** The action no longer applies (409: already done by someone else): the page reads its data again. */
  onConflict?: () => void;
}

/**
 * A dialog asking why (a suspension, a lock) or for an optional note (a reactivation). The text is
 * checked against the contract before it is sent; the API's objection to it shows at the box, any other
 * refusal as an error toast (a 409 closes the dialog: the action no longer applies).
 */
export function ReasonDialog({
  open, onOpenChange, title, description, label, confirmLabel, tone = 'primary', required, onSubmit, failureKey, onConflict,
}: ReasonDialogProps) {
  const { t } = useTranslation(NS);
  const { message, failure } = useAdminText();
  const formId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText('');
      setError(undefined);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = required ? ZAdminReasonSchema.safeParse(text) : ZReactivateCompanySchema.shape.note.safeParse(text);
    if (!checked.success) {
      setError(required ? message(checked.error.issues[0]?.message ?? '') : t('messages.noteTooLong'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(checked.data ?? '');
      onOpenChange(false);
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      const named = fields?.reason ?? fields?.note;
      if (named) setError(message(named));
      else {
        notify.error(failure(caught, failureKey));
        if (isApiError(caught) && caught.status === 409) {
          onOpenChange(false);
          onConflict?.();
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => { if (!busy) onOpenChange(next); }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>{t('common.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant={tone} loading={busy}>{confirmLabel}</Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextArea
          label={label}
          required={required}
          hint={t(required ? 'common.reasonHint' : 'common.noteHint', { max: REASON_MAX })}
          error={error}
          value={text}
          rows={4}
          // The dialog is opened to write this text: start there.
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
