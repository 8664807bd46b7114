import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { Button } from '@pitchside/shared-ui/button';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Link, useParams } from '@pitchside/shared-ui/router';
import { Stack } from '@pitchside/shared-ui/stack';
import { useFormat } from '@pitchside/shared-ui/use-format';
import { useGetAdminUserQuery } from '@pitchside/shared-api/client/admin-api';
import { BackLink, detailStates } from '../../components/detail-states';
import { NS } from '../../locales/namespace';
import { UserActions } from './components/user-actions';
import { UserDetails } from './components/user-details';
import { fullName } from './components/users-table';

/** `/admin/users/:id` (GET /admin/users/:id): the account in full, its lock, and the super admin's actions on it. */
export function UserPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { id = '' } = useParams();
  const user = useGetAdminUserQuery(id);
  const shown = user.data && user.data.id === id ? user.data : undefined;
  const name = shown ? fullName(shown) : '';
  const states = detailStates({ ...user, data: shown }, {
    loading: t('user.loading'),
    loadError: t('user.loadError'),
    notFoundTitle: t('user.notFoundTitle'),
    notFoundText: t('user.notFoundText'),
    back: { to: '/admin/users', label: t('user.back') },
  });

  return (
    <Page>
      <div><BackLink to="/admin/users">{t('user.back')}</BackLink></div>
      <PageHeader
        title={shown ? name : t('user.title')}
        description={shown ? t('user.subtitle', { email: shown.email, role: t(`users.roles.${shown.role}`) }) : undefined}
        actions={shown?.role === 'SUPER_ADMIN' && (
          <Button asChild variant="outline"><Link to={`/admin/activity?actor=${encodeURIComponent(shown.id)}`}>{t('user.adminActions')}</Link></Button>
        )}
      />
      {states ?? (shown && (
        <Stack gap={5}>
          <UserActions user={shown} name={name} onStale={() => void user.refetch()} />
          {shown.status === 'locked' && (
            <Alert tone="warning" title={shown.lockedAt ? t('user.lockedSince', { date: format.dateTime(shown.lockedAt) }) : t('user.lockedTitle')}>
              {t('user.lockedReason', { reason: shown.lockReason ?? t('common.none') })}
            </Alert>
          )}
          <UserDetails user={shown} />
        </Stack>
      ))}
    </Page>
  );
}
