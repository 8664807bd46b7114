import { useEffect, useEffectEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Checkbox } from '@pitchside/shared-ui/checkbox';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useCreateEmployeeMutation, useUpdateEmployeeMutation } from '@pitchside/shared-api/client/employees-api';
import { EMPLOYMENT_TYPES, type Employee, type EmployeeRoleInfo } from '@pitchside/shared-api/contracts/employees';
import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PERMISSIONS } from '@pitchside/shared-api/contracts/roles';
import { NS } from '../../../locales/namespace';
import { emptyForm, FORM_INPUTS, formOf, toCreate, toUpdate, ZEmployeeFormSchema, type EmployeeFormValues } from '../lib/employee-form';
import { fullName, useEmployeeFailure, useEmployeeMessage, useRoleName } from '../lib/employee-texts';
import { PermissionList } from './employees.styles';
import { FormGrid, Hint, Section } from '../../../components/layout.styles';

export interface EmployeeFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The employee to edit; absent to add one. */
  employee?: Employee | undefined;
  roles: readonly EmployeeRoleInfo[];
  currency: string;
  companyId?: string | undefined;
}

/**
 * Add or edit an employee (docs/product/validation.md, employee form: first and last name, valid e-mail, position, role and
 * hire date required). The API's answer to a field is shown at its input; a duplicate e-mail at the e-mail.
 */
export function EmployeeFormDialog({ open, onOpenChange, employee, roles, currency, companyId }: EmployeeFormDialogProps) {
  const { t, i18n } = useTranslation(NS);
  const text = useEmployeeMessage();
  const failure = useEmployeeFailure();
  const roleName = useRoleName();
  const language = (LANGUAGES.find((l) => l.code === i18n.language)?.code ?? 'en') as LanguageCode;
  const [create, creating] = useCreateEmployeeMutation();
  const [update, updating] = useUpdateEmployeeMutation();
  const { register, control, handleSubmit, reset, setError, setValue, formState: { errors } } = useForm<EmployeeFormValues>({
    resolver: zodResolver(ZEmployeeFormSchema),
    defaultValues: employee ? formOf(employee, language) : emptyForm(language),
  });
  // The form starts again when the dialog opens or another employee is chosen (not at each render of the parent).
  const startForm = useEffectEvent(() => reset(employee ? formOf(employee, language) : emptyForm(language)));
  const employeeId = employee?.id;
  useEffect(() => {
    if (open) startForm();
  }, [open, employeeId]);

  const [role, custom] = useWatch({ control, name: ['role', 'customPermissions'] });
  const chosenRole = roles.find((r) => r.id === role);
  const error = (name: keyof EmployeeFormValues) => text(errors[name]?.message);

  const submit = async (values: EmployeeFormValues) => {
    try {
      if (employee) {
        await update({ companyId, id: employee.id, changes: toUpdate(values) }).unwrap();
        notify.success(t('employees.form.saved'));
      } else {
        const created = await create({ companyId, employee: toCreate(values) }).unwrap();
        notify.success(t('employees.form.created', { name: fullName(created) }));
      }
      onOpenChange(false);
    } catch (caught) {
      if (isApiError(caught) && caught.status === 409) {
        setError('email', { message: caught.message }, { shouldFocus: true });
        return;
      }
      const named = isApiError(caught) ? (caught.errors ?? []).filter((issue) => FORM_INPUTS.some((input) => input === issue.field)) : [];
      named.forEach((issue, index) => setError(issue.field as keyof EmployeeFormValues, { message: issue.message }, { shouldFocus: index === 0 }));
      if (named.length === 0) notify.error(failure(caught, employee ? 'employees.messages.updateFailed' : 'employees.messages.createFailed'));
    }
  };

  const busy = creating.isLoading || updating.isLoading;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={employee ? t('employees.form.editTitle', { name: fullName(employee) }) : t('employees.form.addTitle')}
      description={employee ? undefined : t('employees.form.addDescription')}
      footer={(
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>{t('employees.form.cancel')}</Button>
          <Button type="submit" form="employee-form" loading={busy}>{employee ? t('employees.form.save') : t('employees.form.create')}</Button>
        </>
      )}
    >
      <form id="employee-form" noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap={5}>
          <Section>
            <legend>{t('employees.form.identity')}</legend>
            <FormGrid>
              <TextField label={t('employees.form.firstName')} required autoComplete="off" error={error('firstName')} {...register('firstName')} />
              <TextField label={t('employees.form.lastName')} required autoComplete="off" error={error('lastName')} {...register('lastName')} />
              <TextField label={t('employees.form.email')} type="email" required autoComplete="off" error={error('email')} {...register('email')} />
              <TextField label={t('employees.form.phone')} type="tel" autoComplete="off" error={error('phone')} {...register('phone')} />
            </FormGrid>
          </Section>
          <Section>
            <legend>{t('employees.form.job')}</legend>
            <FormGrid>
              <TextField label={t('employees.form.position')} required error={error('position')} {...register('position')} />
              <TextField label={t('employees.form.department')} error={error('department')} {...register('department')} />
              <NativeSelect label={t('employees.form.role')} required error={error('role')}
                options={roles.map((r) => ({ value: r.id, label: roleName(r) }))} {...register('role')} />
              <TextField label={t('employees.form.hireDate')} type="date" required min="1900-01-01" max="2099-12-31" error={error('hireDate')} {...register('hireDate')} />
              <NativeSelect label={t('employees.form.employmentType')} error={error('employmentType')}
                options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employees.employment.${type}`) }))} {...register('employmentType')} />
              {!employee && (
                <NativeSelect label={t('employees.form.language')} {...register('language')}
                  options={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))} />
              )}
            </FormGrid>
          </Section>
          <Section>
            <legend>{t('employees.form.pay')}</legend>
            <FormGrid>
              <TextField label={t('employees.form.hourlyRate', { currency })} inputMode="decimal" error={error('hourlyRate')} {...register('hourlyRate')} />
              <TextField label={t('employees.form.weeklyHours')} inputMode="decimal" error={error('regularHoursPerWeek')} {...register('regularHoursPerWeek')} />
              <TextField label={t('employees.form.overtime')} inputMode="decimal" error={error('overtimeRateMultiplier')} {...register('overtimeRateMultiplier')} />
            </FormGrid>
          </Section>
          <Section>
            <legend>{t('employees.form.access')}</legend>
            <Controller control={control} name="customPermissions" render={({ field }) => (
              <Switch label={t('employees.form.customPermissions')} checked={field.value}
                onCheckedChange={(next) => {
                  field.onChange(next);
                  if (next) setValue('permissions', chosenRole?.permissions ?? []);
                }} />
            )} />
            {custom ? (
              <Controller control={control} name="permissions" render={({ field }) => (
                <PermissionList role="group" aria-label={t('employees.details.permissionsTitle')}>
                  {PERMISSIONS.map((permission) => (
                    <Checkbox key={permission} label={t(`employees.permissions.${permission}`)} checked={field.value.includes(permission)}
                      onCheckedChange={(on) => field.onChange(on ? [...field.value, permission] : field.value.filter((p) => p !== permission))} />
                  ))}
                </PermissionList>
              )} />
            ) : (
              <Hint>
                {t('employees.form.followsRole', {
                  list: chosenRole?.permissions.length
                    ? chosenRole.permissions.map((p) => t(`employees.permissions.${p}`)).join(', ')
                    : t('employees.form.noPermissions'),
                })}
              </Hint>
            )}
          </Section>
        </Stack>
      </form>
    </Dialog>
  );
}
