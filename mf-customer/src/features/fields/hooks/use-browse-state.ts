import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pitchside/shared-ui/router';
import type { FieldSearchQuery } from '@pitchside/shared-api/contracts/field';
import {
  activeFilterCount, applyChange, readBrowseState, resetFilters, setLocation, setPage, setText, setView,
  toggleListValue, toSearchQuery, type BrowseState, type BrowseView, type GeoPoint, type ListKey, type TextKey,
} from '../browse-state';

export interface Browse {
  state: BrowseState;
  /** The `GET /fields` query of the URL. */
  query: FieldSearchQuery;
  activeCount: number;
  setText: (key: TextKey, value: string) => void;
  toggle: (key: ListKey, value: string) => void;
  /** Clears the filters (with `withSearch`, the search text too); sort, view and location stay. */
  resetFilters: (options?: { withSearch?: boolean }) => void;
  setPage: (page: number) => void;
  setView: (view: BrowseView) => void;
  setLocation: (point: GeoPoint | null) => void;
}

/**
 * The browse state, read from and written to the URL. Filter edits replace the history entry (typing
 * must not fill the back button); paging and switching views push one, so back returns to them.
 */
export function useBrowseState(): Browse {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBrowseState(params), [params]);
  const query = useMemo(() => toSearchQuery(state), [state]);

  const change = useCallback(
    (apply: (next: URLSearchParams) => void, { keepPage = false, push = false } = {}) =>
      setParams((previous) => applyChange(previous, apply, { keepPage }), { replace: !push }),
    [setParams],
  );

  return useMemo(
    () => ({
      state,
      query,
      activeCount: activeFilterCount(state),
      setText: (key, value) => change(setText(key, value)),
      toggle: (key, value) => change(toggleListValue(key, value)),
      resetFilters: (options) => change(resetFilters(options)),
      setPage: (page) => change(setPage(page), { keepPage: true, push: true }),
      setView: (view) => change(setView(view), { keepPage: true, push: true }),
      setLocation: (point) => change(setLocation(point)),
    }),
    [state, query, change],
  );
}
