import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { UsersIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { ROLES } from '@pitchside/shared-api/contracts/roles';
import { ListFrame } from '../../components/list-frame';
import { SearchFilters } from '../../components/search-filters';
import { NS } from '../../locales/namespace';

/** `/admin/users`. No users API yet. */
export function UsersPage(props: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <ListFrame
      {...props}
      title={t('users.title')}
      description={t('users.subtitle')}
      errorMessage={t('users.loadError')}
      controls={
        <SearchFilters
          searchLabel={t('users.search.label')}
          searchPlaceholder={t('users.search.placeholder')}
          filterLabel={t('users.role')}
          anyLabel={t('users.anyRole')}
          options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        />
      }
      empty={{
        icon: <UsersIcon size={28} />,
        title: t('users.emptyTitle'),
        description: t('users.emptyText'),
        action: (
          <Button asChild variant="outline">
            <Link to="/admin/companies">{t('users.action')}</Link>
          </Button>
        ),
      }}
    />
  );
}
