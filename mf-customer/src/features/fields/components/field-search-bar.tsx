import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { FilterIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { styled } from '@pitchside/shared-ui/styled';
import { TextField } from '@pitchside/shared-ui/text-field';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { media, space } from '@pitchside/shared-ui/tokens';
import { FIELD_SORTS, FIELD_SORTS_WITH_DISTANCE } from '@pitchside/shared-api/contracts/field-constants';
import { FIELDS_NS } from '../../../locales/namespace';
import { effectiveSort } from '../browse-state';
import type { Browse } from '../hooks/use-browse-state';
import { useDeferredText } from '../hooks/use-deferred-text';

const Bar = styled.div`
  display: grid;
  align-items: end;
  gap: ${space[3]};

  ${media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) minmax(10rem, 14rem) auto;
  }
`;

interface Props {
  browse: Browse;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filtersId: string;
}

/** Search text (committed after a pause), sort order, and the button that shows the filter panel. */
export function FieldSearchBar({ browse, filtersOpen, onToggleFilters, filtersId }: Props) {
  const { t } = useTranslation(FIELDS_NS);
  const { state, activeCount } = browse;
  const search = useDeferredText(state.text.q, (value) => browse.setText('q', value));
  const sort = effectiveSort(state);
  const defaultSort = state.location ? 'distance' : 'newest';
  const sorts = state.location ? FIELD_SORTS_WITH_DISTANCE : FIELD_SORTS;

  return (
    <Bar role="search">
      <TextField
        type="search"
        label={t('fields.search.label')}
        placeholder={t('fields.search.placeholder')}
        startIcon={<SearchIcon size={18} />}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onBlur={search.flush}
        onKeyDown={(event) => event.key === 'Enter' && search.flush()}
      />
      <NativeSelect
        label={t('fields.sort.label')}
        value={sort}
        onChange={(event) => browse.setText('sort', event.target.value === defaultSort ? '' : event.target.value)}
        options={sorts.map((option) => ({ value: option, label: t(`fields.sort.${option}`) }))}
      />
      <Button
        variant="outline"
        startIcon={<FilterIcon size={18} />}
        endIcon={<Badge tone="primary" count={activeCount} aria-hidden="true" />}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
      >
        {filtersOpen ? t('fields.filters.hide') : t('fields.filters.show')}
        {activeCount > 0 && <VisuallyHidden> {t('fields.filters.activeCount', { count: activeCount })}</VisuallyHidden>}
      </Button>
    </Bar>
  );
}
