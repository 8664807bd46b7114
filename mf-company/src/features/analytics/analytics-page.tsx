import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { Grid } from '@pitchside/shared-ui/grid';
import { ChartIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Link } from '@pitchside/shared-ui/router';
import { TextField } from '@pitchside/shared-ui/text-field';
import { LoadError, type LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** Spec §9 date ranges. */
const RANGES = ['days7', 'days30', 'months3', 'custom'] as const;
const DATE_MIN = '1900-01-01';
const DATE_MAX = '2099-12-31';

/** `/analytics` and `/company/analytics`. No analytics API yet, so no chart is drawn. */
export default function AnalyticsPage({ failed, onRetry }: LoadState) {
  const { t } = useTranslation(NS);
  const [range, setRange] = useState<string>('days30');
  return (
    <Page>
      <PageHeader title={t('analytics.title')} description={t('analytics.subtitle')} />
      <Grid minItemWidth="12rem" gap={3}>
        <NativeSelect
          label={t('analytics.range.label')}
          value={range}
          onChange={(event) => setRange(event.target.value)}
          options={RANGES.map((value) => ({ value, label: t(`analytics.range.${value}`) }))}
        />
        {range === 'custom' && (
          <>
            <TextField type="date" min={DATE_MIN} max={DATE_MAX} label={t('analytics.range.from')} />
            <TextField type="date" min={DATE_MIN} max={DATE_MAX} label={t('analytics.range.to')} />
          </>
        )}
      </Grid>
      {failed && onRetry ? (
        <LoadError message={t('analytics.loadError')} onRetry={onRetry} />
      ) : (
        <EmptyState
          icon={<ChartIcon size={28} />}
          title={t('analytics.emptyTitle')}
          description={t('analytics.emptyText')}
          action={
            <Button asChild variant="outline">
              <Link to="/company/bookings">{t('analytics.action')}</Link>
            </Button>
          }
        />
      )}
    </Page>
  );
}
