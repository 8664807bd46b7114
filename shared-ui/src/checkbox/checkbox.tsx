import type { ReactNode, Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { FieldMessages, RequiredMarker, useFieldIds } from '../field/field';
import { CheckIcon, MinusIcon } from '../icons/icons';
import { Below, Box, Label, Root, Row } from './checkbox.styles';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  /** Receives a plain boolean (indeterminate counts as unchecked). */
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Name/value of the hidden input submitted with a plain form. */
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  onBlur?: () => void;
  /** Reaches the checkbox button (focus on validation error). */
  ref?: Ref<HTMLButtonElement>;
}

/** Labelled checkbox on Radix (Space toggles), with hint and error. */
export function Checkbox({ label, hint, error, required, id, className, onCheckedChange, ...rest }: CheckboxProps) {
  const { controlId: boxId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);

  return (
    <Root className={className}>
      <Row>
        <Box
          id={boxId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          $invalid={Boolean(error)}
          {...rest}
        >
          <RadixCheckbox.Indicator>
            {rest.checked === 'indeterminate' ? <MinusIcon size={14} /> : <CheckIcon size={14} />}
          </RadixCheckbox.Indicator>
        </Box>
        <Label htmlFor={boxId}>
          {label}
          {required && <RequiredMarker />}
        </Label>
      </Row>
      {(hint || error) && (
        <Below>
          <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
        </Below>
      )}
    </Root>
  );
}

export interface FormCheckboxProps extends Omit<CheckboxProps, 'checked' | 'defaultChecked' | 'onCheckedChange' | 'value'> {
  value?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * `Checkbox` with the `{ value, onChange, onBlur, name, ref }` shape of react-hook-form's
 * `Controller` field: `render={({ field, fieldState }) => <FormCheckbox {...field} label=… error={fieldState.error?.message} />}`.
 */
export function FormCheckbox({ value, onChange, ...rest }: FormCheckboxProps) {
  return <Checkbox {...rest} checked={Boolean(value)} onCheckedChange={onChange} />;
}
