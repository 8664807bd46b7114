import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { Grid } from '@pitchside/shared-ui/grid';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { useMessageText } from '../../../lib/use-message-text';
import { CLOSING_TIMES, QUARTER_HOURS } from '../constants';
import type { RuleDraft } from '../model/field-draft';
import { validateRule, type FormErrors } from '../model/validation';

interface PricingRuleDialogProps {
  /** The rule being edited, or a new empty one; `null` closes the dialog. */
  rule: RuleDraft | null;
  isNew: boolean;
  onSave: (rule: RuleDraft) => void;
  onClose: () => void;
}

/** Adds or edits one pricing rule (docs/product/entities.md): checked as a whole before it joins the list. */
export function PricingRuleDialog({ rule, isNew, onSave, onClose }: PricingRuleDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={rule !== null} onOpenChange={(open) => !open && onClose()} title={isNew ? t('editor.pricing.addRule') : t('editor.pricing.editRule')} size="lg">
      {rule && <RuleForm key={rule.key} initial={rule} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function RuleForm({ initial, onSave, onClose }: { initial: RuleDraft; onSave: (rule: RuleDraft) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const text = useMessageText();
  const [rule, setRule] = useState(initial);
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const set = (patch: Partial<RuleDraft>) => {
    const next = { ...rule, ...patch };
    setRule(next);
    if (errors) setErrors(validateRule(next));
  };
  const error = (name: keyof RuleDraft) => text(errors?.[name]);
  const submit = () => {
    const found = validateRule(rule);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(rule);
  };
  const times = (list: readonly string[]) => list.map((time) => ({ value: time, label: time }));
  const input = (name: 'name' | 'priceMultiplier' | 'priority' | 'minDuration' | 'startDate' | 'endDate') => ({
    value: rule[name],
    error: error(name),
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <Stack gap={4}>
        <TextField label={t('editor.pricing.ruleName')} required autoComplete="off" maxLength={100} {...input('name')} />
        <Grid columns={2} gap={4}>
          <TextField label={t('editor.pricing.multiplier')} hint={t('editor.pricing.multiplierHint')} required type="number" inputMode="decimal" step="0.05" min={FIELD_LIMITS.multiplierMin} max={FIELD_LIMITS.multiplierMax} {...input('priceMultiplier')} />
          <TextField label={t('editor.pricing.priority')} hint={t('editor.pricing.priorityHint')} required type="number" inputMode="numeric" min={FIELD_LIMITS.priorityMin} max={FIELD_LIMITS.priorityMax} {...input('priority')} />
          <NativeSelect label={t('editor.pricing.startTime')} placeholder={t('editor.pricing.anyTime')} options={times(QUARTER_HOURS)} value={rule.startTime} error={error('startTime')} onChange={(event) => set({ startTime: event.target.value })} />
          <NativeSelect label={t('editor.pricing.endTime')} placeholder={t('editor.pricing.anyTime')} options={times(CLOSING_TIMES)} value={rule.endTime} error={error('endTime')} onChange={(event) => set({ endTime: event.target.value })} />
          <NativeSelect
            label={t('editor.pricing.day')}
            placeholder={t('editor.pricing.everyDay')}
            options={weekdayOrder(i18n.language).map((day) => ({ value: String(day), label: formatWeekday(day, i18n.language) }))}
            value={rule.dayOfWeek}
            onChange={(event) => set({ dayOfWeek: event.target.value })}
          />
          <TextField label={t('editor.pricing.minDuration')} hint={t('editor.pricing.minDurationHint')} type="number" inputMode="numeric" min={1} {...input('minDuration')} />
          <TextField label={t('editor.pricing.startDate')} type="date" {...input('startDate')} />
          <TextField label={t('editor.pricing.endDate')} type="date" {...input('endDate')} />
        </Grid>
        <Stack direction="row" gap={3} justify="flex-end" wrap>
          <Button variant="outline" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit">{t('editor.pricing.saveRule')}</Button>
        </Stack>
      </Stack>
    </form>
  );
}
