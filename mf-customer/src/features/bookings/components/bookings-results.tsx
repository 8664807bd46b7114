import { useEffect, useId, useRef } from 'react';
import { useGetMyBookingsQuery } from '@pitchside/shared-api/client/bookings-api';
import { BOOKING_LIMITS, type BookingTab } from '@pitchside/shared-api/contracts/booking-constants';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Link } from '@pitchside/shared-ui/router';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { VisuallyHidden } from '@pitchside/shared-ui/visually-hidden';
import { BOOKINGS_NS } from '../../../locales/namespace';
import type { BookingsUrl } from '../hooks/use-bookings-url';
import { BookingListItem } from './booking-list-item';
import { List } from './booking-list-item.styles';
import { BookingsPagination } from './bookings-pagination';
import { Busy, Section, Total } from './bookings-results.styles';
import { BookingsSkeleton } from './bookings-skeleton';

/** One tab's bookings for the URL's search and page: loading, empty, error and paging. */
export function BookingsResults({ tab, url }: { tab: BookingTab; url: BookingsUrl }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { search, page } = url.state;
  const { data, isError, isFetching, refetch } = useGetMyBookingsQuery({
    tab, search: search || undefined, page, limit: BOOKING_LIMITS.pageSizeDefault,
  });
  const totalPages = data?.pagination.totalPages ?? 0;

  // A link to a page past the end (bookings changed since) shows the last page instead.
  useEffect(() => {
    if (!isFetching && totalPages > 0 && page > totalPages) url.setPage(totalPages, { replace: true });
  }, [isFetching, totalPages, page, url]);

  const goToPage = (next: number) => {
    url.setPage(next);
    headingRef.current?.focus();
  };

  const body = () => {
    if (isError && !isFetching) return <LoadError message={t('bookings.loadError')} onRetry={() => void refetch()} />;
    if (!data) return <BookingsSkeleton />;
    if (data.bookings.length === 0) {
      return search ? (
        <EmptyState
          headingLevel={3}
          icon={<SearchIcon size={28} />}
          title={t('bookings.noMatch.title', { search })}
          description={t('bookings.noMatch.text')}
          action={<Button variant="outline" onClick={() => url.setSearch('')}>{t('bookings.noMatch.clear')}</Button>}
        />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={<CalendarIcon size={28} />}
          title={t(`bookings.empty.${tab}Title`)}
          description={t(`bookings.empty.${tab}Text`)}
          action={
            <Button asChild>
              <Link to="/fields">{t('bookings.empty.action')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <Busy $busy={isFetching} aria-busy={isFetching}>
        <List aria-labelledby={headingId}>
          {data.bookings.map((booking) => <BookingListItem key={booking.id} booking={booking} />)}
        </List>
        <BookingsPagination page={data.pagination.page} totalPages={totalPages} onPage={goToPage} />
      </Busy>
    );
  };

  return (
    <Section aria-labelledby={headingId}>
      <VisuallyHidden asChild>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>{t(`bookings.results.${tab}`)}</h2>
      </VisuallyHidden>
      <Total role="status">{data && !isError ? t('bookings.total', { count: data.pagination.total }) : ''}</Total>
      {body()}
    </Section>
  );
}
