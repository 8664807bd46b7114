import { screen, waitFor, within } from '@testing-library/react';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import AnalyticsPage from './analytics-page';

const api = fakeApiForFile();

const ANALYTICS: Analytics = {
  period: '30d', startDate: '2026-05-19', endDate: '2026-06-17', timezone: 'Europe/Paris', currency: 'EUR',
  totals: { revenue: 9000, bookings: 2, cancelled: 1, customers: 1, averageBookingValue: 4500 },
  revenueByDay: [{ date: '2026-06-10', revenue: 9000, bookings: 1 }, { date: '2026-06-12', revenue: 0, bookings: 1 }],
  bookingsByStatus: [{ status: 'confirmed', count: 2 }, { status: 'awaiting_confirmation', count: 0 }, { status: 'checked_in', count: 0 }, { status: 'cancelled', count: 1 }],
  bookingsByField: [{ fieldId: '00000000-0000-4000-8000-0000000000f1', fieldName: 'Centre Court', bookings: 2, revenue: 9000 }],
  heatmap: [{ dayOfWeek: 3, hour: 18, bookings: 1 }, { dayOfWeek: 5, hour: 19, bookings: 2 }],
  topCustomers: [{ customerId: '00000000-0000-4000-8000-0000000000c1', name: 'Nadia Benali', bookings: 2, spent: 9000 }],
};

const render = ({ role = 'COMPANY_OWNER' as Role, permissions = [] as Permission[], language = 'en' as LanguageCode, path = '/analytics' } = {}) =>
  renderPage(<AnalyticsPage />, { store: signIn(createTestStore(api.baseUrl), role, permissions), path, route: '/analytics', language });

describe('AnalyticsPage', () => {
  it('shows the period’s totals, the charts with their tables, the heatmap and the top customers', async () => {
    api.on('GET companies/analytics', () => ok(ANALYTICS));
    render();
    expect(await screen.findByText('€90.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('€45.00', { selector: 'dd' })).toBeInTheDocument();
    expect(api.calls('GET companies/analytics')[0]?.query.get('period')).toBe('30d');
    expect(await screen.findByText('Revenue over time')).toBeInTheDocument();
    expect(screen.getByText('Bookings by status')).toBeInTheDocument();
    const heat = screen.getByText('When bookings start (weekday × hour)').closest('figure') as HTMLElement;
    expect(within(heat).getByLabelText('2 bookings')).toBeInTheDocument();
    expect(within(heat).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['18', '19']);
    const customers = screen.getByText('Top customers').closest('figure') as HTMLElement;
    expect(within(customers).getByRole('row', { name: 'Nadia Benali 2 €90.00' })).toBeInTheDocument();
  });

  it('offers the documented periods, and asks for both dates of a custom one before reading it', async () => {
    api.on('GET companies/analytics', ({ query }) => ok({ ...ANALYTICS, period: query.get('period') }));
    const { user } = render();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    expect(within(range).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 3 months', 'Custom range']);
    await user.selectOptions(range, 'Custom range');
    await user.type(screen.getByLabelText('From'), '2026-06-12');
    await user.type(screen.getByLabelText('To'), '2026-06-01');
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-06-14');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(Object.fromEntries(api.calls('GET companies/analytics').at(-1)!.query))
      .toEqual({ period: 'custom', startDate: '2026-06-12', endDate: '2026-06-14' }));
  });

  it('exports the period, mailed too when asked', async () => {
    api.on('GET companies/analytics', () => ok(ANALYTICS));
    api.on('POST companies/analytics/export', () => ({ body: 'date\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' } }));
    const { user } = render({ path: '/analytics?period=7d' });
    await user.click(await screen.findByRole('checkbox', { name: 'Also e-mail it to me' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export downloaded; it is also on its way to your inbox')).toBeInTheDocument();
    expect(api.calls('POST companies/analytics/export')[0]?.body).toEqual({ period: '7d', format: 'csv', email: true });
  });

  it('asks a super admin to choose the company first', async () => {
    render({ role: 'SUPER_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    expect(api.calls('GET companies/analytics')).toHaveLength(0);
  });

  it('says when there is nothing yet, refuses employees without analytics, and offers a retry', async () => {
    api.on('GET companies/analytics', () => ok({ ...ANALYTICS, totals: { revenue: 0, bookings: 0, cancelled: 0, customers: 0, averageBookingValue: 0 } }));
    const empty = render();
    expect(await screen.findByRole('heading', { level: 2, name: 'No analytics yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View bookings' })).toHaveAttribute('href', '/company/bookings');
    empty.unmount();

    api.on('GET companies/analytics', () => fail(403, 'Forbidden', 'FORBIDDEN'));
    const refused = render({ role: 'EMPLOYEE', permissions: ['MANAGE_RESERVATIONS'] });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
    refused.unmount();

    api.on('GET companies/analytics', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
  });
});
