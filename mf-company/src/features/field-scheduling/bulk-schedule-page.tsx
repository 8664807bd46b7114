import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { Grid } from '@pitchside/shared-ui/grid';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Stack } from '@pitchside/shared-ui/stack';
import { notify } from '@pitchside/shared-ui/toaster';
import { useBulkScheduleMutation, useGetScheduleTemplatesQuery } from '@pitchside/shared-api/client/company-fields-api';
import type { BulkScheduleResult } from '@pitchside/shared-api/contracts/field';
import type { ScheduleTemplateId } from '@pitchside/shared-api/contracts/field-constants';
import { useAccess } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { BulkPreview } from './components/bulk/bulk-preview';
import { BulkResults } from './components/bulk/bulk-results';
import { FieldPicker } from './components/bulk/field-picker';
import { HoursChooser } from './components/bulk/hours-chooser';
import { ListSkeleton } from './components/list-skeleton';
import { BackToFields, NoPermission } from './components/page-states';
import { checkBulkChoice, parseBulkDays, type BulkDays, type BulkMode } from './lib/bulk-request';
import { NEW_DAY, type ScheduleFormErrors, type ScheduleFormValues } from './lib/schedule-form';
import { SCHEDULE_PERMISSIONS } from './lib/schedule-permissions';
import { useBulkFields } from './lib/use-bulk-fields';
import { useFailure } from './lib/use-field-messages';
import { DAYS_OF_WEEK } from './lib/weekdays';

const CLOSED_WEEK: BulkDays = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, { ...NEW_DAY, isActive: false }]));

/** `/company/fields/bulk-schedule`: one week of hours (a template or custom days) for many fields at once. */
export function BulkSchedulePage() {
  const { t } = useTranslation(NS);
  const access = useAccess(SCHEDULE_PERMISSIONS);
  const fields = useBulkFields(access !== 'allowed');
  const templates = useGetScheduleTemplatesQuery(undefined, { skip: access !== 'allowed' });
  const [bulkSchedule, applying] = useBulkScheduleMutation();
  const describe = useFailure();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [mode, setMode] = useState<BulkMode>('template');
  const [template, setTemplate] = useState<ScheduleTemplateId | ''>('');
  const [days, setDays] = useState<BulkDays>(CLOSED_WEEK);
  const [dayErrors, setDayErrors] = useState<Record<number, ScheduleFormErrors>>({});
  const [nothing, setNothing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<BulkScheduleResult['results'] | null>(null);

  const choice = { fieldIds: [...selected], mode, template, days };
  const previewSchedules = mode === 'template' ? templates.data?.find((item) => item.id === template)?.schedules : parseBulkDays(days).schedules;
  const changeDay = (day: number, changes: Partial<ScheduleFormValues>) =>
    setDays((current) => ({ ...current, [day]: { ...(current[day] ?? NEW_DAY), ...changes } }));

  const review = () => {
    const check = checkBulkChoice(choice);
    setNothing(!check.ok && check.nothing);
    setDayErrors(check.ok ? {} : check.dayErrors);
    if (check.ok) setConfirming(true);
  };

  const apply = async () => {
    const check = checkBulkChoice(choice);
    if (!check.ok) return;
    try {
      const answer = await bulkSchedule(check.request).unwrap();
      setResults(answer.results);
    } catch (error) {
      notify.error(describe(error, 'bulkSchedule.failed').toast);
      throw error;
    }
  };

  const header = <PageHeader title={t('bulkSchedule.title')} description={t('bulkSchedule.subtitle')} actions={<BackToFields />} />;
  if (access !== 'allowed') {
    return <Page>{header}{access === 'denied' ? <NoPermission /> : <ListSkeleton label={t('bulkSchedule.loadingFields')} rows={3} />}</Page>;
  }

  return (
    <Page>
      {header}
      <Stack gap={6}>
        <Grid columns={2} gap={6}>
          <Card as="section" aria-labelledby="bulk-fields">
            <CardHeader titleId="bulk-fields" title={t('bulkSchedule.fieldsTitle')} description={t('bulkSchedule.fieldsText')} />
            {fields.isLoading ? (
              <ListSkeleton label={t('bulkSchedule.loadingFields')} rows={4} />
            ) : fields.isError ? (
              <LoadError message={t('bulkSchedule.fieldsLoadError')} onRetry={fields.refetch} />
            ) : (
              <FieldPicker fields={fields.fields} selected={selected} onChange={setSelected} />
            )}
            {fields.truncated && <p>{t('bulkSchedule.truncated')}</p>}
          </Card>
          <Card as="section" aria-labelledby="bulk-hours">
            <CardHeader titleId="bulk-hours" title={t('bulkSchedule.hoursTitle')} description={t('bulkSchedule.hoursText')} />
            <HoursChooser mode={mode} onModeChange={setMode} templates={{ ...templates, refetch: () => void templates.refetch() }}
              template={template} onTemplateChange={setTemplate} days={days} onDayChange={changeDay} dayErrors={dayErrors} />
          </Card>
        </Grid>
        <Card as="section" aria-labelledby="bulk-preview">
          <CardHeader titleId="bulk-preview" title={t('bulkSchedule.previewTitle')} />
          <Stack gap={4}>
            {previewSchedules && previewSchedules.length > 0 ? (
              <BulkPreview schedules={previewSchedules} fieldCount={selected.size} />
            ) : (
              <p>{t('bulkSchedule.previewEmpty')}</p>
            )}
            {nothing && <Alert tone="error" title={t('scheduling.messages.bulkNothing')} />}
            <div>
              <Button onClick={review} loading={applying.isLoading}>{t('bulkSchedule.apply')}</Button>
            </div>
          </Stack>
        </Card>
        {results && (
          <Card as="section" aria-labelledby="bulk-results">
            <CardHeader titleId="bulk-results" title={t('bulkSchedule.resultsTitle')} />
            <BulkResults results={results} names={new Map(fields.fields.map((field) => [field.id, field.name]))} />
          </Card>
        )}
      </Stack>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title={t('bulkSchedule.confirmTitle', { count: selected.size })}
          description={t('bulkSchedule.confirmText')}
          confirmLabel={t('bulkSchedule.apply')}
          cancelLabel={t('scheduling.actions.cancel')}
          onConfirm={apply}
        />
      )}
    </Page>
  );
}
