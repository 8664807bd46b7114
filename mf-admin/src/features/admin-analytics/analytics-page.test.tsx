import { screen, waitFor, within } from '@testing-library/react';
import { fail, file, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { companyId, platformAnalytics } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { AnalyticsPage } from './analytics-page';

const api = fakeApiForFile();

const render = (path = '/admin/analytics?period=7d', language?: 'en' | 'ar') =>
  renderPage(<AnalyticsPage />, { store: createTestStore(api.baseUrl), path, route: '/admin/analytics', language });
const lastQuery = () => Object.fromEntries(api.calls('GET admin/analytics').at(-1)!.query);
const card = (name: string) => within(screen.getByRole('region', { name }));
const figure = async (name: string) => within(await screen.findByRole('figure', { name }));
const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe('Admin AnalyticsPage (/admin/analytics)', () => {
  it('reads the period from the address and shows its totals, the revenue one line per currency and never summed', async () => {
    api.on('GET admin/analytics', ok(platformAnalytics()));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Platform analytics' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: "Loading the platform's figures" })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Totals of the period' });
    expect(lastQuery()).toEqual({ period: '7d' });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
    expect(screen.getByText('Mar 1, 2026 to Mar 3, 2026, both included (UTC days).')).toBeInTheDocument();

    const bookings = card('Bookings made');
    expect(bookings.getByText('60')).toBeInTheDocument();
    expect(bookings.getByText('Awaiting confirmation').nextElementSibling).toHaveTextContent('5');
    expect(bookings.getByText('Checked in').nextElementSibling).toHaveTextContent('10');
    expect(screen.getByRole('region', { name: 'Bookings made' }))
      .toHaveAccessibleDescription('Bookings made in the period, whatever their date of play; by status as they stand now.');

    const revenue = card('Revenue');
    const lines = revenue.getAllByRole('paragraph').map((p) => p.textContent);
    expect(lines).toEqual(expect.arrayContaining(['€1,500.00', 'EUR', '$80.00', 'USD']));
    expect(lines.join(' ')).not.toMatch(/1,580/);
    expect(screen.getByRole('region', { name: 'Revenue' })).toHaveAccessibleDescription(expect.stringContaining('currencies are never added together'));

    expect(card('New accounts').getByText('12')).toBeInTheDocument();
    expect(card('New companies').getByText('2')).toBeInTheDocument();
  });

  it('keeps the period in the address, and applies a custom one only once its days are right', async () => {
    api.on('GET admin/analytics', ({ query }) => ok(platformAnalytics({ period: (query.get('period') ?? '30d') as '7d' })));
    api.on('POST admin/analytics/export', file('date\r\n', 'text/csv', 'platform-2026-03-10-2026-03-31.csv'));
    const { user, location } = render('/admin/analytics');
    await screen.findByRole('group', { name: 'Totals of the period' });
    expect(lastQuery()).toEqual({ period: '30d' });
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 3 months', 'Custom period']);

    await user.selectOptions(period, 'Last 3 months');
    await waitFor(() => expect(lastQuery()).toEqual({ period: '3m' }));
    expect(location()).toBe('/admin/analytics?period=3m');

    const asked = api.calls('GET admin/analytics').length;
    await user.selectOptions(period, 'Custom period');
    expect(location()).toBe('/admin/analytics?period=custom');
    expect(screen.getByText('Choose the first and the last day of the period, then Apply.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(expect.stringContaining('The start date must be on or before the end date'));
    expect(location()).toBe('/admin/analytics?period=custom');

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery()).toEqual({ period: 'custom', from: '2026-03-10', to: '2026-03-31' }));
    expect(location()).toBe('/admin/analytics?period=custom&from=2026-03-10&to=2026-03-31');
    expect(api.calls('GET admin/analytics')).toHaveLength(asked + 1);
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');

    // The export is of the period shown.
    await screen.findByRole('group', { name: 'Totals of the period' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    expect(api.calls('POST admin/analytics/export').map((call) => call.body)).toEqual([
      { period: 'custom', from: '2026-03-10', to: '2026-03-31', format: 'csv' },
    ]);
  });

  it('refuses a custom period longer than 366 days at its end date', async () => {
    const { user } = render('/admin/analytics?period=custom');
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(expect.stringContaining('A period can cover at most 366 days'));
    expect(api.calls('GET admin/analytics')).toHaveLength(0);
  });

  it('draws each chart as a figure with its caption, its hint and the same figures in a table', async () => {
    api.on('GET admin/analytics', ok(platformAnalytics()));
    render();
    const bookings = await figure('Bookings made per day');
    expect(screen.getByRole('figure', { name: 'Bookings made per day' })).toHaveAccessibleDescription('Bookings made each day, stacked by their status now.');
    expect(bookings.getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['Day', 'Confirmed', 'Awaiting confirmation', 'Checked in', 'Cancelled', 'Total']);
    expect(rows(bookings.getByRole('table')).slice(1)).toEqual(['Mar 11023116', 'Mar 21514222', 'Mar 31523222']);
    expect(bookings.getByRole('list', { name: 'Statuses' })).toHaveTextContent('ConfirmedAwaiting confirmationChecked inCancelled');

    const revenue = await figure('Revenue per day');
    expect(screen.getByRole('figure', { name: 'Revenue per day' }))
      .toHaveAccessibleDescription('Payments completed minus refunds made each day, one line per currency.');
    expect(revenue.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Revenue (EUR)', 'Revenue (USD)']);
    expect(rows(revenue.getByRole('table')).slice(1)).toEqual(['Mar 1€500.00$0.00', 'Mar 2-€50.00$80.00', 'Mar 3€1,050.00$0.00']);
    expect(revenue.getByRole('list', { name: 'Currencies' })).toHaveTextContent('EURUSD');

    const signUps = await figure('Sign-ups per day');
    expect(signUps.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'New accounts', 'New companies']);
    expect(rows(signUps.getByRole('table')).slice(1)).toEqual(['Mar 141', 'Mar 250', 'Mar 331']);
  });

  it('ranks the companies (each opening its page), per currency for revenue, and the sports and cities', async () => {
    api.on('GET admin/analytics', ok(platformAnalytics()));
    render();
    const busiest = await figure('Busiest companies');
    expect(busiest.getByRole('link', { name: 'Arena Sports' })).toHaveAttribute('href', `/admin/companies/${companyId(1)}`);
    expect(rows(busiest.getByRole('table')).slice(1)).toEqual(['Arena Sports30', 'Company 220']);

    const byRevenue = await figure('Companies by revenue');
    expect(rows(byRevenue.getByRole('table', { name: 'In EUR' })).slice(1)).toEqual(['Arena Sports€1,000.00', 'Company 2€500.00']);
    expect(rows(byRevenue.getByRole('table', { name: 'In USD' })).slice(1)).toEqual(['Company 3$80.00']);
    expect(byRevenue.getByRole('link', { name: 'Company 3' })).toHaveAttribute('href', `/admin/companies/${companyId(3)}`);

    expect(rows((await figure('Bookings by sport')).getByRole('table')).slice(1)).toEqual(['Football35', 'Tennis25']);
    expect(rows((await figure('Bookings by city')).getByRole('table')).slice(1)).toEqual(['Paris40', 'Lyon20']);
  });

  it('exports the period as CSV and says when the export fails', async () => {
    api.on('GET admin/analytics', ok(platformAnalytics()));
    api.on('POST admin/analytics/export', [file('date\r\n', 'text/csv', 'platform.csv'), fail(500, 'Boom', 'INTERNAL')]);
    const { user } = render();
    await screen.findByRole('group', { name: 'Totals of the period' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    expect(api.calls('POST admin/analytics/export').map((call) => call.body)).toEqual([{ period: '7d', format: 'csv' }]);

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export could not be made')).toBeInTheDocument();
    // The failed export was tried twice (a mutation's one retry after a 5xx), then said.
    expect(api.calls('POST admin/analytics/export')).toHaveLength(3);
  });

  it('says when nothing happened in the period, and offers a retry when the figures cannot be read', async () => {
    const quiet = platformAnalytics();
    api.on('GET admin/analytics', ok({
      ...quiet, currencies: [], topCompaniesByBookings: [], topCompaniesByRevenue: [], bookingsBySport: [], bookingsByCity: [],
      totals: { bookingsMade: 0, byStatus: { confirmed: 0, awaiting_confirmation: 0, checked_in: 0, cancelled: 0 }, revenue: [], newUsers: 0, newCompanies: 0 },
    }));
    const { unmount } = render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing happened in this period' })).toBeInTheDocument();
    unmount();

    api.on('GET admin/analytics', fail(500, 'Boom', 'INTERNAL'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics');
    api.on('GET admin/analytics', ok(platformAnalytics()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Totals of the period' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    api.on('GET admin/analytics', ok(platformAnalytics()));
    render('/admin/analytics?period=7d', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'إحصاءات المنصة' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'مجاميع الفترة' });
    expect(screen.getByRole('region', { name: 'الإيرادات' })).toHaveAccessibleDescription(expect.stringContaining('لا تُجمع العملات أبدًا'));
    expect(await screen.findByRole('figure', { name: 'الحجوزات المُنشأة يوميًا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeInTheDocument();
  });
});
