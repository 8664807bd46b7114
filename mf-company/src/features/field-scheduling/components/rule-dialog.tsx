import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Switch } from '@pitchside/shared-ui/switch';
import { notify } from '@pitchside/shared-ui/toaster';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { useCreatePricingRuleMutation, useUpdatePricingRuleMutation } from '@pitchside/shared-api/client/company-fields-api';
import { NS } from '../../../locales/namespace';
import { NEW_RULE, ruleFormValuesOf, type RuleFormValues } from '../../../lib/pricing-rule-values';
import { parseRuleForm, RULE_INPUTS, type RuleFormErrors } from '../lib/rule-form';
import { useFailure } from '../lib/use-field-messages';
import { issuesByInput, useFormErrors } from '../lib/use-form-errors';
import { FormDialog } from './form-dialog';
import { RuleFields } from './rule-fields';

export interface RuleDialogProps {
  fieldId: string;
  /** The rule when editing; absent when adding. */
  rule?: PricingRule;
  onClose: () => void;
}

/** Adds or edits a pricing rule, with the contract's messages under the inputs. */
export function RuleDialog({ fieldId, rule, onClose }: RuleDialogProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<RuleFormValues>(rule ? ruleFormValuesOf(rule) : NEW_RULE);
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const [create, creating] = useCreatePricingRuleMutation();
  const [update, updating] = useUpdatePricingRuleMutation();
  const translate = useFormErrors();
  const describe = useFailure();

  const save = async () => {
    const parsed = parseRuleForm(values);
    if ('errors' in parsed) {
      setErrors(translate(parsed.errors));
      return;
    }
    setErrors({});
    try {
      if (rule) await update({ fieldId, ruleId: rule.id, rule: parsed.rule }).unwrap();
      else await create({ fieldId, rule: parsed.rule }).unwrap();
      notify.success(t('scheduling.rules.saved'));
      onClose();
    } catch (error) {
      const failure = describe(error, 'scheduling.rules.saveFailed');
      const inputErrors = issuesByInput(failure.issues, RULE_INPUTS);
      if (Object.keys(inputErrors).length > 0) setErrors(inputErrors);
      notify.error(failure.toast);
    }
  };

  return (
    <FormDialog
      size="lg"
      title={t(rule ? 'scheduling.rules.editTitle' : 'scheduling.rules.addTitle')}
      description={t('scheduling.rules.dialogText')}
      saving={creating.isLoading || updating.isLoading}
      onSave={() => void save()}
      onClose={onClose}
    >
      <RuleFields values={values} errors={errors} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
      <Switch
        label={t('scheduling.rules.active')}
        checked={values.isActive}
        onCheckedChange={(isActive) => setValues((current) => ({ ...current, isActive }))}
      />
    </FormDialog>
  );
}
