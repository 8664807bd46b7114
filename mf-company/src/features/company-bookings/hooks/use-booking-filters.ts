import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pitchside/shared-ui/router';
import { BOOKING_STATUSES, type BookingStatus } from '@pitchside/shared-api/contracts/booking-constants';

/** What the list shows; kept in the URL so a view can be shared, bookmarked and survives a reload. */
export interface BookingFilters {
  status: BookingStatus;
  fieldId: string;
  /** Local date (YYYY-MM-DD) in the fields' zones; '' = any day. */
  date: string;
  search: string;
  page: number;
}

const PARAM = { status: 'status', fieldId: 'field', date: 'date', search: 'q', page: 'page' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | null): value is BookingStatus => (BOOKING_STATUSES as readonly (string | null)[]).includes(value);

/** The filters read from the URL; a value the API would refuse (edited by hand) counts as unset. */
function parse(params: URLSearchParams): BookingFilters {
  const status = params.get(PARAM.status);
  const fieldId = params.get(PARAM.fieldId) ?? '';
  const date = params.get(PARAM.date) ?? '';
  const page = Number(params.get(PARAM.page));
  return {
    status: isStatus(status) ? status : 'pending',
    fieldId: UUID.test(fieldId) ? fieldId : '',
    date: DATE.test(date) ? date : '',
    search: (params.get(PARAM.search) ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The list's filters as URL query parameters (`status`, `field`, `date`, `q`, `page`). Changing a filter
 * goes back to its first page; filter changes replace the history entry, tab and page changes add one.
 */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [params]);

  const update = useCallback(
    (changes: Partial<BookingFilters>, { push = false }: { push?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...parse(current), page: 1, ...changes };
          const query = new URLSearchParams(current);
          for (const name of Object.keys(PARAM) as (keyof BookingFilters)[]) {
            const value = String(next[name]);
            const unset = value === '' || (name === 'page' && next.page === 1);
            if (unset) query.delete(PARAM[name]);
            else query.set(PARAM[name], value);
          }
          return query;
        },
        { replace: !push },
      );
    },
    [setParams],
  );

  const active = filters.fieldId !== '' || filters.date !== '' || filters.search !== '';
  return { filters, update, active, clear: () => update({ fieldId: '', date: '', search: '' }) };
}
