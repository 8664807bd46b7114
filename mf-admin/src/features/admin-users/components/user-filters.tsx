import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { ADMIN_USER_STATUSES } from '@pitchside/shared-api/contracts/admin';
import { ROLES } from '@pitchside/shared-api/contracts/roles';
import { FilterGrid } from '../../../components/admin.styles';
import { SearchBox } from '../../../components/search-box';
import type { ListParamChanges } from '../../../lib/use-list-params';
import { NS } from '../../../locales/namespace';

export const USER_FILTERS = ['search', 'role', 'status'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

interface Props {
  values: Record<UserFilter, string>;
  onChange: (changes: ListParamChanges<UserFilter>) => void;
  active: boolean;
}

/** Search (name, e-mail), role and status of the users list; each change goes into the address. */
export function UserFilters({ values, onChange, active }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={3} role="search" aria-label={t('users.filters.label')}>
      <FilterGrid>
        <SearchBox label={t('users.search.label')} placeholder={t('users.search.placeholder')} value={values.search}
          onSearch={(search) => onChange({ search })} />
        <NativeSelect label={t('users.role')} placeholder={t('users.anyRole')} value={values.role}
          options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          onChange={(event) => onChange({ role: event.target.value })} />
        <NativeSelect label={t('users.status')} placeholder={t('users.anyStatus')} value={values.status}
          options={ADMIN_USER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) }))}
          onChange={(event) => onChange({ status: event.target.value })} />
      </FilterGrid>
      {active && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange({ search: '', role: '', status: '' })}>{t('common.clearFilters')}</Button>
        </div>
      )}
    </Stack>
  );
}
