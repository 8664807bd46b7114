import type { ComponentPropsWithRef } from 'react';
import { NativeSelect } from '../native-select/native-select';
import { TextField } from '../text-field/text-field';
import { Row } from './card-fields.styles';
import { formatCardNumber } from './card-number';

export { formatCardNumber, isCardExpired } from './card-number';

/** The inputs of a new card. */
export type CardFieldName = 'number' | 'expMonth' | 'expYear' | 'cvc' | 'holder';

/** Translated texts: a label per input, and the empty first option of each expiry select. */
export interface CardFieldsLabels extends Record<CardFieldName, string> {
  monthPlaceholder: string;
  yearPlaceholder: string;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;
type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'size'>;

/** Props spread on each control, e.g. what react-hook-form's `register()` returns (name, onChange, onBlur, ref). */
export interface CardFieldsInputs {
  number: InputProps;
  expMonth: SelectProps;
  expYear: SelectProps;
  cvc: InputProps;
  holder: InputProps;
}

export interface CardFieldsProps {
  labels: CardFieldsLabels;
  /** Translated error of each input that failed; none for the others. */
  errors?: Partial<Record<CardFieldName, string | undefined>>;
  inputs: CardFieldsInputs;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));
/** Cards are issued for up to about twenty years. */
const YEARS_AHEAD = 20;

/**
 * Number (in groups of four), expiry month and year, security code and cardholder of a new card. Knows
 * no form library: the caller passes the texts, the errors and each control's props.
 */
export function CardFields({ labels, errors = {}, inputs }: CardFieldsProps) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => String(thisYear + index));
  const { onChange: onNumberChange, ...number } = inputs.number;

  return (
    <>
      <TextField
        label={labels.number}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        error={errors.number}
        {...number}
        onChange={(event) => {
          // Shown in groups of four as typed; the contract drops the spaces.
          event.target.value = formatCardNumber(event.target.value);
          onNumberChange?.(event);
        }}
      />
      <Row>
        <NativeSelect
          label={labels.expMonth}
          required
          autoComplete="cc-exp-month"
          placeholder={labels.monthPlaceholder}
          options={MONTHS.map((month) => ({ value: month, label: month.padStart(2, '0') }))}
          error={errors.expMonth}
          {...inputs.expMonth}
        />
        <NativeSelect
          label={labels.expYear}
          required
          autoComplete="cc-exp-year"
          placeholder={labels.yearPlaceholder}
          options={years.map((year) => ({ value: year, label: year }))}
          error={errors.expYear}
          {...inputs.expYear}
        />
        <TextField
          label={labels.cvc}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          dir="ltr"
          error={errors.cvc}
          {...inputs.cvc}
        />
      </Row>
      <TextField
        label={labels.holder}
        required
        autoComplete="cc-name"
        maxLength={100}
        error={errors.holder}
        {...inputs.holder}
      />
    </>
  );
}
