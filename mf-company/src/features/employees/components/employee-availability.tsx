import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Stack } from '@pitchside/shared-ui/stack';
import { Switch } from '@pitchside/shared-ui/switch';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { useGetEmployeeAvailabilityQuery, useSetEmployeeAvailabilityMutation } from '@pitchside/shared-api/client/employees-api';
import type { Employee, EmployeeAvailability as Availability } from '@pitchside/shared-api/contracts/employees';
import { NS } from '../../../locales/namespace';
import {
  availabilityFormOf, toAvailability, ZAvailabilityFormSchema, type AvailabilityFormValues,
} from '../lib/availability-form';
import { useEmployeeFailure } from '../lib/employee-texts';
import { Hint } from '../../../components/layout.styles';
import { AvailabilityDay } from './schedule.styles';
import { loadStates } from './load-states';

interface Props {
  employee: Employee;
  companyId?: string | undefined;
}

/** When the employee can work, one range per weekday; a day switched off is a day they cannot work. */
export function EmployeeAvailability({ employee, companyId }: Props) {
  const { t } = useTranslation(NS);
  const availability = useGetEmployeeAvailabilityQuery({ companyId, id: employee.id });
  const titleId = useId();

  const waiting = loadStates(availability, t('employees.availability.loading'), t('employees.availability.loadError'), '16rem');
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader title={t('employees.availability.title')} titleId={titleId} description={t('employees.availability.description', { name: employee.firstName })} />
      {waiting ?? (availability.data && (
        <AvailabilityForm key={employee.id} employee={employee} companyId={companyId} availability={availability.data} />
      ))}
    </Card>
  );
}

function AvailabilityForm({ employee, companyId, availability }: Props & { availability: Availability }) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const failure = useEmployeeFailure();
  const [save, saving] = useSetEmployeeAvailabilityMutation();
  const { register, control, handleSubmit, reset, formState: { errors } } = useForm<AvailabilityFormValues>({
    resolver: zodResolver(ZAvailabilityFormSchema),
    defaultValues: availabilityFormOf(availability),
  });
  const days = useWatch({ control, name: 'days' });

  const submit = async (values: AvailabilityFormValues) => {
    try {
      const saved = await save({ companyId, id: employee.id, availability: toAvailability(values) }).unwrap();
      reset(availabilityFormOf(saved));
      notify.success(t('employees.availability.saved'));
    } catch (error) {
      notify.error(failure(error, 'employees.availability.saveFailed'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <Stack gap={4}>
        <div>
          {days.map((day, index) => {
            const nameId = `${id}-day-${day.dayOfWeek}`;
            const rangeError = errors.days?.[index]?.endTime?.message;
            return (
              <AvailabilityDay key={day.dayOfWeek} role="group" aria-labelledby={nameId}>
                <strong id={nameId}>{formatWeekday(day.dayOfWeek, i18n.language)}</strong>
                <Controller control={control} name={`days.${index}.available`} render={({ field }) => (
                  <Switch label={t('employees.availability.available')} checked={field.value} onCheckedChange={field.onChange} />
                )} />
                {day.available ? (
                  <>
                    <TextField type="time" label={t('employees.details.from')} {...register(`days.${index}.startTime`)} />
                    <TextField type="time" label={t('employees.details.to')} error={rangeError ? t(rangeError) : undefined}
                      {...register(`days.${index}.endTime`)} />
                  </>
                ) : <Hint>{t('employees.availability.off')}</Hint>}
              </AvailabilityDay>
            );
          })}
        </div>
        <div>
          <Button type="submit" loading={saving.isLoading}>{t('employees.availability.save')}</Button>
        </div>
      </Stack>
    </form>
  );
}
