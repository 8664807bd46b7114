import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useCreateFieldBlockMutation } from '@pitchside/shared-api/client/company-fields-api';
import { BLOCK_TYPES, FIELD_LIMITS as L, type BlockType } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { parseBlockForm, type BlockFormErrors, type BlockFormValues } from '../lib/block-form';
import { todayIn } from '../lib/local-dates';
import { useFailure } from '../lib/use-field-messages';
import { issuesByInput, useFormErrors } from '../lib/use-form-errors';
import { FormDialog } from './form-dialog';
import { FormGrid } from './form-layout.styles';

export interface BlockDialogProps {
  fieldId: string;
  /** The field's IANA zone: the date and times typed are its wall-clock times. */
  timeZone: string;
  onClose: () => void;
}

/** Blocks a stretch of one day (maintenance, closed, private event) in the field's own time zone. */
export function BlockDialog({ fieldId, timeZone, onClose }: BlockDialogProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<BlockFormValues>(() => ({
    type: 'maintenance', date: todayIn(timeZone), startTime: '', endTime: '', untilMidnight: false, note: '',
  }));
  const [errors, setErrors] = useState<BlockFormErrors>({});
  const [create, creating] = useCreateFieldBlockMutation();
  const translate = useFormErrors();
  const describe = useFailure();
  const change = (changes: Partial<BlockFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const save = async () => {
    const parsed = parseBlockForm(values, timeZone);
    if ('errors' in parsed) {
      setErrors(translate(parsed.errors));
      return;
    }
    setErrors({});
    try {
      await create({ fieldId, block: parsed.block }).unwrap();
      notify.success(t('scheduling.blocks.saved'));
      onClose();
    } catch (error) {
      const failure = describe(error, 'scheduling.blocks.createFailed');
      const inputErrors = issuesByInput(failure.issues, ['note'] as const);
      if (inputErrors.note) setErrors(inputErrors);
      notify.error(failure.toast);
    }
  };

  return (
    <FormDialog
      title={t('scheduling.blocks.addTitle')}
      description={t('scheduling.blocks.dialogText', { zone: timeZone })}
      saving={creating.isLoading}
      onSave={() => void save()}
      onClose={onClose}
    >
      <NativeSelect
        label={t('scheduling.blocks.type')}
        value={values.type}
        onChange={(event) => change({ type: event.target.value as BlockType })}
        options={BLOCK_TYPES.map((type) => ({ value: type, label: t(`scheduling.status.${type}`) }))}
      />
      <TextField type="date" label={t('scheduling.blocks.date')} required value={values.date} error={errors.date}
        onChange={(event) => change({ date: event.target.value })} />
      <FormGrid>
        <TextField type="time" label={t('scheduling.blocks.start')} required value={values.startTime} error={errors.startTime}
          onChange={(event) => change({ startTime: event.target.value })} />
        <div>
          <TextField type="time" label={t('scheduling.blocks.end')} required={!values.untilMidnight} error={errors.endTime}
            value={values.untilMidnight ? '' : values.endTime} disabled={values.untilMidnight}
            onChange={(event) => change({ endTime: event.target.value })} />
          <Checkbox label={t('scheduling.blocks.untilMidnight')} checked={values.untilMidnight}
            onCheckedChange={(untilMidnight) => change({ untilMidnight })} />
        </div>
      </FormGrid>
      <TextArea label={t('scheduling.blocks.note')} hint={t('scheduling.rules.optional')} rows={3} maxLength={L.blockNoteMax}
        value={values.note} error={errors.note} onChange={(event) => change({ note: event.target.value })} />
    </FormDialog>
  );
}
