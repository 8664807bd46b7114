import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../field/field';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { Input, InputWrap, RevealButton, StartAdornment } from './text-field.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message: sets `aria-invalid` and describes the input. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Decorative icon at the inline start (e.g. a search icon). */
  startIcon?: ReactNode;
}

/**
 * Labelled text input with hint and error. Spread react-hook-form's `register()` into it (the ref
 * reaches the `<input>`). `type="password"` adds a show/hide toggle.
 */
export function TextField({
  label, hint, error, required, hideLabel, id, className, type = 'text', startIcon, ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <InputWrap>
          {startIcon && <StartAdornment aria-hidden="true">{startIcon}</StartAdornment>}
          <Input
            {...control}
            {...inputProps}
            type={isPassword && revealed ? 'text' : type}
            $invalid={Boolean(error)}
            $hasStart={Boolean(startIcon)}
            $hasEnd={isPassword}
          />
          {isPassword && (
            <RevealButton
              type="button"
              aria-label={t('showPassword')}
              aria-pressed={revealed}
              aria-controls={control.id}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
            </RevealButton>
          )}
        </InputWrap>
      )}
    </Field>
  );
}
