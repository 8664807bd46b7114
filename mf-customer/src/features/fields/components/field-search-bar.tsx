import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { FilterIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { styled } from '@pitchside/shared-ui/styled';
import { TextField } from '@pitchside/shared-ui/text-field';
import { media, space } from '@pitchside/shared-ui/tokens';
import { NS } from '../../../locales/namespace';
import { DEFAULT_SORT, SORT_OPTIONS } from '../constants';
import type { FieldFilters } from '../hooks/use-field-filters';

const Bar = styled.div`
  display: grid;
  align-items: end;
  gap: ${space[3]};

  ${media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) minmax(10rem, 14rem) auto;
  }
`;

interface Props {
  filters: FieldFilters;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filtersId: string;
}

/** Search text, sort order and the button that shows the filter panel. */
export function FieldSearchBar({ filters, filtersOpen, onToggleFilters, filtersId }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Bar role="search">
      <TextField
        type="search"
        label={t('fields.search.label')}
        placeholder={t('fields.search.placeholder')}
        startIcon={<SearchIcon size={18} />}
        value={filters.value('q')}
        onChange={(event) => filters.set('q', event.target.value)}
      />
      <NativeSelect
        label={t('fields.sort.label')}
        value={filters.value('sort') || DEFAULT_SORT}
        onChange={(event) => filters.set('sort', event.target.value === DEFAULT_SORT ? '' : event.target.value)}
        options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`fields.sort.${option}`) }))}
      />
      <Button
        variant="outline"
        startIcon={<FilterIcon size={18} />}
        endIcon={<Badge tone="primary" count={filters.activeCount} aria-hidden="true" />}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
      >
        {filtersOpen ? t('fields.filters.hide') : t('fields.filters.show')}
      </Button>
    </Bar>
  );
}
