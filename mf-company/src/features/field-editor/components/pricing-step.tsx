import { useMemo, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Grid } from '@pitchside/shared-ui/grid';
import { PlusIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { CURRENCIES, type Currency } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { emptyRule, type RuleDraft } from '../model/field-draft';
import { validateRule } from '../model/validation';
import { PricingRuleDialog } from './pricing-rule-dialog';
import { PricingRuleList } from './pricing-rule-list';
import type { StepProps } from './step-props';
import { WeekPreview } from './week-preview';
import { Fieldset, GroupError, Hint } from './wizard.styles';

/** Step 5, pricing: base price per hour and currency, pricing rules, and a live preview of the week's prices. */
export function PricingStep({ draft, update, errorOf, today = new Date() }: StepProps & { today?: Date }) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<{ rule: RuleDraft; isNew: boolean } | null>(null);
  // One date per day: the preview's dates change at midnight, not at every render.
  const dayKey = today.toDateString();
  const day = useMemo(() => new Date(dayKey), [dayKey]);
  const invalidRule = (rule: RuleDraft | undefined) => Boolean(rule && Object.keys(validateRule(rule)).length > 0);
  // A rule's problem (found here on saving, or by the server) has no input in the step: shown above the list.
  const ruleError = errorOf('pricingRules', { nested: true });

  const save = (rule: RuleDraft) => {
    const exists = draft.pricingRules.some((other) => other.key === rule.key);
    update({ pricingRules: exists ? draft.pricingRules.map((other) => (other.key === rule.key ? rule : other)) : [...draft.pricingRules, rule] });
    setEditing(null);
  };

  return (
    <Stack gap={5}>
      <Grid columns={2} gap={4}>
        <TextField
          label={t('editor.pricing.basePrice')}
          hint={t('editor.pricing.basePriceHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={draft.basePricePerHour}
          error={errorOf('basePricePerHour')}
          onChange={(event) => update({ basePricePerHour: event.target.value })}
        />
        <NativeSelect
          label={t('editor.pricing.currency')}
          options={CURRENCIES.map((currency) => ({ value: currency, label: t(`fields.currencies.${currency}`) }))}
          value={draft.currency}
          onChange={(event) => update({ currency: event.target.value as Currency })}
        />
      </Grid>
      <Fieldset>
        <legend>{t('editor.pricing.rules')}</legend>
        <Hint>{t('editor.pricing.rulesHint')}</Hint>
        {ruleError && <GroupError role="alert">{ruleError}</GroupError>}
        {draft.pricingRules.length > 0 && (
          <PricingRuleList
            rules={draft.pricingRules}
            invalid={(index) => invalidRule(draft.pricingRules[index])}
            onEdit={(rule) => setEditing({ rule, isNew: false })}
            onRemove={(rule) => update({ pricingRules: draft.pricingRules.filter((other) => other.key !== rule.key) })}
          />
        )}
        <div>
          <Button variant="outline" startIcon={<PlusIcon size={18} />} onClick={() => setEditing({ rule: emptyRule(), isNew: true })}>
            {t('editor.pricing.addRule')}
          </Button>
        </div>
      </Fieldset>
      <Fieldset>
        <legend>{t('editor.pricing.preview')}</legend>
        <WeekPreview draft={draft} today={day} />
      </Fieldset>
      <PricingRuleDialog rule={editing?.rule ?? null} isNew={editing?.isNew ?? false} onSave={save} onClose={() => setEditing(null)} />
    </Stack>
  );
}
