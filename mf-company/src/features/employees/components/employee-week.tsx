import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { Dialog } from '@pitchside/shared-ui/dialog';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { notify } from '@pitchside/shared-ui/toaster';
import { formatWeekday } from '@pitchside/shared-ui/format';
import { useUpdateEmployeeMutation } from '@pitchside/shared-api/client/employees-api';
import type { Employee, WeeklyShift } from '@pitchside/shared-api/contracts/employees';
import { NS } from '../../../locales/namespace';
import { useEmployeeFailure } from '../lib/employee-texts';
import { DAYS } from '../lib/weekdays';
import { FormGrid, Hint } from '../../../components/layout.styles';
import { Day, Slot, SlotEnd, Week } from './schedule.styles';

interface Props {
  employee: Employee;
  companyId?: string | undefined;
}

/** The employee's usual week as seven columns (a list on phones), and the dialog that edits it. */
export function EmployeeWeek({ employee, companyId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const failure = useEmployeeFailure();
  const [editing, setEditing] = useState(false);
  const [slots, setSlots] = useState<WeeklyShift[]>([]);
  const [invalid, setInvalid] = useState<number | null>(null);
  const [update, updating] = useUpdateEmployeeMutation();

  const open = () => {
    setSlots(employee.weeklyShifts.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime })));
    setInvalid(null);
    setEditing(true);
  };
  const change = (index: number, patch: Partial<WeeklyShift>) => setSlots((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const save = async () => {
    const bad = slots.findIndex((s) => !s.startTime || !s.endTime || s.startTime >= s.endTime);
    if (bad >= 0) return setInvalid(bad);
    try {
      await update({ companyId, id: employee.id, changes: { weeklyShifts: slots } }).unwrap();
      notify.success(t('employees.details.weekSaved'));
      setEditing(false);
    } catch (error) {
      notify.error(failure(error, 'employees.messages.updateFailed'));
    }
  };

  return (
    <Card>
      <CardHeader title={t('employees.details.weekTitle')} action={<Button variant="outline" size="sm" onClick={open}>{t('employees.details.editWeek')}</Button>} />
      <Stack gap={3}>
        <Hint>{t('employees.details.weekHint')}</Hint>
        {employee.weeklyShifts.length === 0 && <p>{t('employees.details.noShifts')}</p>}
        <Week aria-label={t('employees.details.weekTitle')}>
          {DAYS.map((day) => {
            const today = employee.weeklyShifts.filter((s) => s.dayOfWeek === day);
            return (
              <Day key={day}>
                <h3>{formatWeekday(day, i18n.language)}</h3>
                {today.length === 0
                  ? <span>{t('employees.details.off')}</span>
                  : today.map((s) => <Slot key={s.id} dir="ltr">{s.startTime}–{s.endTime}</Slot>)}
              </Day>
            );
          })}
        </Week>
      </Stack>
      <Dialog open={editing} onOpenChange={setEditing} title={t('employees.details.weekTitle')} size="lg"
        footer={(
          <>
            <Button variant="outline" onClick={() => setEditing(false)}>{t('employees.form.cancel')}</Button>
            <Button onClick={() => void save()} loading={updating.isLoading}>{t('employees.details.saveWeek')}</Button>
          </>
        )}>
        <Stack gap={4}>
          {slots.map((slot, index) => (
            <FormGrid key={index}>
              <NativeSelect label={t('employees.details.day')} value={String(slot.dayOfWeek)}
                onChange={(event) => change(index, { dayOfWeek: Number(event.target.value) })}
                options={DAYS.map((day) => ({ value: String(day), label: formatWeekday(day, i18n.language) }))} />
              <TextField type="time" label={t('employees.details.from')} value={slot.startTime} onChange={(event) => change(index, { startTime: event.target.value })} />
              <TextField type="time" label={t('employees.details.to')} value={slot.endTime} onChange={(event) => change(index, { endTime: event.target.value })}
                error={invalid === index ? t('employees.details.rangeError') : undefined} />
              <SlotEnd>
                <Button variant="ghost" onClick={() => setSlots((list) => list.filter((_, i) => i !== index))}>{t('employees.details.removeSlot')}</Button>
              </SlotEnd>
            </FormGrid>
          ))}
          <div>
            <Button variant="outline" onClick={() => setSlots((list) => [...list, { dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }])}>
              {t('employees.details.addSlot')}
            </Button>
          </div>
        </Stack>
      </Dialog>
    </Card>
  );
}
