import { screen, within } from '@testing-library/react';
import type { CompanyHealth } from '@pitchside/shared-api/contracts/company-health';
import type { DashboardOverview, RecentBooking } from '@pitchside/shared-api/contracts/company-dashboard';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { OverviewPage } from './overview-page';

const api = fakeApiForFile();

const booking = (n: number, overrides: Partial<RecentBooking> = {}): RecentBooking => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, bookingNumber: `BK-2026061${n}-AAAA`, status: 'confirmed', awaitingConfirmation: false,
  createdAt: '2026-06-17T10:00:00.000Z', totalPrice: 4500, field: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Centre Court' },
  user: { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Nadia', lastName: 'Benali' }, ...overrides,
});
const OVERVIEW: DashboardOverview = {
  revenueThisWeek: 70_000, revenueThisMonth: 200_000, revenueGrowth: -12.5, totalBookingsToday: 4, totalBookingsThisWeek: 20,
  totalBookingsThisMonth: 11, bookingsGrowth: 10, totalCustomers: 42, newCustomersThisMonth: 7, customerGrowth: 0,
  totalFields: 2, activeFields: 1, occupancy: 35.5, currency: 'EUR', timezone: 'Europe/Paris', generatedAt: '2026-06-17T12:00:00.000Z',
  recentBookings: [booking(1, { status: 'pending', awaitingConfirmation: true }), booking(2, { status: 'cancelled' })],
};
const HEALTH: CompanyHealth = {
  status: 'attention', checkedAt: '2026-06-17T12:00:00.000Z',
  checks: [
    { id: 'bookable_fields', status: 'ok', count: 1, actionUrl: null },
    { id: 'fields_without_schedule', status: 'warning', count: 2, actionUrl: '/company/fields' },
  ],
};

const render = ({ role = 'COMPANY_OWNER' as Role, permissions = [] as Permission[], language = 'en' as LanguageCode } = {}) =>
  renderPage(<OverviewPage />, { store: signIn(createTestStore(api.baseUrl), role, permissions), path: '/company', route: '/company', language });

describe('Company overview', () => {
  it('shows the four key figures with their growth against last month', async () => {
    api.on('GET companies/dashboard', () => ok(OVERVIEW));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    expect(await screen.findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    const revenue = await screen.findByRole('region', { name: 'Revenue this month' });
    expect(revenue).toHaveTextContent('€2,000.00');
    expect(revenue).toHaveTextContent('About €100.00 a day this week');
    expect(revenue).toHaveTextContent('-12.5 % vs last month');
    expect(screen.getByRole('region', { name: 'Bookings this week' })).toHaveTextContent(/20.*4 today.*\+10 % vs last month/);
    expect(screen.getByRole('region', { name: 'Customers' })).toHaveTextContent(/42.*7 new this month.*no change vs last month/);
    // 11 bookings / (2 fields × 30) = 18.3 %.
    expect(screen.getByRole('region', { name: 'Active fields' })).toHaveTextContent('1 / 2Utilization 18.3 % · hours booked 35.5 %');
  });

  it('lists the alerts by severity with their actions, and the recent bookings', async () => {
    api.on('GET companies/dashboard', () => ok(OVERVIEW));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    const alerts = await screen.findByRole('list', { name: 'Alerts' });
    const items = within(alerts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^High Revenue is falling.*down 12.5 % on last month\.See analytics$/),
      expect.stringMatching(/^Medium Low utilization.*Only 18.3 % of your capacity/),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'See analytics' })).toHaveAttribute('href', '/company/analytics');
    const recent = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent('Nadia Benali booked Centre Court: awaiting your confirmation');
    expect(within(recent).getAllByRole('listitem')[1]).toHaveTextContent("Nadia Benali's booking of Centre Court was cancelled");
  });

  it('shows the owner the set-up checks that need a look', async () => {
    api.on('GET companies/dashboard', () => ok(OVERVIEW));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    const checks = await screen.findByRole('list', { name: 'Set-up checks' });
    expect(checks).toHaveTextContent('1 field customers can book');
    expect(within(checks).getByRole('link', { name: 'Set opening hours' })).toHaveAttribute('href', '/company/fields');
    expect(screen.getByText('Needs a look')).toBeInTheDocument();
  });

  it('leads a company without fields or bookings to adding a field', async () => {
    api.on('GET companies/dashboard', () => ok({ ...OVERVIEW, totalFields: 0, activeFields: 0, recentBookings: [] }));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    expect(await screen.findByRole('heading', { name: 'Nothing to report yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a field' })).toHaveAttribute('href', '/fields/new');
  });

  it('tells an employee without analytics they have no permission, and shows the failure text with a retry', async () => {
    api.on('GET companies/dashboard', () => fail(403, 'Forbidden', 'FORBIDDEN'));
    render({ role: 'EMPLOYEE', permissions: ['MANAGE_RESERVATIONS'] });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
  });

  it('shows the documented failure text with a retry', async () => {
    api.on('GET companies/dashboard', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to load the dashboard summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
