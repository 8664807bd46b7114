import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Select as RadixSelect } from 'radix-ui';
import { Field } from '../field/field';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { Content, Item, Trigger, Viewport } from './select.styles';

export interface SelectOption {
  /** Non-empty value (Radix reserves `""` for "no selection"). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; defaults to the translated "Select an option". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Name of the hidden native select, for plain form submission. */
  name?: string;
  id?: string;
  className?: string;
  onBlur?: () => void;
  /** Reaches the trigger button (react-hook-form `Controller` focuses it on error). */
  ref?: Ref<HTMLButtonElement>;
}

/** Labelled listbox select on Radix (keyboard, typeahead, RTL). For `register()`, use `NativeSelect`. */
export function Select({
  label, options, value, defaultValue, onValueChange, placeholder, hint, error, required, disabled, hideLabel,
  name, id, className, onBlur, ref,
}: SelectProps) {
  const { t } = useTranslation('ui');
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={required}
          disabled={disabled}
        >
          <Trigger {...control} ref={ref} onBlur={onBlur} $invalid={Boolean(error)}>
            <RadixSelect.Value placeholder={placeholder ?? t('selectPlaceholder')} />
            <RadixSelect.Icon asChild>
              <ChevronDownIcon size={18} />
            </RadixSelect.Icon>
          </Trigger>
          <RadixSelect.Portal>
            <Content position="popper" sideOffset={4}>
              <Viewport>
                {options.map((option) => (
                  <Item key={option.value} value={option.value} disabled={option.disabled}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <CheckIcon size={16} />
                    </RadixSelect.ItemIndicator>
                  </Item>
                ))}
              </Viewport>
            </Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
