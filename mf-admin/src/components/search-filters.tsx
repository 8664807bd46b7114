import { useState } from 'react';
import { Grid } from '@pitchside/shared-ui/grid';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect, type NativeSelectOption } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';

export interface SearchFiltersProps {
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  /** Text of the "no filter" option. */
  anyLabel: string;
  options: readonly NativeSelectOption[];
}

/** A search box and one select filter; local state until the list's API takes them as parameters. */
export function SearchFilters({ searchLabel, searchPlaceholder, filterLabel, anyLabel, options }: SearchFiltersProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  return (
    <Grid role="search" minItemWidth="14rem" gap={3}>
      <TextField
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        startIcon={<SearchIcon size={18} />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <NativeSelect
        label={filterLabel}
        placeholder={anyLabel}
        options={options}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
    </Grid>
  );
}
