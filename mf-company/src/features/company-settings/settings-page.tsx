import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { BuildingIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { selectRole } from '@pitchside/shared-api/client/auth-slice';
import { useGetCompanySettingsQuery } from '@pitchside/shared-api/client/company-settings-api';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { NoPermission } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { BookingRulesForm } from './components/booking-rules-form';

/** A super admin picks the company to manage in the admin panel, which opens this page with `?companyId=`. */
function ChooseCompany() {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      icon={<BuildingIcon size={28} />}
      title={t('settings.chooseCompanyTitle')}
      description={t('settings.chooseCompanyText')}
      action={
        <Button asChild variant="outline">
          <Link to="/admin/companies">{t('settings.chooseCompanyAction')}</Link>
        </Button>
      }
    />
  );
}

/**
 * `/company/settings` (spec §2: the company owner, or a super admin acting on a company): the company's
 * booking rules. Notifications, templates and integrations are to come as sections of their own.
 */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  const role = useAppSelector(selectRole);
  const [params] = useSearchParams();
  const allowed = role === 'COMPANY_OWNER' || role === 'SUPER_ADMIN';
  const companyId = (role === 'SUPER_ADMIN' && params.get('companyId')) || undefined;
  const needsCompany = role === 'SUPER_ADMIN' && !companyId;
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
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {body()}
    </Page>
  );
}
