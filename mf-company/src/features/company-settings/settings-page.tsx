import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useGetCompanySettingsQuery } from '@pitchside/shared-api/client/company-settings-api';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { BookingRulesForm } from './components/booking-rules-form';
import { CompanyData } from './components/company-data';

/**
 * `/company/settings` (docs/product/routes-and-screens.md: the company owner, or a super admin acting on a company): the company's
 * booking rules and its data (export and import); its e-mail templates and integrations (webhook,
 * calendar feed) are pages of their own, linked from the header.
 */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  const { allowed, companyId, needsCompany, companyQuery, args } = useOwnerCompany();
  const settings = useGetCompanySettingsQuery(args, { skip: !allowed || needsCompany });

  const body = () => {
    if (!allowed || (isApiError(settings.error) && settings.error.status === 403)) return <NoPermission error={settings.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (settings.isLoading) {
      return (
        <SkeletonGroup label={t('settings.loading')}>
          <Skeleton shape="rect" height="3rem" />
          <Skeleton shape="rect" height="24rem" />
        </SkeletonGroup>
      );
    }
    if (settings.isError || !settings.data) {
      return <LoadError message={t('settings.loadError')} onRetry={() => void settings.refetch()} />;
    }
    return (
      <Stack gap={6}>
        <BookingRulesForm key={companyId ?? 'own'} settings={settings.data} companyId={companyId} />
        <CompanyData companyId={companyId} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.subtitle')}
        actions={allowed && !needsCompany && (
          <>
            <Button asChild variant="outline">
              <Link to={`/company/settings/email-templates${companyQuery}`}>{t('emailTemplates.title')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/company/settings/integrations${companyQuery}`}>{t('integrations.title')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/company/activity${companyQuery}`}>{t('activity.title')}</Link>
            </Button>
          </>
        )}
      />
      {body()}
    </Page>
  );
}
