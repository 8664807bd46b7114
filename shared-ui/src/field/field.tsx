import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { ErrorText, Hint, Label, RequiredMark, Root } from './field.styles';

/** Props a field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** `aria-required` rather than `required`: validation messages come from the form, not the browser. */
  'aria-required'?: true;
}

/** Ids of a control and its hint/error, plus the matching `aria-describedby` (error first). */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export interface FieldMessagesProps {
  hint?: ReactNode;
  error?: ReactNode;
  hintId?: string;
  errorId?: string;
}

/** Hint and error lines of a control; the error carries an icon and a spoken "Error:" prefix. */
export function FieldMessages({ hint, error, hintId, errorId }: FieldMessagesProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <AlertCircleIcon size={16} />
          <VisuallyHidden>{t('errorLabel')}: </VisuallyHidden>
          {error}
        </ErrorText>
      )}
    </>
  );
}

/** Visible "*" after a label (the control itself carries `aria-required`). */
export function RequiredMarker() {
  return <RequiredMark aria-hidden="true">*</RequiredMark>;
}

export interface FieldProps {
  /** Visible label (required: every control has one). */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message; marks the control `aria-invalid` and describes it. */
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Id of the control (generated when absent). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired with ids. The base of every form control. */
export function Field({ label, hint, error, required, hideLabel, id, className, children }: FieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <Root className={className}>
      {hideLabel ? (
        <VisuallyHidden asChild>
          <label htmlFor={controlId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <Label htmlFor={controlId}>
          {label}
          {required && <RequiredMarker />}
        </Label>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </Root>
  );
}
