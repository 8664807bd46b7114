import { BOOKING_TABS, type BookingTab } from '@pitchside/shared-api/contracts/booking-constants';

/** The longest search the API accepts. */
export const SEARCH_MAX = 100;

/** What `/bookings?tab=&search=&page=` holds; defaults (upcoming, no search, page 1) are left out of the URL. */
export interface BookingsUrlState {
  tab: BookingTab;
  search: string;
  page: number;
}

export const isBookingTab = (value: string | null): value is BookingTab => BOOKING_TABS.some((tab) => tab === value);

/** Reads the state from the query string; anything malformed falls back to its default. */
export function readBookingsUrl(params: URLSearchParams): BookingsUrlState {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: isBookingTab(tab) ? tab : 'upcoming',
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `previous` with `change` applied; a new tab or search starts again from page 1. Other parameters stay. */
export function writeBookingsUrl(previous: URLSearchParams, change: Partial<BookingsUrlState>): URLSearchParams {
  const next = { ...readBookingsUrl(previous), ...change };
  if (change.page === undefined && (change.tab !== undefined || change.search !== undefined)) next.page = 1;
  const params = new URLSearchParams(previous);
  const put = (key: string, value: string, fallback: string) => (value === fallback ? params.delete(key) : params.set(key, value));
  put('tab', next.tab, 'upcoming');
  put('search', next.search.trim(), '');
  put('page', String(next.page), '1');
  return params;
}
