import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { notify } from '@pitchside/shared-ui/toaster';
import { useBulkScheduleMutation, useGetScheduleTemplatesQuery } from '@pitchside/shared-api/client/company-fields-api';
import type { ScheduleTemplateId } from '@pitchside/shared-api/contracts/field-constants';
import { NS } from '../../../locales/namespace';
import { useFailure, useFieldMessage } from '../lib/use-field-messages';
import { TemplateSummary } from './template-summary';

export interface TemplateDialogProps {
  fieldId: string;
  onClose: () => void;
}

/** Replaces every day's hours of one field with a template (docs/product/constants.md), after confirmation. */
export function TemplateDialog({ fieldId, onClose }: TemplateDialogProps) {
  const { t } = useTranslation(NS);
  const templates = useGetScheduleTemplatesQuery();
  const [bulkSchedule] = useBulkScheduleMutation();
  const [chosen, setChosen] = useState<ScheduleTemplateId | ''>('');
  const [missing, setMissing] = useState(false);
  const describe = useFailure();
  const text = useFieldMessage();
  const template = templates.data?.find((item) => item.id === chosen);

  // Throwing keeps the confirmation open, so the user can choose again or retry.
  const apply = async () => {
    if (!chosen) {
      setMissing(true);
      throw new Error('No template chosen');
    }
    let refusal: string | undefined;
    try {
      const { results } = await bulkSchedule({ fieldIds: [fieldId], template: chosen }).unwrap();
      const result = results.find((item) => item.fieldId === fieldId);
      if (result?.ok) {
        notify.success(t('scheduling.templates.applied'));
        return;
      }
      refusal = result?.message;
    } catch (error) {
      notify.error(describe(error, 'scheduling.templates.failed').toast);
      throw error;
    }
    const failure = t('scheduling.templates.failed');
    notify.error(refusal ? t('scheduling.messages.withDetail', { failure, detail: text(refusal) }) : failure);
    throw new Error(failure);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('scheduling.templates.title')}
      description={t('scheduling.templates.warning')}
      confirmLabel={t('scheduling.templates.apply')}
      cancelLabel={t('scheduling.actions.cancel')}
      onConfirm={apply}
    >
      {templates.isLoading ? (
        <SkeletonGroup label={t('scheduling.templates.loading')}>
          <Skeleton height="2.5rem" />
        </SkeletonGroup>
      ) : templates.isError ? (
        <LoadError message={t('scheduling.templates.loadError')} onRetry={() => void templates.refetch()} />
      ) : (
        <>
          <NativeSelect
            label={t('scheduling.templates.label')}
            placeholder={t('scheduling.templates.placeholder')}
            value={chosen}
            error={missing && !chosen ? t('scheduling.templates.required') : undefined}
            onChange={(event) => setChosen(event.target.value as ScheduleTemplateId | '')}
            options={(templates.data ?? []).map((item) => ({
              value: item.id,
              label: t(`scheduling.templates.names.${item.id}`, { defaultValue: item.name }),
            }))}
          />
          {template && <TemplateSummary schedules={template.schedules} />}
        </>
      )}
    </ConfirmDialog>
  );
}
