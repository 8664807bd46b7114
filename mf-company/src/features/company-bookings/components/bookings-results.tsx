import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { CalendarIcon, SearchIcon } from '@pitchside/shared-ui/icons';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { Stack } from '@pitchside/shared-ui/stack';
import { isApiError } from '@pitchside/shared-api/client/api-errors';
import type { BookingList } from '@pitchside/shared-api/contracts/booking';
import type { BookingStatus } from '@pitchside/shared-api/contracts/booking-constants';
import { NoPermission } from '../../../components/permission-gate';
import { NS } from '../../../locales/namespace';
import { BookingCard } from './booking-card';
import { Pagination } from '../../../components/pagination';

interface BookingsResultsProps {
  status: BookingStatus;
  data: BookingList | undefined;
  loading: boolean;
  error: unknown;
  /** Some filter narrows the list: an empty answer is then about the filters. */
  filtered: boolean;
  onRetry: () => void;
  onClear: () => void;
  onPage: (page: number) => void;
}

/** One tab's content: skeletons while loading, the error with a retry, its empty state, or the bookings. */
export function BookingsResults({ status, data, loading, error, filtered, onRetry, onClear, onPage }: BookingsResultsProps) {
  const { t } = useTranslation(NS);
  if (error) return isApiError(error) && error.status === 403 ? <NoPermission error={error} /> : <LoadError message={t('bookings.loadError')} onRetry={onRetry} />;
  if (loading || !data) {
    return (
      <SkeletonGroup label={t('bookings.loading')}>
        <Stack gap={3}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="9rem" />
          ))}
        </Stack>
      </SkeletonGroup>
    );
  }
  if (data.bookings.length === 0) {
    return filtered ? (
      <EmptyState icon={<SearchIcon size={28} />} title={t('bookings.empty.filteredTitle')} description={t('bookings.empty.filteredText')}
        action={<Button variant="outline" onClick={onClear}>{t('bookings.filters.clear')}</Button>} />
    ) : (
      <EmptyState icon={<CalendarIcon size={28} />} title={t(`bookings.empty.${status}Title`)} description={t(`bookings.empty.${status}Text`)} />
    );
  }
  return (
    <Stack gap={4}>
      <Stack as="ul" gap={3} aria-label={t(`bookings.tabs.${status}`)}>
        {data.bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} />
        ))}
      </Stack>
      <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={onPage} label={t('bookings.pagination.label')} />
    </Stack>
  );
}
