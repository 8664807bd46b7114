import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { Switch } from '@pitchside/shared-ui/switch';
import { notify } from '@pitchside/shared-ui/toaster';
import type { PricingRule } from '@pitchside/shared-api/contracts/field';
import { useCreatePricingRuleMutation, useUpdatePricingRuleMutation } from '@pitchside/shared-api/client/fields-api';
import { NS } from '../../../locales/namespace';
import { NEW_RULE, parseRuleForm, ruleFormValuesOf, type RuleFormErrors, type RuleFormValues } from '../lib/rule-form';
import { useFailure } from '../lib/use-field-messages';
import { issuesByInput, useFormErrors } from '../lib/use-form-errors';
import { DialogForm } from './form-layout.styles';
import { RuleFields } from './rule-fields';

export interface RuleDialogProps {
  fieldId: string;
  /** The rule when editing; absent when adding. */
  rule?: PricingRule;
  onClose: () => void;
}

const INPUTS = Object.keys(NEW_RULE).filter((name) => name !== 'isActive') as (keyof RuleFormErrors)[];

/** Adds or edits a pricing rule, with the contract's messages under the inputs. */
export function RuleDialog({ fieldId, rule, onClose }: RuleDialogProps) {
  const { t } = useTranslation(NS);
  const formId = useId();
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
      const inputErrors = issuesByInput(failure.issues, INPUTS);
      if (Object.keys(inputErrors).length > 0) setErrors(inputErrors);
      notify.error(failure.toast);
    }
  };

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('scheduling.actions.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={creating.isLoading || updating.isLoading}>
        {t('scheduling.actions.save')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t(rule ? 'scheduling.rules.editTitle' : 'scheduling.rules.addTitle')}
      description={t('scheduling.rules.dialogText')}
      footer={footer}
    >
      <DialogForm
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <RuleFields values={values} errors={errors} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
        <Switch
          label={t('scheduling.rules.active')}
          checked={values.isActive}
          onCheckedChange={(isActive) => setValues((current) => ({ ...current, isActive }))}
        />
      </DialogForm>
    </Dialog>
  );
}
