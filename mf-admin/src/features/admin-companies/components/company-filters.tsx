import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { ADMIN_COMPANY_SORTS, COMPANY_STATUSES } from '@pitchside/shared-api/contracts/admin';
import { SUBSCRIPTION_PLANS } from '@pitchside/shared-api/contracts/company-profile';
import { FilterGrid } from '../../../components/admin.styles';
import { SearchBox } from '../../../components/search-box';
import type { ListParamChanges } from '../../../lib/use-list-params';
import { NS } from '../../../locales/namespace';

export const COMPANY_FILTERS = ['search', 'status', 'plan', 'sort'] as const;
export type CompanyFilter = (typeof COMPANY_FILTERS)[number];
export const DEFAULT_COMPANY_SORT = '-createdAt';

interface Props {
  values: Record<CompanyFilter, string>;
  onChange: (changes: ListParamChanges<CompanyFilter>) => void;
  /** A filter is set: offer to clear them. */
  active: boolean;
}

/** Search (name, owner's e-mail, city), status, plan and order of the companies list; each change goes into the address. */
export function CompanyFilters({ values, onChange, active }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={3} role="search" aria-label={t('companies.filters.label')}>
      <FilterGrid>
        <SearchBox label={t('companies.search.label')} placeholder={t('companies.search.placeholder')} value={values.search}
          onSearch={(search) => onChange({ search })} />
        <NativeSelect label={t('companies.status')} placeholder={t('companies.anyStatus')} value={values.status}
          options={COMPANY_STATUSES.map((status) => ({ value: status, label: t(`companies.statuses.${status}`) }))}
          onChange={(event) => onChange({ status: event.target.value })} />
        <NativeSelect label={t('companies.plan')} placeholder={t('companies.anyPlan')} value={values.plan}
          options={SUBSCRIPTION_PLANS.map((plan) => ({ value: plan, label: t(`companies.plans.${plan}`) }))}
          onChange={(event) => onChange({ plan: event.target.value })} />
        <NativeSelect label={t('companies.sort.label')} value={values.sort || DEFAULT_COMPANY_SORT}
          options={ADMIN_COMPANY_SORTS.map((sort) => ({ value: sort, label: t(`companies.sort.${sort}`) }))}
          onChange={(event) => onChange({ sort: event.target.value === DEFAULT_COMPANY_SORT ? '' : event.target.value })} />
      </FilterGrid>
      {active && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange({ search: '', status: '', plan: '', sort: '' })}>{t('common.clearFilters')}</Button>
        </div>
      )}
    </Stack>
  );
}
