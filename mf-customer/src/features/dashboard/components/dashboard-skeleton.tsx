import { Card } from '@pitchside/shared-ui/card';
import { Grid } from '@pitchside/shared-ui/grid';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { DASHBOARD_NS } from '../../../locales/namespace';

const STATS = 5;
const CARDS = 4;

/** The page's shape while its figures are on their way: the stat cards, then the cards below. */
export function DashboardSkeleton() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <SkeletonGroup label={t('dashboard.loading')}>
      <Stack gap={6}>
        <Grid minItemWidth="9rem" gap={4}>
          {Array.from({ length: STATS }, (_, index) => (
            <Card key={index}>
              <Skeleton width="60%" />
              <Skeleton width="40%" height="1.5rem" />
            </Card>
          ))}
        </Grid>
        <Grid columns={2} gap={6}>
          {Array.from({ length: CARDS }, (_, index) => (
            <Card key={index}>
              <Skeleton width="45%" height="1.25rem" />
              <Skeleton width="90%" />
              <Skeleton width="75%" />
              <Skeleton width="80%" />
            </Card>
          ))}
        </Grid>
      </Stack>
    </SkeletonGroup>
  );
}
