import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextArea } from '@pitchside/shared-ui/text-area';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { useAddEmployeeShiftMutation, useUpdateEmployeeShiftMutation } from '@pitchside/shared-api/client/employees-api';
import type { Employee, EmployeeShift } from '@pitchside/shared-api/contracts/employees';
import { NS } from '../../../locales/namespace';
import { fullName, useEmployeeFailure } from '../lib/employee-texts';
import { browserTimeZone } from '../lib/local-time';
import {
  emptyShiftForm, endsNextDay, SHIFT_NOTES_MAX, shiftFormOf, toShiftInput, ZShiftFormSchema, type ShiftFormValues,
} from '../lib/shift-form';
import { FormGrid } from '../../../components/layout.styles';

/** A field a shift can be at. */
export interface ShiftField {
  id: string;
  name: string;
}

export interface ShiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employee: Employee;
  /** The shift to change; absent to add one. */
  shift?: EmployeeShift | undefined;
  /** The company's fields to choose from; absent when they cannot be read (the choice is then left out, a shift keeps its field). */
  fields?: readonly ShiftField[] | undefined;
  /** Told of the shift as saved (e.g. to show the weeks it falls in). */
  onSaved?: (shift: EmployeeShift) => void;
  companyId?: string | undefined;
}

const FORM_ID = 'employee-shift-form';

/**
 * Add or change a dated shift: a local date, a start and an end on the reader's wall clock (an end at or
 * before the start is the next day's), a field and notes. The API's refusal (overlap, too long, unknown
 * field) is shown in the dialog, which stays open.
 */
export function ShiftDialog({ open, onOpenChange, employee, shift, fields, companyId, onSaved }: ShiftDialogProps) {
  const { t } = useTranslation(NS);
  const failure = useEmployeeFailure();
  const [add, adding] = useAddEmployeeShiftMutation();
  const [update, updating] = useUpdateEmployeeShiftMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState: { errors } } = useForm<ShiftFormValues>({
    resolver: zodResolver(ZShiftFormSchema),
    defaultValues: shift ? shiftFormOf(shift) : emptyShiftForm(),
  });
  // The form starts again when the dialog opens or another shift is chosen (not at each render of the list).
  const startForm = useEffectEvent(() => {
    reset(shift ? shiftFormOf(shift) : emptyShiftForm());
    setRefusal(null);
  });
  const shiftId = shift?.id;
  useEffect(() => {
    if (open) startForm();
  }, [open, shiftId]);

  const [startTime, endTime] = useWatch({ control, name: ['startTime', 'endTime'] });
  const error = (name: keyof ShiftFormValues) => {
    const key = errors[name]?.message;
    return key ? t(key) : undefined;
  };
  const options = (fields ?? []).map((field) => ({ value: field.id, label: field.name }));
  if (shift?.fieldId && !options.some((option) => option.value === shift.fieldId)) {
    options.push({ value: shift.fieldId, label: t('employees.shifts.unpublishedField') });
  }

  const submit = async (values: ShiftFormValues) => {
    setRefusal(null);
    const input = toShiftInput(values);
    try {
      const saved = shift
        ? await update({ companyId, id: employee.id, shiftId: shift.id, shift: input }).unwrap()
        : await add({ companyId, id: employee.id, shift: input }).unwrap();
      onSaved?.(saved);
      notify.success(t(shift ? 'employees.shifts.updated' : 'employees.shifts.added'));
      onOpenChange(false);
    } catch (caught) {
      setRefusal(failure(caught, 'employees.shifts.saveFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shift ? t('employees.shifts.editTitle', { name: fullName(employee) }) : t('employees.shifts.addTitle', { name: fullName(employee) })}
      description={t('employees.shifts.dialogText', { zone: browserTimeZone() })}
      footer={(
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>{t('employees.form.cancel')}</Button>
          <Button type="submit" form={FORM_ID} loading={adding.isLoading || updating.isLoading}>
            {shift ? t('employees.shifts.save') : t('employees.shifts.create')}
          </Button>
        </>
      )}
    >
      <form id={FORM_ID} noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap={4}>
          {refusal && <Alert tone="error">{refusal}</Alert>}
          <TextField label={t('employees.shifts.date')} type="date" required min="1900-01-01" max="2099-12-31" error={error('date')} {...register('date')} />
          <FormGrid>
            <TextField label={t('employees.shifts.start')} type="time" required error={error('startTime')} {...register('startTime')} />
            <TextField label={t('employees.shifts.end')} type="time" required error={error('endTime')}
              hint={endsNextDay({ startTime, endTime }) ? t('employees.shifts.endsNextDay') : t('employees.shifts.endHint')} {...register('endTime')} />
          </FormGrid>
          {fields && (
            <NativeSelect label={t('employees.shifts.field')} placeholder={t('employees.shifts.noField')} options={options} {...register('fieldId')} />
          )}
          <TextArea label={t('employees.shifts.notes')} hint={t('employees.form.optional')} rows={3} maxLength={SHIFT_NOTES_MAX}
            error={error('notes')} {...register('notes')} />
        </Stack>
      </form>
    </Dialog>
  );
}
