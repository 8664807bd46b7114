import { useTranslation } from '@pitchside/shared-ui/translation';
import { calendarDateIn } from '@pitchside/shared-ui/format';
import { Grid } from '@pitchside/shared-ui/grid';
import { LoadError } from '@pitchside/shared-ui/load-error';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Stack } from '@pitchside/shared-ui/stack';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useGetCustomerDashboardQuery } from '@pitchside/shared-api/client/customer-home-api';
import { DASHBOARD_NS } from '../../locales/namespace';
import { BookingCalendar } from './components/booking-calendar';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { GoalsCard } from './components/goals-card';
import { OverviewStats } from './components/overview-stats';
import { QuickActions } from './components/quick-actions';
import { RecentActivity } from './components/recent-activity';
import { UpcomingBookings } from './components/upcoming-bookings';
import { WeatherCard } from './components/weather-card';

/** Everything below the greeting, once the home page's figures are in. */
function DashboardContent() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { data: home, isLoading, refetch } = useGetCustomerDashboardQuery();
  if (isLoading) return <DashboardSkeleton />;
  if (!home) return <LoadError message={t('dashboard.loadError')} onRetry={() => void refetch()} />;
  const [next] = home.upcoming;
  return (
    <Stack gap={6}>
      <OverviewStats stats={home.stats} />
      <QuickActions />
      <Grid columns={2} gap={6}>
        <Stack gap={6}>
          <UpcomingBookings bookings={home.upcoming} />
          {next && <WeatherCard booking={next} />}
        </Stack>
        <RecentActivity events={home.recentActivity} now={Date.now()} />
        <BookingCalendar today={calendarDateIn(home.thisMonth.timezone)} />
        <GoalsCard goals={home.goals} />
      </Grid>
    </Stack>
  );
}

/** `/dashboard`: the player's home — figures, shortcuts, next games, activity, calendar, weather and goals. */
export default function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const user = useAppSelector(selectCurrentUser);
  const greeting = user?.firstName ? t('dashboard.welcome', { name: user.firstName }) : t('dashboard.welcomeAnonymous');
  return (
    <Page>
      <PageHeader title={t('dashboard.title')} description={greeting} />
      <DashboardContent />
    </Page>
  );
}
