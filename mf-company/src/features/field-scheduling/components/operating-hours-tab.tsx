import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { ClockIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { formatWeekday, weekdayOrder } from '@pitchside/shared-ui/format';
import type { Schedule } from '@pitchside/shared-api/contracts/field';
import { useDeleteFieldScheduleMutation, useGetFieldSchedulesQuery } from '@pitchside/shared-api/client/company-fields-api';
import { NS } from '../../../locales/namespace';
import { schedulesByDay } from '../lib/schedule-form';
import { useFailure } from '../lib/use-field-messages';
import { DayRow } from './day-row';
import { ListSkeleton } from './list-skeleton';
import { RowList, Toolbar, ToolbarText } from './list.styles';
import { ScheduleDialog } from './schedule-dialog';
import { TemplateDialog } from './template-dialog';

/** Tab "Operating hours": one row per weekday in the reader's week order (docs/product/validation.md: one schedule per day). */
export function OperatingHoursTab({ fieldId }: { fieldId: string }) {
  const { t, i18n } = useTranslation(NS);
  const schedules = useGetFieldSchedulesQuery(fieldId);
  const [deleteSchedule] = useDeleteFieldScheduleMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const [templateOpen, setTemplateOpen] = useState(false);
  const describe = useFailure();
  const dayName = (day: number) => formatWeekday(day, i18n.language);

  if (schedules.isLoading) return <ListSkeleton label={t('scheduling.hours.loading')} rows={7} />;
  if (schedules.isError || !schedules.data) {
    return <LoadError message={t('scheduling.loadError')} onRetry={() => void schedules.refetch()} />;
  }
  const byDay = schedulesByDay(schedules.data);

  const remove = async (schedule: Schedule) => {
    try {
      await deleteSchedule({ fieldId, scheduleId: schedule.id }).unwrap();
      notify.success(t('scheduling.hours.deleted', { day: dayName(schedule.dayOfWeek) }));
    } catch (error) {
      notify.error(describe(error, 'scheduling.hours.deleteFailed').toast);
      throw error;
    }
  };

  return (
    <Stack gap={4}>
      <Toolbar>
        <ToolbarText>{t('scheduling.hours.intro')}</ToolbarText>
        <Button variant="outline" startIcon={<ClockIcon size={18} />} onClick={() => setTemplateOpen(true)}>
          {t('scheduling.templates.open')}
        </Button>
      </Toolbar>
      {byDay.size === 0 && (
        <Alert tone="info" title={t('scheduling.empty.hoursTitle')}>
          {t('scheduling.empty.hoursText')}
        </Alert>
      )}
      <RowList aria-label={t('scheduling.hours.listLabel')}>
        {weekdayOrder(i18n.language).map((day) => (
          <DayRow
            key={day}
            day={dayName(day)}
            schedule={byDay.get(day)}
            onEdit={() => setEditing(day)}
            onDelete={() => setDeleting(byDay.get(day) ?? null)}
          />
        ))}
      </RowList>
      {editing !== null && (
        <ScheduleDialog fieldId={fieldId} dayOfWeek={editing} schedule={byDay.get(editing)} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          tone="danger"
          title={t('scheduling.hours.deleteTitle', { day: dayName(deleting.dayOfWeek) })}
          description={t('scheduling.hours.deleteText')}
          confirmLabel={t('scheduling.actions.delete')}
          cancelLabel={t('scheduling.actions.cancel')}
          onConfirm={() => remove(deleting)}
        />
      )}
      {templateOpen && <TemplateDialog fieldId={fieldId} onClose={() => setTemplateOpen(false)} />}
    </Stack>
  );
}
