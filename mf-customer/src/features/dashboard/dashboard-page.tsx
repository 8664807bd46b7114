import { useTranslation } from '@pitchside/shared-ui/translation';
import { Grid } from '@pitchside/shared-ui/grid';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { NS } from '../../locales/namespace';
import { QuickActions } from './components/quick-actions';
import { RecentActivity } from './components/recent-activity';
import { UpcomingBookings } from './components/upcoming-bookings';

/** `/dashboard`: greeting, shortcuts, next games and recent activity of the signed-in user. */
export default function DashboardPage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectCurrentUser);
  const greeting = user?.firstName ? t('dashboard.welcome', { name: user.firstName }) : t('dashboard.welcomeAnonymous');
  return (
    <Page>
      <PageHeader title={t('dashboard.title')} description={greeting} />
      <QuickActions />
      <Grid columns={2} gap={6}>
        <UpcomingBookings />
        <RecentActivity />
      </Grid>
    </Page>
  );
}
