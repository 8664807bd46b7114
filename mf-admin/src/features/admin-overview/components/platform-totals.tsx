import { useId } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { Grid } from '@pitchside/shared-ui/grid';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { useGetPlatformStatsQuery } from '@pitchside/shared-api/client/platform-api';
import type { PlatformStats } from '@pitchside/shared-api/contracts/platform';
import { NS } from '../../../locales/namespace';
import { Heading, Label, Total, Value } from './platform-totals.styles';

const KEYS: readonly (keyof PlatformStats)[] = ['fields', 'companies', 'customers', 'bookings'];

/** Live totals of the platform (`GET /platform/stats`): skeletons, then numbers, or the error with a retry. */
export function PlatformTotals() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const headingId = useId();
  const { data, isError, refetch } = useGetPlatformStatsQuery();

  let content;
  if (isError) content = <LoadError message={t('overview.loadError')} onRetry={() => void refetch()} />;
  else if (!data) {
    content = (
      <SkeletonGroup label={t('overview.loading')}>
        <Grid columns={4} gap={4}>
          {KEYS.map((key) => (
            <Skeleton key={key} shape="rect" height="5.5rem" />
          ))}
        </Grid>
      </SkeletonGroup>
    );
  } else {
    content = (
      <Grid as="ul" columns={4} gap={4}>
        {KEYS.map((key) => (
          <Total key={key}>
            <Value>{format.number(data[key])}</Value>
            <Label>{t(`overview.${key}`, { count: data[key] })}</Label>
          </Total>
        ))}
      </Grid>
    );
  }
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('overview.totalsTitle')}</Heading>
      {content}
    </Stack>
  );
}
