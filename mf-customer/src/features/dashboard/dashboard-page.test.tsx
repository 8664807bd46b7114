import { screen, within } from '@testing-library/react';
import { sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import { createTestStore, renderPage } from '../../testing/render-page';
import { UpcomingBookings } from './components/upcoming-bookings';
import DashboardPage from './dashboard-page';

describe('DashboardPage', () => {
  it('greets the signed-in user under the page title', () => {
    const store = createTestStore();
    store.dispatch(
      sessionRestored({
        accessToken: 'token',
        user: { id: 'u1', email: 'sam@example.com', role: 'CUSTOMER', firstName: 'Sam', lastName: 'Lee', emailVerified: true },
      }),
    );
    renderPage(<DashboardPage />, { store });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam')).toBeInTheDocument();
  });

  it('offers quick actions to fields, bookings and the profile', () => {
    renderPage(<DashboardPage />);
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fields', '/bookings', '/profile']);
  });

  it('says there are no upcoming bookings and leads to the fields', () => {
    renderPage(<DashboardPage />);
    const upcoming = screen.getByRole('region', { name: 'Upcoming bookings' });
    expect(within(upcoming).getByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');
    expect(screen.getByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
  });

  it('reports a failed bookings call with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<UpcomingBookings failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load bookings');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
