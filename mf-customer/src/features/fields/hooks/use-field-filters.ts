import { useCallback } from 'react';
import { useSearchParams } from '@pitchside/shared-ui/router';

/** Filters of spec §9, kept in the URL so a search can be shared and survives back/forward. */
export const FILTER_KEYS = [
  'sport', 'setting', 'priceMin', 'priceMax', 'capacityMin', 'capacityMax', 'date', 'timeFrom', 'timeTo', 'radius',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type BrowseKey = FilterKey | 'q' | 'sort';

export interface FieldFilters {
  value: (key: BrowseKey) => string;
  set: (key: BrowseKey, value: string) => void;
  /** Clears the filters (not the search text or the sort). */
  reset: () => void;
  /** How many filters are set. */
  activeCount: number;
}

export function useFieldFilters(): FieldFilters {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    value: (key) => params.get(key) ?? '',
    set: (key, value) => update((next) => (value ? next.set(key, value) : next.delete(key))),
    reset: () => update((next) => FILTER_KEYS.forEach((key) => next.delete(key))),
    activeCount: FILTER_KEYS.filter((key) => params.get(key)).length,
  };
}
