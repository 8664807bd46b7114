import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useGetCompanySettingsQuery } from '@pitchside/shared-api/client/company-settings-api';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { BookingRulesForm } from './components/booking-rules-form';

/**
 * `/company/settings` (spec §2: the company owner, or a super admin acting on a company): the company's
 * booking rules; its e-mail templates and integrations (webhook, calendar feed) are pages of their own,
 * linked from the header.
 */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  const role = useAppSelector(selectRole);
  const [params] = useSearchParams();
  const allowed = role === 'COMPANY_OWNER' || role === 'SUPER_ADMIN';
  const companyId = (role === 'SUPER_ADMIN' && params.get('companyId')) || undefined;
  const needsCompany = role === 'SUPER_ADMIN' && !companyId;
  const companyQuery = companyId ? `?companyId=${encodeURIComponent(companyId)}` : '';
  const settings = useGetCompanySettingsQuery(companyId ? { companyId } : undefined, { skip: !allowed || needsCompany });

  const body = () => {
    if (!allowed || (isApiError(settings.error) && settings.error.status === 403)) return <NoPermission />;
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
    return <BookingRulesForm key={companyId ?? 'own'} settings={settings.data} companyId={companyId} />;
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
          </>
        )}
      />
      {body()}
    </Page>
  );
}
