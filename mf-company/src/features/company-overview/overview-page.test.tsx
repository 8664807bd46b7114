import { screen, within } from '@testing-library/react';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
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
  createdAt: '2026-06-17T10:00:00.000Z', totalPrice: 4500, currency: 'EUR', field: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Centre Court' },
  user: { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Nadia', lastName: 'Benali' }, ...overrides,
});
const OVERVIEW: DashboardOverview = {
  revenueToday: [{ currency: 'EUR', amount: 10_000 }], revenueThisWeek: [{ currency: 'EUR', amount: 70_000 }],
  revenueThisMonth: [{ currency: 'EUR', amount: 200_000 }], revenuePreviousMonth: [{ currency: 'EUR', amount: 228_571 }],
  revenueGrowth: [{ currency: 'EUR', growth: -12.5 }],
  totalBookingsToday: 4, totalBookingsThisWeek: 20, totalBookingsThisMonth: 30, bookingsGrowth: 10,
  gamesToday: 3, gamesThisWeek: 15, gamesThisMonth: 11,
  totalCustomers: 42, newCustomersThisMonth: 7, customerGrowth: 0,
  totalFields: 2, activeFields: 1, occupancy: 35.5, primaryCurrency: 'EUR', timezone: 'Europe/Paris', generatedAt: '2026-06-17T12:00:00.000Z',
  recentBookings: [booking(1, { status: 'pending', awaitingConfirmation: true }), booking(2, { status: 'cancelled' })],
};
/** A company paid in euros (its usual currency) and in dollars. */
const TWO_CURRENCIES: DashboardOverview = {
  ...OVERVIEW,
  revenueToday: [{ currency: 'EUR', amount: 10_000 }, { currency: 'USD', amount: 2_500 }],
  revenueThisWeek: [{ currency: 'EUR', amount: 70_000 }, { currency: 'USD', amount: 12_000 }],
  revenueThisMonth: [{ currency: 'EUR', amount: 200_000 }, { currency: 'USD', amount: 50_000 }],
  revenuePreviousMonth: [{ currency: 'EUR', amount: 228_571 }, { currency: 'USD', amount: 41_667 }],
  revenueGrowth: [{ currency: 'EUR', growth: -12.5 }, { currency: 'USD', growth: 20 }],
  recentBookings: [booking(1), booking(2, { totalPrice: 3000, currency: 'USD', field: { id: '00000000-0000-4000-8000-0000000000f2', name: 'Court 2' } })],
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
  it('shows the key figures with their growth against last month, each with what it counts', async () => {
    api.on('GET companies/dashboard', () => ok(OVERVIEW));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    expect(await screen.findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    const revenue = await screen.findByRole('region', { name: 'Revenue this month' });
    expect(revenue).toHaveTextContent('€2,000.00');
    // Today's revenue as measured, not the week's / 7.
    expect(revenue).toHaveTextContent('Today: €100.00');
    expect(revenue).toHaveTextContent('-12.5 % vs last month');
    expect(revenue).toHaveAccessibleDescription('Payments completed this month minus refunds made this month');
    expect(within(revenue).getByText('Payments completed this month minus refunds made this month')).toBeVisible();

    const bookings = screen.getByRole('region', { name: 'Bookings made this month' });
    expect(bookings).toHaveTextContent(/30.*Today: 4 · this week: 20.*\+10 % vs last month/);
    expect(bookings).toHaveAccessibleDescription('Bookings made since the 1st, whatever day they are for');
    const games = screen.getByRole('region', { name: 'Games today' });
    expect(games).toHaveTextContent(/^Games today3This week: 15/);
    expect(games).toHaveAccessibleDescription('Bookings taking place today, by their start time');
    const customers = screen.getByRole('region', { name: 'Customers' });
    expect(customers).toHaveTextContent(/42.*7 new this month.*no change vs last month/);
    expect(customers).toHaveAccessibleDescription('Accounts that have made a booking with you');
    // 11 games played this month / (2 fields × 30) = 18.3 % (the 30 bookings made this month do not count).
    expect(screen.getByRole('region', { name: 'Active fields' })).toHaveTextContent('1 / 2Utilization 18.3 % · hours booked 35.5 %');
  });

  it('shows each currency on its own line, the usual one first, with its own growth and its own alert', async () => {
    api.on('GET companies/dashboard', () => ok(TWO_CURRENCIES));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    const revenue = await screen.findByRole('region', { name: 'Revenue this month' });
    expect(revenue).toHaveTextContent(/€2,000\.00Today: €100\.00 · ▼ -12\.5 % vs last month\$500\.00Today: \$25\.00 · ▲ \+20 % vs last month/);
    expect(revenue).toHaveAccessibleDescription('Payments completed this month minus refunds made this month');

    // Only the currency that fell has an alert, and it says which.
    const alerts = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    expect(alerts.filter((item) => /Revenue/.test(item.textContent ?? '')).map((item) => item.textContent)).toEqual([
      'High Revenue in EUR is fallingRevenue in EUR is down 12.5 % on last month.See analytics',
    ]);

    // Each booking in its own currency.
    const recent = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(recent[0]).toHaveTextContent('€45.00');
    expect(recent[1]).toHaveTextContent('Nadia Benali booked Court 2');
    expect(recent[1]).toHaveTextContent('$30.00');
  });

  it('shows the usual currency at zero when no money moved this month', async () => {
    api.on('GET companies/dashboard', () => ok({ ...OVERVIEW, primaryCurrency: 'USD', revenueToday: [], revenueThisWeek: [], revenueThisMonth: [], revenuePreviousMonth: [], revenueGrowth: [] }));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    const revenue = await screen.findByRole('region', { name: 'Revenue this month' });
    expect(revenue).toHaveTextContent(/^Revenue this month\$0\.00Today: \$0\.00Payments completed/);
    expect(revenue).not.toHaveTextContent('vs last month');
  });

  it('speaks the reader’s language, hints included', async () => {
    api.on('GET companies/dashboard', () => ok(TWO_CURRENCIES));
    api.on('GET companies/health', () => ok(HEALTH));
    render({ language: 'fr' });
    const revenue = await screen.findByRole('region', { name: 'Chiffre d’affaires du mois' });
    expect(revenue).toHaveAccessibleDescription('Paiements encaissés ce mois-ci moins les remboursements effectués ce mois-ci');
    expect(revenue).toHaveTextContent(/2\s000,00\s€.*500,00\s\$US/);
    expect(screen.getByRole('region', { name: 'Matchs du jour' })).toHaveAccessibleDescription('Réservations qui ont lieu aujourd’hui, selon leur heure de début');
    expect(screen.getByText('Le chiffre d’affaires en EUR baisse')).toBeInTheDocument();
  });

  it('lists the alerts by severity with their actions, and the recent bookings', async () => {
    api.on('GET companies/dashboard', () => ok(OVERVIEW));
    api.on('GET companies/health', () => ok(HEALTH));
    render();
    const alerts = await screen.findByRole('list', { name: 'Alerts' });
    const items = within(alerts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^High Revenue in EUR is falling.*down 12.5 % on last month\.See analytics$/),
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

  it("shows a suspended company's staff the suspension and its reason, not a generic refusal", async () => {
    api.on('GET companies/dashboard', () => fail(403, ADMIN_MESSAGES.companySuspended('Unpaid invoices'), ADMIN_ERROR_CODES.companySuspended));
    render({ role: 'EMPLOYEE', permissions: ['VIEW_ANALYTICS'] });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('This company is suspended: Unpaid invoices');
    expect(screen.queryByText("You don't have permission to access company management features.")).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load the dashboard summary')).not.toBeInTheDocument();
  });

  it('shows the documented failure text with a retry', async () => {
    api.on('GET companies/dashboard', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to load the dashboard summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
