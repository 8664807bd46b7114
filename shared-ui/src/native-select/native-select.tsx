import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../field/field';
import { ChevronDownIcon } from '../icons/icons';
import { Chevron, StyledSelect, Wrap } from './native-select.styles';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Options; or pass `<option>` children instead. */
  options?: readonly NativeSelectOption[];
  /** First, empty option (e.g. "Select an option"): pass translated text. */
  placeholder?: string;
}

/** Labelled native `<select>`: the simplest choice for forms (`register()` works as is), best on phones. */
export function NativeSelect({
  label, hint, error, required, hideLabel, id, className, options, placeholder, children, ...rest
}: NativeSelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <Wrap>
          <StyledSelect {...control} {...rest} $invalid={Boolean(error)}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </StyledSelect>
          <Chevron aria-hidden="true">
            <ChevronDownIcon size={18} />
          </Chevron>
        </Wrap>
      )}
    </Field>
  );
}
