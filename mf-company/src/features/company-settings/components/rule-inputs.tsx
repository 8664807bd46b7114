import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { BookingRulesFormValues, NumberRule, SwitchRule } from '../lib/booking-rules-form';
import type { RuleTexts } from '../hooks/use-rule-texts';

interface RuleInputProps<K> {
  name: K;
  values: BookingRulesFormValues;
  texts: RuleTexts;
  onChange: (changes: Partial<BookingRulesFormValues>) => void;
}

/** Rules that take decimals; the others are whole numbers. */
const DECIMAL_RULES: readonly NumberRule[] = ['taxRatePercent', 'processingFee'];

/** One numeric rule: its label, the rule explained, and the message when it is out of bounds. */
export function NumberRuleInput({ name, values, texts, onChange, error }: RuleInputProps<NumberRule> & { error?: string }) {
  return (
    <TextField
      label={texts.label(name)}
      hint={texts.hint(name)}
      error={error}
      name={name}
      required
      inputMode={DECIMAL_RULES.includes(name) ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={values[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
}

/** One on/off rule with what it does. */
export function SwitchRuleInput({ name, values, texts, onChange }: RuleInputProps<SwitchRule>) {
  return (
    <Switch
      name={name}
      label={texts.label(name)}
      description={texts.hint(name)}
      checked={values[name]}
      onCheckedChange={(checked) => onChange({ [name]: checked })}
    />
  );
}
