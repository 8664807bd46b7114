import { useTranslation } from '@pitchside/shared-ui/translation';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import type { ScheduleTemplate } from '@pitchside/shared-api/contracts/field';
import type { ScheduleTemplateId } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../../locales/namespace';
import type { BulkDays, BulkMode } from '../../lib/bulk-request';
import type { ScheduleFormErrors, ScheduleFormValues } from '../../lib/schedule-form';
import { BulkDaysEditor } from './bulk-days-editor';

export interface HoursChooserProps {
  mode: BulkMode;
  onModeChange: (mode: BulkMode) => void;
  templates: { data?: ScheduleTemplate[]; isLoading: boolean; isError: boolean; refetch: () => void };
  template: ScheduleTemplateId | '';
  onTemplateChange: (template: ScheduleTemplateId | '') => void;
  days: BulkDays;
  onDayChange: (day: number, changes: Partial<ScheduleFormValues>) => void;
  dayErrors: Record<number, ScheduleFormErrors>;
}

/** Either a template (docs/product/constants.md) or custom days. */
export function HoursChooser(props: HoursChooserProps) {
  const { t } = useTranslation(NS);
  const { templates } = props;
  return (
    <Tabs value={props.mode} onValueChange={(value) => props.onModeChange(value as BulkMode)}>
      <TabsList aria-label={t('bulkSchedule.modeLabel')}>
        <TabsTrigger value="template">{t('bulkSchedule.modeTemplate')}</TabsTrigger>
        <TabsTrigger value="days">{t('bulkSchedule.modeDays')}</TabsTrigger>
      </TabsList>
      <TabsContent value="template">
        {templates.isLoading ? (
          <SkeletonGroup label={t('scheduling.templates.loading')}><Skeleton height="2.5rem" /></SkeletonGroup>
        ) : templates.isError ? (
          <LoadError message={t('scheduling.templates.loadError')} onRetry={templates.refetch} />
        ) : (
          <NativeSelect
            label={t('scheduling.templates.label')}
            placeholder={t('scheduling.templates.placeholder')}
            value={props.template}
            onChange={(event) => props.onTemplateChange(event.target.value as ScheduleTemplateId | '')}
            options={(templates.data ?? []).map((item) => ({
              value: item.id,
              label: t(`scheduling.templates.names.${item.id}`, { defaultValue: item.name }),
            }))}
          />
        )}
      </TabsContent>
      <TabsContent value="days">
        <Stack gap={3}>
          <BulkDaysEditor days={props.days} onChange={props.onDayChange} errors={props.dayErrors} />
        </Stack>
      </TabsContent>
    </Tabs>
  );
}
