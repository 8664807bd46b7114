import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pitchside/shared-ui/router';
import type { BookingTab } from '@pitchside/shared-api/contracts/booking-constants';
import { readBookingsUrl, writeBookingsUrl, type BookingsUrlState } from '../lib/bookings-url';

export interface BookingsUrl {
  state: BookingsUrlState;
  setTab: (tab: BookingTab) => void;
  setSearch: (search: string) => void;
  /** `replace` for corrections the user did not ask for (a page past the end). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The tab, search and page of "My bookings", kept in the URL so that a reload or a shared link shows the
 * same list. Typing replaces the history entry; switching tabs and pages pushes one, so back returns to them.
 */
export function useBookingsUrl(): BookingsUrl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readBookingsUrl(params), [params]);
  const change = useCallback(
    (next: Partial<BookingsUrlState>, replace: boolean) => setParams((previous) => writeBookingsUrl(previous, next), { replace }),
    [setParams],
  );
  return useMemo(
    () => ({
      state,
      setTab: (tab) => change({ tab }, false),
      setSearch: (search) => change({ search }, true),
      setPage: (page, options) => change({ page }, options?.replace ?? false),
    }),
    [state, change],
  );
}
