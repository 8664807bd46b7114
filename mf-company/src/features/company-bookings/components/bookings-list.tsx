import { useTranslation } from '@pitchside/shared-ui/translation';
import { Stack } from '@pitchside/shared-ui/stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { useGetCompanyBookingsQuery } from '@pitchside/shared-api/client/bookings-api';
import { BOOKING_LIMITS, BOOKING_STATUSES, type BookingStatus } from '@pitchside/shared-api/contracts/booking-constants';
import { NS } from '../../../locales/namespace';
import { useBookingFilters } from '../hooks/use-booking-filters';
import { BookingFilters } from './booking-filters';
import { BookingsResults } from './bookings-results';

const isStatus = (value: string): value is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(value);

/** The company's bookings by status (tabs), filtered by field, local date and text, ten a page (GET /companies/bookings). */
export function BookingsList() {
  const { t } = useTranslation(NS);
  const { filters, update, active, clear } = useBookingFilters();
  const { status, fieldId, date, search, page } = filters;
  const query = useGetCompanyBookingsQuery({
    status, fieldId: fieldId || undefined, date: date || undefined, search: search || undefined, page, limit: BOOKING_LIMITS.pageSizeDefault,
  });
  const loading = query.isFetching && !query.currentData;

  return (
    <Stack gap={4}>
      <BookingFilters filters={filters} active={active} onChange={update} onClear={clear} />
      <Tabs value={status} onValueChange={(value) => isStatus(value) && update({ status: value }, { push: true })}>
        <TabsList aria-label={t('bookings.tabs.label')}>
          {BOOKING_STATUSES.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`bookings.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_STATUSES.map((tab) => (
          <TabsContent key={tab} value={tab} aria-busy={tab === status && loading ? true : undefined}>
            {tab === status && (
              <BookingsResults
                status={status}
                data={query.currentData}
                loading={loading}
                error={query.isError ? query.error : undefined}
                filtered={active}
                onRetry={() => void query.refetch()}
                onClear={clear}
                onPage={(next) => update({ page: next }, { push: true })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Stack>
  );
}
