import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Grid } from '@pitchside/shared-ui/grid';
import { ChartIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Link } from '@pitchside/shared-ui/router';
import { TextField } from '@pitchside/shared-ui/text-field';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { ListFrame } from '../../components/list-frame';
import { NS } from '../../locales/namespace';

/** Date ranges and date picker bounds (docs/product/constants.md). */
const RANGES = ['days7', 'days30', 'months3', 'custom'] as const;
const DATE_MIN = '1900-01-01';
const DATE_MAX = '2099-12-31';

/** `/admin/analytics`. No platform analytics API yet, so no chart is drawn. */
export function AnalyticsPage(props: LoadState) {
  const { t } = useTranslation(NS);
  const [range, setRange] = useState<string>('days30');
  const controls = (
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
  );
  return (
    <ListFrame
      {...props}
      title={t('analytics.title')}
      description={t('analytics.subtitle')}
      errorMessage={t('analytics.loadError')}
      controls={controls}
      empty={{
        icon: <ChartIcon size={28} />,
        title: t('analytics.emptyTitle'),
        description: t('analytics.emptyText'),
        action: (
          <Button asChild variant="outline">
            <Link to="/admin">{t('common.backToOverview')}</Link>
          </Button>
        ),
      }}
    />
  );
}
