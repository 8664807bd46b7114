import { Card } from '@pitchside/shared-ui/card';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { BOOKINGS_NS } from '../../../locales/namespace';
import { Main, Side } from './booking-list-item.styles';

const PLACEHOLDERS = 4;

/** Rows of the same shape as the results, while the first answer is on its way. */
export function BookingsSkeleton() {
  const { t } = useTranslation(BOOKINGS_NS);
  return (
    <SkeletonGroup label={t('bookings.loading')}>
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <Card key={index}>
          <Main>
            <Skeleton width="50%" height="1.25rem" />
            <Skeleton width="80%" />
          </Main>
          <Side>
            <Skeleton width="5rem" height="1.25rem" />
          </Side>
        </Card>
      ))}
    </SkeletonGroup>
  );
}
