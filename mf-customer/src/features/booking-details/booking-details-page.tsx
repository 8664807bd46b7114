import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { EmptyState } from '@pitchside/shared-ui/empty-state';
import { ArrowBackIcon, CalendarIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';

/** `/bookings/:id`. No booking API exists yet, so no booking can be found. */
export default function BookingDetailsPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('bookingDetails.title')} />
      <EmptyState
        icon={<CalendarIcon size={28} />}
        title={t('bookingDetails.notFoundTitle')}
        description={t('bookingDetails.notFoundText')}
        action={
          <Button asChild variant="outline" startIcon={<ArrowBackIcon size={18} />}>
            <Link to="/bookings">{t('bookingDetails.back')}</Link>
          </Button>
        }
      />
    </Page>
  );
}
