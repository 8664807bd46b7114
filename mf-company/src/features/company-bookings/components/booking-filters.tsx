import { useEffect, useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useGetCompanyFieldsQuery } from '@pitchside/shared-api/client/company-fields-api';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { useAccess } from '../../../components/permission-gate';
import { NS } from '../../../locales/namespace';
import type { BookingFilters as Filters } from '../hooks/use-booking-filters';
import { FiltersLayout } from './bookings.styles';

/** How long typing pauses before the search is sent (one call per pause, not per key). */
const SEARCH_DELAY_MS = 300;

interface BookingFiltersProps {
  filters: Filters;
  active: boolean;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** Field, local date and text search (customer name, e-mail, confirmation code, booking number). */
export function BookingFilters({ filters, active, onChange, onClear }: BookingFiltersProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(filters.search);
  const [shown, setShown] = useState(filters.search);
  // The field list needs MANAGE_FIELDS or MANAGE_SCHEDULES; without either the filter is left out.
  const canListFields = useAccess(['MANAGE_FIELDS', 'MANAGE_SCHEDULES']) === 'allowed';
  const fields = useGetCompanyFieldsQuery({ state: 'published', limit: FIELD_LIMITS.pageSizeMax }, { skip: !canListFields });

  // The URL changed from outside (back button, "Clear filters"): the box follows it.
  if (shown !== filters.search) {
    setShown(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }
  useEffect(() => {
    const search = text.trim();
    if (search === filters.search) return undefined;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);

  const options = (fields.data?.fields ?? []).map((field) => ({ value: field.id, label: field.name }));
  const unlisted = filters.fieldId !== '' && fields.data && !options.some((option) => option.value === filters.fieldId);

  return (
    <FiltersLayout role="search" aria-label={t('bookings.filters.label')}>
      <TextField
        type="search"
        label={t('bookings.filters.search')}
        placeholder={t('bookings.filters.searchPlaceholder')}
        startIcon={<SearchIcon size={18} />}
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {canListFields && (
        <NativeSelect
          label={t('bookings.filters.field')}
          value={filters.fieldId}
          disabled={!fields.data}
          aria-busy={fields.isFetching || undefined}
          onChange={(event) => onChange({ fieldId: event.target.value })}
          placeholder={t('bookings.filters.anyField')}
          options={unlisted ? [...options, { value: filters.fieldId, label: t('bookings.filters.otherField') }] : options}
        />
      )}
      <TextField type="date" label={t('bookings.filters.date')} hint={t('bookings.filters.dateHint')} value={filters.date}
        onChange={(event) => onChange({ date: event.target.value })} />
      {active && (
        <Button variant="ghost" onClick={onClear}>
          {t('bookings.filters.clear')}
        </Button>
      )}
    </FiltersLayout>
  );
}
