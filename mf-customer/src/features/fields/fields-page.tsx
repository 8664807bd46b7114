import { useId, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { styled } from '@pitchside/shared-ui/styled';
import { media, space } from '@pitchside/shared-ui/tokens';
import { FIELDS_NS } from '../../locales/namespace';
import { FieldFilters } from './components/field-filters';
import { FieldSearchBar } from './components/field-search-bar';
import { FieldsResults } from './components/fields-results';
import { NearMeButton, NearMeMessage } from './components/near-me-control';
import { useBrowseState } from './hooks/use-browse-state';
import { useNearMe } from './hooks/use-near-me';

/** Phones and tablets: the panel above the results. Desktop: beside them, at the inline start. */
const Layout = styled.div<{ $withPanel: boolean }>`
  display: grid;
  gap: ${space[6]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: ${({ $withPanel }) => ($withPanel ? '20rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
`;

/** `/fields`: search, filter, sort and page through fields, as a list or on a map (docs/product/routes-and-screens.md#field-browse). */
export default function FieldsPage() {
  const { t } = useTranslation(FIELDS_NS);
  const browse = useBrowseState();
  const nearMe = useNearMe(browse.state.location, browse.setLocation);
  const [filtersOpen, setFiltersOpen] = useState(browse.activeCount > 0);
  const filtersId = useId();
  return (
    <Page>
      <PageHeader
        title={t('fields.title')}
        description={t('fields.subtitle')}
        actions={<NearMeButton nearMe={nearMe} located={browse.state.location !== null} />}
      />
      <FieldSearchBar
        browse={browse}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersId={filtersId}
      />
      <NearMeMessage nearMe={nearMe} />
      <Layout $withPanel={filtersOpen}>
        <FieldFilters browse={browse} id={filtersId} hidden={!filtersOpen} />
        <FieldsResults browse={browse} />
      </Layout>
    </Page>
  );
}
