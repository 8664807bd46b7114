import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';
import { FieldFilters } from './components/field-filters';
import { FieldSearchBar } from './components/field-search-bar';
import { FieldsResults } from './components/fields-results';
import { useFieldFilters } from './hooks/use-field-filters';

/** `/fields`: search, sort and filter fields (spec §2 field browse). */
export default function FieldsPage() {
  const { t } = useTranslation(NS);
  const filters = useFieldFilters();
  const [filtersOpen, setFiltersOpen] = useState(filters.activeCount > 0);
  const filtersId = useId();
  return (
    <Page>
      <PageHeader title={t('fields.title')} description={t('fields.subtitle')} />
      <FieldSearchBar
        filters={filters}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersId={filtersId}
      />
      <FieldFilters filters={filters} id={filtersId} hidden={!filtersOpen} />
      <FieldsResults />
    </Page>
  );
}
