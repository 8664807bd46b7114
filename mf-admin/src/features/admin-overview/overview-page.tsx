import { useTranslation } from '@pitchside/shared-ui/translation';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useGetAdminOverviewQuery } from '@pitchside/shared-api/client/admin-api';
import { CardGrid, Muted } from '../../components/admin.styles';
import { KpiGrid } from '../../components/kpi-card.styles';
import { NS } from '../../locales/namespace';
import { AlertsList } from './components/alerts-list';
import { OverviewFigures } from './components/overview-figures';
import { RecentSignUps } from './components/recent-sign-ups';

/** `/admin`: the platform at a glance (GET /admin/overview): key figures, alerts and the newest accounts. */
export function OverviewPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const overview = useGetAdminOverviewQuery();

  let body;
  if (overview.isError) body = <LoadError message={t('overview.loadError')} onRetry={() => void overview.refetch()} />;
  else if (!overview.data) {
    body = (
      <SkeletonGroup label={t('overview.loading')}>
        <KpiGrid>
          {[0, 1, 2, 3, 4].map((key) => <Skeleton key={key} shape="rect" height="9rem" />)}
        </KpiGrid>
      </SkeletonGroup>
    );
  } else {
    const data = overview.data;
    body = (
      <Stack gap={6}>
        <OverviewFigures overview={data} />
        <CardGrid>
          <AlertsList alerts={data.alerts} />
          <RecentSignUps signUps={data.recentSignUps} />
        </CardGrid>
        <Muted>{t('overview.generatedAt', { time: format.dateTime(data.generatedAt) })}</Muted>
      </Stack>
    );
  }
  return (
    <Page>
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} />
      {body}
    </Page>
  );
}
