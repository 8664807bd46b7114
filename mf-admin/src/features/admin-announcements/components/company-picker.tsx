import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { Stack } from '@pitchside/shared-ui/stack';
import { useGetAdminCompaniesQuery } from '@pitchside/shared-api/client/admin-api';
import { FilterGrid } from '../../../components/admin.styles';
import { SearchBox } from '../../../components/search-box';
import { NS } from '../../../locales/namespace';

export interface ChosenCompany {
  id: string;
  name: string;
}

/** Companies offered at a time: the search narrows them down. */
export const COMPANY_CHOICES = 20;

interface Props {
  value: ChosenCompany | null;
  onChange: (company: ChosenCompany | null) => void;
  error?: string | undefined;
}

/**
 * The company whose staff receive the announcement: a search (name, owner's e-mail or city, GET /admin/companies)
 * and a list of the companies it finds, A to Z. The chosen company stays chosen when the search changes.
 */
export function CompanyPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState('');
  const companies = useGetAdminCompaniesQuery({ search: search || undefined, sort: 'name', limit: COMPANY_CHOICES });
  const found = companies.currentData?.data ?? [];
  const options = found.map((company) => ({ value: company.id, label: company.name }));
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.name });

  let hint;
  if (companies.isError) hint = t('announcements.company.loadError');
  else if (!companies.currentData) hint = t('announcements.company.loading');
  else if (found.length === 0) hint = t('announcements.company.noMatch');
  else if (companies.currentData.pagination.total > found.length) {
    hint = t('announcements.company.foundMore', { shown: found.length, total: companies.currentData.pagination.total });
  } else hint = t('announcements.company.found', { count: found.length });

  return (
    <Stack gap={2}>
      <FilterGrid>
        <SearchBox label={t('announcements.company.search')} placeholder={t('announcements.company.searchPlaceholder')} value={search}
          onSearch={setSearch} />
        <NativeSelect label={t('announcements.company.label')} required placeholder={t('announcements.company.placeholder')}
          value={value?.id ?? ''} options={options} hint={hint} error={error} aria-busy={companies.isFetching || undefined}
          onChange={(event) => {
            const id = event.target.value;
            onChange(id ? { id, name: options.find((option) => option.value === id)?.label ?? '' } : null);
          }} />
      </FilterGrid>
      {companies.isError && (
        <div><Button variant="outline" size="sm" onClick={() => void companies.refetch()}>{t('announcements.company.retry')}</Button></div>
      )}
    </Stack>
  );
}
