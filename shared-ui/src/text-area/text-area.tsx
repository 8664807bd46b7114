import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../field/field';
import { StyledTextArea } from './text-area.styles';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

/** Labelled multi-line text input (notes, descriptions); works with react-hook-form `register()`. */
export function TextArea({ label, hint, error, required, hideLabel, id, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} id={id} className={className}>
      {(control) => <StyledTextArea {...control} rows={rows} {...rest} $invalid={Boolean(error)} />}
    </Field>
  );
}
