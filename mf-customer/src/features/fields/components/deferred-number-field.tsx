import type { ReactNode } from 'react';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useDeferredText } from '../hooks/use-deferred-text';

interface Props {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  hint?: ReactNode;
  disabled?: boolean;
}

/** A number input whose value reaches the URL (and the API) once typing pauses, or on blur. */
export function DeferredNumberField({ label, value, onCommit, min = 0, max, step = 1, hint, disabled }: Props) {
  const input = useDeferredText(value, onCommit);
  return (
    <TextField
      type="number"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      label={label}
      hint={hint}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      value={input.text}
      onChange={(event) => input.setText(event.target.value)}
      onBlur={input.flush}
    />
  );
}
