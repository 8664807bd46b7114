import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Switch } from '@pitchside/shared-ui/switch';
import { notify } from '@pitchside/shared-ui/toaster';
import { formatWeekday } from '@pitchside/shared-ui/format';
import type { Schedule } from '@pitchside/shared-api/contracts/field';
import { useCreateFieldScheduleMutation, useUpdateFieldScheduleMutation } from '@pitchside/shared-api/client/company-fields-api';
import { NS } from '../../../locales/namespace';
import {
  formValuesOf, NEW_DAY, parseScheduleForm, SCHEDULE_INPUTS, type ScheduleFormErrors, type ScheduleFormValues,
} from '../lib/schedule-form';
import { useFailure } from '../lib/use-field-messages';
import { issuesByInput, useFormErrors } from '../lib/use-form-errors';
import { FormDialog } from './form-dialog';
import { ScheduleFields } from './schedule-fields';

export interface ScheduleDialogProps {
  fieldId: string;
  dayOfWeek: number;
  /** The day's schedule when editing; absent when adding. */
  schedule?: Schedule;
  onClose: () => void;
}

/** Adds or edits the hours of one weekday; a conflict answer (409) is shown in the dialog as returned. */
export function ScheduleDialog({ fieldId, dayOfWeek, schedule, onClose }: ScheduleDialogProps) {
  const { t, i18n } = useTranslation(NS);
  const [values, setValues] = useState<ScheduleFormValues>(schedule ? formValuesOf(schedule) : NEW_DAY);
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [create, creating] = useCreateFieldScheduleMutation();
  const [update, updating] = useUpdateFieldScheduleMutation();
  const translate = useFormErrors();
  const describe = useFailure();
  const day = formatWeekday(dayOfWeek, i18n.language);

  const save = async () => {
    const parsed = parseScheduleForm(dayOfWeek, values);
    if ('errors' in parsed) {
      setErrors(translate(parsed.errors));
      return;
    }
    setErrors({});
    setConflict(null);
    try {
      if (schedule) await update({ fieldId, scheduleId: schedule.id, schedule: parsed.values }).unwrap();
      else await create({ fieldId, schedule: parsed.values }).unwrap();
      notify.success(t('scheduling.hours.saved', { day }));
      onClose();
    } catch (error) {
      const failure = describe(error, schedule ? 'scheduling.hours.updateFailed' : 'scheduling.hours.createFailed');
      const inputErrors = issuesByInput(failure.issues, SCHEDULE_INPUTS);
      if (failure.status === 409) setConflict(failure.message);
      else if (Object.keys(inputErrors).length > 0) setErrors(inputErrors);
      else notify.error(failure.toast);
    }
  };

  return (
    <FormDialog
      title={t(schedule ? 'scheduling.hours.editTitle' : 'scheduling.hours.addTitle', { day })}
      description={t('scheduling.hours.dialogText')}
      saving={creating.isLoading || updating.isLoading}
      onSave={() => void save()}
      onClose={onClose}
    >
      {conflict && (
        <Alert tone="error" title={t('scheduling.hours.conflictTitle')}>
          {conflict}
        </Alert>
      )}
      <ScheduleFields values={values} errors={errors} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
      <Switch
        label={t('scheduling.hours.active')}
        description={t('scheduling.hours.activeHint')}
        checked={values.isActive}
        onCheckedChange={(isActive) => setValues((current) => ({ ...current, isActive }))}
      />
    </FormDialog>
  );
}
