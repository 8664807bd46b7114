import { useState, type FormEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { ACTIVITY_TARGETS } from '@pitchside/shared-api/contracts/activity-log';
import { NS } from '../../../locales/namespace';
import { FilterGrid } from './activity-log.styles';

export interface ActivityFilterValues {
  search: string;
  targetType: string;
  from: string;
  to: string;
}

/** Words, what the entry is about, and a range of days; applied together. */
export function ActivityFilters({ values, onApply }: { values: ActivityFilterValues; onApply: (values: ActivityFilterValues) => void }) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState(values);
  const rangeError = draft.from && draft.to && draft.from > draft.to ? t('activity.filters.range') : undefined;
  const set = (changes: Partial<ActivityFilterValues>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply(draft);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('activity.filters.label')}>
      <FilterGrid>
        <TextField type="search" label={t('activity.filters.search')} value={draft.search} onChange={(e) => set({ search: e.target.value })} />
        <NativeSelect label={t('activity.filters.target')} value={draft.targetType} onChange={(e) => set({ targetType: e.target.value })}
          options={[{ value: '', label: t('activity.filters.anyTarget') }, ...ACTIVITY_TARGETS.map((value) => ({ value, label: t(`activity.targets.${value}`) }))]} />
        <TextField type="date" label={t('activity.filters.from')} value={draft.from} max={draft.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        <TextField type="date" label={t('activity.filters.to')} value={draft.to} min={draft.from || undefined} error={rangeError}
          onChange={(e) => set({ to: e.target.value })} />
        <Button type="submit">{t('activity.filters.apply')}</Button>
      </FilterGrid>
    </form>
  );
}
