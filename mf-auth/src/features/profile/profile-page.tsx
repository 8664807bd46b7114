import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { useLocation, useSearchParams } from '@pitchside/shared-ui/router';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetProfileQuery } from '@pitchside/shared-api/client/auth-api';
import { Text } from '../../components/text.styles';
import { Page, PageTitle } from './profile.styles';
import { PROFILE_TABS, ProfileTabs, type ProfileTab } from './profile-tabs';

/** Profile and settings (/profile, /settings): the open tab lives in `?tab=` so it can be linked. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { data: profile, isLoading, isError, isFetching, refetch } = useGetProfileQuery();
  const isSettings = pathname.startsWith('/settings');
  const requested = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.find((id) => id === requested) ?? (isSettings ? 'preferences' : 'profile');

  let content;
  if (profile) {
    content = <ProfileTabs profile={profile} tab={tab} onTabChange={(next) => setParams({ tab: next }, { replace: true })} />;
  } else if (isError) {
    content = (
      <Alert tone="error" title={t('errors.fetchProfileFailed')} action={<Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>{t('common.retry')}</Button>} />
    );
  } else if (isLoading || isFetching) {
    content = (
      <SkeletonGroup label={t('profile.loading')}>
        <Stack gap={4}>
          <Skeleton height="2.5rem" />
          <Skeleton shape="rect" height="10rem" />
          <Skeleton shape="rect" height="16rem" />
        </Stack>
      </SkeletonGroup>
    );
  }

  return (
    <Page>
      <Stack gap={2}>
        <PageTitle>{isSettings ? t('profile.settingsTitle') : t('profile.title')}</PageTitle>
        <Text $muted>{t('profile.description')}</Text>
      </Stack>
      {content}
    </Page>
  );
}
