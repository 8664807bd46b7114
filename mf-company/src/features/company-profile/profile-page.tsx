import { useTranslation } from '@pitchside/shared-ui/translation';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import { useGetCompanyProfileQuery } from '@pitchside/shared-api/client/company-profile-api';
import { ChooseCompany } from '../../components/choose-company';
import { NoPermission } from '../../components/permission-gate';
import { useOwnerCompany } from '../../lib/use-owner-company';
import { NS } from '../../locales/namespace';
import { CompanyDocuments } from './components/company-documents';
import { CompanyLocations } from './components/company-locations';
import { ProfileForm } from './components/profile-form';

/** `/company/profile` (owner or super admin): every company attribute, its logo, insurance documents and locations. */
export function ProfilePage() {
  const { t } = useTranslation(NS);
  const { allowed, companyId, needsCompany } = useOwnerCompany();
  const profile = useGetCompanyProfileQuery(companyId ? { companyId } : undefined, { skip: !allowed || needsCompany });

  const body = () => {
    if (!allowed || (isApiError(profile.error) && profile.error.status === 403)) return <NoPermission error={profile.error} />;
    if (needsCompany) return <ChooseCompany />;
    if (profile.isLoading) return <SkeletonGroup label={t('profile.loading')}><Skeleton shape="rect" height="24rem" /></SkeletonGroup>;
    if (profile.isError || !profile.data) return <LoadError message={t('profile.loadError')} onRetry={() => void profile.refetch()} />;
    return (
      <Stack gap={5}>
        {/* A saved profile comes back with a new `updatedAt`: the form starts again from what was stored. */}
        <ProfileForm key={`${profile.data.id}:${profile.data.updatedAt}`} profile={profile.data} companyId={companyId} />
        <CompanyDocuments profile={profile.data} companyId={companyId} />
        <CompanyLocations locations={profile.data.locations} companyId={companyId} />
      </Stack>
    );
  };

  return (
    <Page>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      {body()}
    </Page>
  );
}
