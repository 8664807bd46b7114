import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { CalendarIcon } from '@pitchside/shared-ui/icons';
import { Link } from '@pitchside/shared-ui/router';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { EmptyTabs } from '../../components/empty-tabs';
import { NS } from '../../locales/namespace';

/** Spec §4 booking statuses, as the tabs of booking management. */
const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

/** `/company/bookings`: confirm, decline or cancel bookings. No booking API yet. */
export function CompanyBookingsPage(props: LoadState) {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('bookings.title')} description={t('bookings.subtitle')} />
      <EmptyTabs
        {...props}
        label={t('bookings.tabs.label')}
        icon={<CalendarIcon size={28} />}
        errorMessage={t('bookings.loadError')}
        action={
          <Button asChild variant="outline">
            <Link to="/company/fields">{t('bookings.empty.action')}</Link>
          </Button>
        }
        tabs={STATUSES.map((status) => ({
          value: status,
          label: t(`bookings.tabs.${status}`),
          title: t(`bookings.empty.${status}Title`),
          description: t(`bookings.empty.${status}Text`),
        }))}
      />
    </Page>
  );
}
