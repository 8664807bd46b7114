import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon, ChevronEndIcon, ChevronStartIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { TextField } from '@pitchside/shared-ui/text-field';
import { firstDayOfWeek } from '@pitchside/shared-ui/format';
import { useGetFieldAvailabilityQuery } from '@pitchside/shared-api/client/fields-api';
import { NS } from '../../../locales/namespace';
import { addDays, startOfWeek, todayIn } from '../lib/local-dates';
import { summarizeWeek } from '../lib/week-summary';
import { Actions } from './form-layout.styles';
import { SectionTitle } from './section-title.styles';
import { WeekGrid } from './week-grid';
import { WeekSummaryCard } from './week-summary-card';

export interface PreviewTabProps {
  fieldId: string;
  timeZone: string;
  currency: string;
}

/** Tab "Preview and analytics": the slots, prices and statuses customers see for a week, in figures too. */
export function PreviewTab({ fieldId, timeZone, currency }: PreviewTabProps) {
  const { t, i18n } = useTranslation(NS);
  const thisWeek = startOfWeek(todayIn(timeZone), firstDayOfWeek(i18n.language));
  const [from, setFrom] = useState(thisWeek);
  const availability = useGetFieldAvailabilityQuery({ fieldId, from, days: 7 });
  // `currentData`: while another week loads, the previous week's slots must not show under its dates.
  const days = availability.currentData?.days ?? [];
  const hasSlots = days.some((day) => day.slots.length > 0);

  return (
    <Stack gap={4}>
      <Actions>
        <Button variant="outline" size="sm" startIcon={<ChevronStartIcon size={16} />} onClick={() => setFrom(addDays(from, -7))}>
          {t('scheduling.preview.previous')}
        </Button>
        <TextField
          type="date"
          label={t('scheduling.preview.weekStart')}
          value={from}
          onChange={(event) => event.target.value && setFrom(event.target.value)}
        />
        <Button variant="outline" size="sm" endIcon={<ChevronEndIcon size={16} />} onClick={() => setFrom(addDays(from, 7))}>
          {t('scheduling.preview.next')}
        </Button>
        {from !== thisWeek && (
          <Button variant="ghost" size="sm" onClick={() => setFrom(thisWeek)}>
            {t('scheduling.preview.thisWeek')}
          </Button>
        )}
      </Actions>
      {availability.isFetching && !availability.currentData ? (
        <SkeletonGroup label={t('scheduling.preview.loading')}>
          <Skeleton shape="rect" height="6rem" />
          <Skeleton shape="rect" height="18rem" />
        </SkeletonGroup>
      ) : availability.isError ? (
        <LoadError message={t('scheduling.preview.loadError')} onRetry={() => void availability.refetch()} />
      ) : !hasSlots ? (
        <EmptyState icon={<CalendarIcon size={28} />} title={t('scheduling.empty.previewTitle')}
          description={t('scheduling.empty.previewText')} headingLevel={3} />
      ) : (
        <>
          <section aria-labelledby="preview-figures">
            <SectionTitle id="preview-figures">{t('scheduling.preview.summaryTitle')}</SectionTitle>
            <WeekSummaryCard summary={summarizeWeek(days)} currency={days.flatMap((day) => day.slots)[0]?.currency ?? currency} />
          </section>
          <WeekGrid days={days} />
        </>
      )}
    </Stack>
  );
}
