import { Page } from '@pitchside/shared-ui/page';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Column, Columns } from '../booking-details-page.styles';

/** The page's shape while the booking loads, so nothing jumps when it arrives. */
export function BookingDetailsSkeleton() {
  const { t } = useTranslation(BOOKINGS_NS);
  return (
    <Page>
      <SkeletonGroup label={t('bookingDetails.loading')}>
        <Skeleton width="60%" height="2.25rem" />
        <Skeleton width="40%" />
        <Columns>
          <Column>
            <Skeleton shape="rect" height="24rem" />
          </Column>
          <Column>
            <Skeleton shape="rect" height="16rem" />
            <Skeleton shape="rect" height="12rem" />
          </Column>
        </Columns>
      </SkeletonGroup>
    </Page>
  );
}
