import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Button } from '@pitchside/shared-ui/button';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useGetIntegrationsQuery } from '@pitchside/shared-api/client/company-integrations-api';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { WebhookCard } from './components/webhook-card';

/**
 * `/company/settings/integrations` (the company owner, or a super admin with `?companyId=`): the webhook
 * that receives booking events and the private calendar feed of the company's bookings.
 */
export function IntegrationsPage() {
  const { t } = useTranslation(NS);
  const { allowed, companyId, needsCompany, companyQuery, args } = useOwnerCompany();
  const integrations = useGetIntegrationsQuery(args, { skip: !allowed || needsCompany });
  const settingsLink = `/company/settings${companyQuery}`;

  const body = () => {
    if (!allowed || (isApiError(integrations.error) && integrations.error.status === 403)) return <NoPermission error={integrations.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (integrations.isLoading) {
      return (
        <SkeletonGroup label={t('integrations.loading')}>
          <Skeleton shape="rect" height="20rem" />
          <Skeleton shape="rect" height="8rem" />
        </SkeletonGroup>
      );
    }
    if (integrations.isError || !integrations.data) {
      return <LoadError message={t('integrations.loadError')} onRetry={() => void integrations.refetch()} />;
    }
    return (
      <Stack gap={6}>
        <WebhookCard integrations={integrations.data} companyId={companyId} />
        <CalendarFeedCard url={integrations.data.calendarFeedUrl} companyId={companyId} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader
        title={t('integrations.title')}
        description={t('integrations.subtitle')}
        actions={<Button asChild variant="outline"><Link to={settingsLink}>{t('integrations.backToSettings')}</Link></Button>}
      />
      {body()}
    </Page>
  );
}
