import { screen, waitFor, within } from '@testing-library/react';
import { sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import { customerHomeApi } from '@pitchside/shared-api/client/customer-home-api';
import { fail, fakeApiForFile, ok } from '@pitchside/shared-api/client/testing/fake-api';
import { renderPage } from '../../testing/render-page';
import DashboardPage from './dashboard-page';
import { calendarFixture, dashboardFixture, NEXT_ID, newCustomerDashboard } from './testing/home-fixtures';

const api = fakeApiForFile();
const HOME = 'GET me/dashboard';
const WEATHER = 'GET me/weather';
const RAIN = { temperatureC: 17.3, precipitationProbability: 80, code: 63, summary: 'rain' };

beforeEach(() => {
  // 03:00 UTC on 1 July 2026 is still 30 June in Los Angeles, the player's zone.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T03:00:00Z') });
  api.on(HOME, ok(dashboardFixture()));
  api.on('GET bookings/calendar', (request) => ok(calendarFixture(request.query.get('month') ?? '')));
  api.on(WEATHER, ok(RAIN));
});
afterEach(() => vi.useRealTimers());

function renderHome() {
  const store = api.createStore();
  store.dispatch(sessionRestored({
    accessToken: 'token', user: { id: 'u1', email: 'lena@example.com', role: 'CUSTOMER', firstName: 'Lena', lastName: 'Park', emailVerified: true },
  }));
  return renderPage(<DashboardPage />, { store });
}
const region = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  it('greets the player, shows a skeleton, then their figures', async () => {
    api.on(HOME, { ...ok(dashboardFixture()), delay: 200 });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Lena')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();

    const overview = await screen.findByRole('region', { name: 'Overview' });
    const stat = (label: string) => within(overview).getByText(label).closest('li');
    expect(stat('Games played')).toHaveTextContent('2');
    expect(stat('Hours played this month')).toHaveTextContent('1.5 h12 h in all');
    expect(stat('Spent')).toHaveTextContent('$90.00 · €50.00');
    // Each amount is one piece (kept on one line), never a run of text cut anywhere.
    expect(within(stat('Spent') as HTMLElement).getByText('$90.00')).toBeInTheDocument();
    expect(within(stat('Spent') as HTMLElement).getByText('€50.00')).toBeInTheDocument();
    expect(stat('Favourite sport')).toHaveTextContent('Tennis');
    const links = within(region('Quick actions')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fields', '/bookings', '/profile']);
  });

  it('lists the next bookings in the local time of their field, with their status and pass', async () => {
    renderHome();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming bookings' });
    const [next, later] = within(upcoming).getAllByRole('listitem');
    // 10:00 on 2 July in Kiritimati, whatever the reader's zone (it is 1 July in UTC).
    expect(next).toHaveTextContent('Tennis · Kiritimati · Thu, Jul 2, 2026, 10:00–11:30');
    expect(next).toHaveTextContent('Confirmed');
    expect(within(next!).getByRole('link', { name: 'Pass of Line Islands Tennis, Thu, Jul 2, 2026, 10:00–11:30' }))
      .toHaveAttribute('href', `/bookings/${NEXT_ID}`);
    expect(later).toHaveTextContent('Awaiting confirmation');
    expect(upcoming).toHaveTextContent('Times are local to each field.');

    const activity = region('Recent activity');
    const [paid, booked] = within(activity).getAllByRole('listitem');
    expect(paid).toHaveTextContent('You paid $45.00 for Line Islands Tennis3 hours ago');
    expect(booked).toHaveTextContent('You booked Line Islands Tennis2 days ago');
  });

  it('shows the weather of the next game when the server has a forecast', async () => {
    renderHome();
    const weather = await screen.findByRole('region', { name: 'Weather for your next game' });
    expect(weather).toHaveTextContent('Line Islands Tennis, Thu, Jul 2 at 10:00');
    expect(weather).toHaveTextContent('17 °CRain');
    expect(weather).toHaveTextContent('80 % chance of rain');
    // (A call left over from the previous test's page may arrive too: every one is for the next booking.)
    expect(new Set(api.calls(WEATHER).map((request) => request.query.get('bookingId')))).toEqual(new Set([NEXT_ID]));
  });

  it('hides the weather card when the server answers 204', async () => {
    api.on(WEATHER, { status: 204, body: null });
    const { store } = renderHome();
    await screen.findByRole('region', { name: 'Upcoming bookings' });
    await waitFor(() => expect(customerHomeApi.endpoints.getBookingWeather.select(NEXT_ID)(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('region', { name: 'Weather for your next game' })).not.toBeInTheDocument();
    expect(screen.queryByText(/°C/)).not.toBeInTheDocument();
  });

  it('welcomes a new player with empty states that lead to the fields, and asks no weather', async () => {
    api.on(HOME, ok(newCustomerDashboard()));
    const { store } = renderHome();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming bookings' });
    expect(within(upcoming).getByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');
    expect(within(region('Recent activity')).getByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(region('Overview')).toHaveTextContent('Nothing spent');
    expect(region('Overview')).toHaveTextContent('Play a first game to find out');
    const goals = region('Monthly goals');
    expect(within(goals).getByRole('img', { name: 'Games this month: 0, no goal set' })).toBeInTheDocument();
    expect(within(goals).getByRole('button', { name: 'Set goals' })).toBeInTheDocument();
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.endpointName)).toContain('getCustomerDashboard');
    expect(queries.map((query) => query?.endpointName)).not.toContain('getBookingWeather');
  });

  it('reports a failed load and tries again', async () => {
    api.on(HOME, fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const { user } = renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your dashboard');
    api.on(HOME, ok(dashboardFixture()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('shows the goals as rings and saves new ones', async () => {
    const { user } = renderHome();
    const goals = await screen.findByRole('region', { name: 'Monthly goals' });
    expect(within(goals).getByRole('img', { name: 'Games this month: 2 of 8 (25%)' })).toBeInTheDocument();
    expect(within(goals).getByRole('img', { name: 'Hours this month: 1.5, no goal set' })).toBeInTheDocument();

    api.on('PUT me/goals', ok({ gamesPerMonth: 8, hoursPerMonth: 10, progress: { games: 2, hours: 1.5 } }, 'Goals saved'));
    await user.click(within(goals).getByRole('button', { name: 'Edit goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your monthly goals' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Games a month' })).toHaveValue(8);
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours a month' });
    await user.type(hours, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save goals' }));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 1 to 300, or leave it empty.'));
    expect(api.calls('PUT me/goals')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '10');
    const homeCalls = api.calls(HOME).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save goals' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT me/goals').map((request) => request.body)).toEqual([{ gamesPerMonth: 8, hoursPerMonth: 10 }]);
    // The home page is asked again for its goals and figures.
    await waitFor(() => expect(api.calls(HOME).length).toBeGreaterThan(homeCalls));
  });
});
