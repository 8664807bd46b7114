import { useTranslation } from '@pitchside/shared-ui/translation';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { PermissionGate } from '../../components/permission-gate';
import { NS } from '../../locales/namespace';
import { BookingsList } from './components/bookings-list';

/** `/company/bookings`: the company's bookings; confirm, decline or cancel them (MANAGE_RESERVATIONS). */
export function CompanyBookingsPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('bookings.title')} description={t('bookings.subtitle')} />
      <PermissionGate permission="MANAGE_RESERVATIONS">
        <BookingsList />
      </PermissionGate>
    </Page>
  );
}
