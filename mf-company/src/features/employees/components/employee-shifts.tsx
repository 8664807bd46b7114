import { useId, useState } from 'react';
import { differenceInCalendarDays } from 'date-fns';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon, ChevronStartIcon, ChevronEndIcon, EditIcon, PlusIcon, TrashIcon } from '@pitchside/shared-ui/icons';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useGetEmployeeShiftsQuery, useRemoveEmployeeShiftMutation } from '@pitchside/shared-api/client/employees-api';
import { useGetCompanyFieldsQuery } from '@pitchside/shared-api/client/company-fields-api';
import type { Employee, EmployeeShift } from '@pitchside/shared-api/contracts/employees';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { fullName, useEmployeeFailure } from '../lib/employee-texts';
import { browserTimeZone, isoWithOffset, localDateOf } from '../lib/local-time';
import { Name } from '../../../components/layout.styles';
import { DayHeading, ShiftItem, WeeksNav } from './schedule.styles';
import { loadStates } from './load-states';
import { ShiftDialog } from './shift-dialog';

interface Props {
  employee: Employee;
  companyId?: string | undefined;
}

/** "Thursday, December 3" and "9:00 AM – 5:00 PM" of a shift, on the reader's wall clock and in their language. */
function useShiftTexts() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const timeZone = browserTimeZone();
  const dayOf = (shift: EmployeeShift) => format.date(shift.start, { style: 'weekdayDayMonthLong', timeZone });
  const hours = (shift: EmployeeShift) => t(
    localDateOf(shift.end) === localDateOf(shift.start) ? 'employees.shifts.range' : 'employees.shifts.rangeNextDay',
    { start: format.time(shift.start, { timeZone }), end: format.time(shift.end, { timeZone }) },
  );
  const when = (shift: EmployeeShift) => t('employees.shifts.when', { day: dayOf(shift), hours: hours(shift) });
  return { timeZone, dayOf, hours, when };
}

/** The shifts of each local day, earliest first. */
function byDay(shifts: readonly EmployeeShift[]): EmployeeShift[][] {
  const days = new Map<string, EmployeeShift[]>();
  for (const shift of [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = localDateOf(shift.start);
    days.set(date, [...(days.get(date) ?? []), shift]);
  }
  return [...days.values()];
}

/** Shifts are shown this many days at a time. */
const WINDOW_DAYS = 28;

/** Local midnight of the first day of window `index` (0: the window that starts today) and of the day after its last. */
function shiftWindow(index: number, now = new Date()) {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return { start: day(index * WINDOW_DAYS), end: day((index + 1) * WINDOW_DAYS) };
}

/** The window that holds the local day of `instant`. */
const windowOf = (instant: string, now = new Date()) => Math.floor(differenceInCalendarDays(new Date(instant), now) / WINDOW_DAYS);

/**
 * The employee's dated shifts four weeks at a time (from today, then earlier or later), with add, change
 * and remove. A shift saved outside the weeks shown brings its weeks into view.
 */
export function EmployeeShifts({ employee, companyId }: Props) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const failure = useEmployeeFailure();
  const { timeZone, dayOf, hours, when } = useShiftTexts();
  const titleId = useId();
  const [windowIndex, setWindowIndex] = useState(0);
  const range = shiftWindow(windowIndex);
  const shifts = useGetEmployeeShiftsQuery({ companyId, id: employee.id, from: isoWithOffset(range.start), to: isoWithOffset(range.end) });
  const lastDay = new Date(range.end.getFullYear(), range.end.getMonth(), range.end.getDate() - 1);
  const rangeText = format.dateRange(range.start, lastDay, { style: 'long' });
  // The company's field list is the caller's own company's: a super admin acting for one goes without it.
  const fields = useGetCompanyFieldsQuery({ state: 'published', limit: FIELD_LIMITS.pageSizeMax }, { skip: companyId !== undefined });
  const fieldList = fields.isSuccess ? fields.data.fields : undefined;
  const [remove] = useRemoveEmployeeShiftMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [edited, setEdited] = useState<EmployeeShift | undefined>(undefined);
  const [removing, setRemoving] = useState<EmployeeShift | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const openDialog = (shift?: EmployeeShift) => {
    setEdited(shift);
    setDialogOpen(true);
  };
  const askRemove = (shift: EmployeeShift) => {
    setRemoving(shift);
    setConfirmOpen(true);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ companyId, id: employee.id, shiftId: removing.id }).unwrap();
      notify.success(t('employees.shifts.removed'));
    } catch (error) {
      notify.error(failure(error, 'employees.shifts.removeFailed'));
      throw error;
    }
  };
  const fieldName = (fieldId: string) => {
    if (!fieldList) return t('employees.shifts.atField');
    return fieldList.find((field) => field.id === fieldId)?.name ?? t('employees.shifts.unpublishedField');
  };

  const body = () => {
    // Other weeks are other data: their skeleton shows while they load, not the weeks left.
    const current = { ...shifts, isLoading: shifts.isLoading || (shifts.isFetching && shifts.currentData === undefined), data: shifts.currentData };
    const waiting = loadStates(current, t('employees.shifts.loading'), t('employees.shifts.loadError'));
    if (waiting || !current.data) return waiting;
    if (current.data.length === 0) {
      return <EmptyState icon={<CalendarIcon size={28} />} headingLevel={3}
        title={t(windowIndex === 0 ? 'employees.shifts.emptyTitle' : 'employees.shifts.emptyWindowTitle')}
        description={t('employees.shifts.emptyText', { name: employee.firstName })} />;
    }
    return (
      <Stack as="ol" gap={4} aria-label={t('employees.shifts.title')}>
        {byDay(current.data).map((day) => (
          <li key={day[0]!.id}>
            <DayHeading>{dayOf(day[0]!)}</DayHeading>
            <Stack as="ul" gap={2}>
              {day.map((shift) => (
                <ShiftItem key={shift.id}>
                  <Name>
                    <strong><time dateTime={shift.start}>{hours(shift)}</time></strong>
                    {shift.fieldId && <span>{fieldName(shift.fieldId)}</span>}
                    {shift.notes && <span>{shift.notes}</span>}
                  </Name>
                  <Stack direction="row" gap={2} wrap>
                    <Button variant="outline" size="sm" startIcon={<EditIcon size={16} />} onClick={() => openDialog(shift)}
                      aria-label={t('employees.shifts.editLabel', { when: when(shift) })}>
                      {t('employees.actions.edit')}
                    </Button>
                    <Button variant="ghost" size="sm" startIcon={<TrashIcon size={16} />} onClick={() => askRemove(shift)}
                      aria-label={t('employees.shifts.removeLabel', { when: when(shift) })}>
                      {t('employees.shifts.remove')}
                    </Button>
                  </Stack>
                </ShiftItem>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
    );
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader title={t('employees.shifts.title')} titleId={titleId} description={t('employees.shifts.description', { zone: timeZone })}
        action={<Button variant="outline" size="sm" startIcon={<PlusIcon size={16} />} onClick={() => openDialog()}>{t('employees.shifts.add')}</Button>} />
      <WeeksNav aria-label={t('employees.shifts.weeks')}>
        <Button variant="ghost" size="sm" startIcon={<ChevronStartIcon size={16} />} onClick={() => setWindowIndex((index) => index - 1)}
          aria-label={t('employees.shifts.earlierLabel')}>
          {t('employees.shifts.earlier')}
        </Button>
        <p aria-live="polite"><time dateTime={localDateOf(range.start)}>{rangeText}</time></p>
        <Button variant="ghost" size="sm" endIcon={<ChevronEndIcon size={16} />} onClick={() => setWindowIndex((index) => index + 1)}
          aria-label={t('employees.shifts.laterLabel')}>
          {t('employees.shifts.later')}
        </Button>
        {windowIndex !== 0 && (
          <Button variant="outline" size="sm" onClick={() => setWindowIndex(0)}>{t('employees.shifts.coming')}</Button>
        )}
      </WeeksNav>
      {body()}
      <ShiftDialog open={dialogOpen} onOpenChange={setDialogOpen} employee={employee} shift={edited} fields={fieldList} companyId={companyId}
        onSaved={(saved) => setWindowIndex(windowOf(saved.start))} />
      <ConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} tone="danger" onConfirm={confirmRemove}
        title={t('employees.shifts.removeTitle')}
        description={removing ? t('employees.shifts.removeText', { when: when(removing), name: fullName(employee) }) : ''}
        confirmLabel={t('employees.shifts.remove')} cancelLabel={t('employees.confirm.keep')} />
    </Card>
  );
}
