import { screen, waitFor, within } from '@testing-library/react';
import type { Analytics } from '@pitchside/shared-api/contracts/company-analytics';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import AnalyticsPage from './analytics-page';

const api = fakeApiForFile();

const eur = (amount: number) => [{ currency: 'EUR' as const, amount }];
const ANALYTICS: Analytics = {
  period: '30d', startDate: '2026-05-19', endDate: '2026-06-17', timezone: 'Europe/Paris', primaryCurrency: 'EUR', currencies: ['EUR'],
  totals: {
    collected: eur(10_000), refunded: eur(1_000), revenue: eur(9_000), bookingsMade: 3, gamesPlayed: 2, cancelled: 1, customers: 1,
    bookingsMadeByCurrency: [{ currency: 'EUR', count: 3 }], bookingValue: eur(13_500), averageBookingValue: eur(4_500),
  },
  revenueByDay: [
    { date: '2026-06-10', revenue: eur(10_000), bookingsMade: 2, gamesPlayed: 1 },
    { date: '2026-06-12', revenue: eur(-1_000), bookingsMade: 1, gamesPlayed: 1 },
  ],
  bookingsByStatus: [{ status: 'confirmed', count: 2 }, { status: 'awaiting_confirmation', count: 0 }, { status: 'checked_in', count: 0 }, { status: 'cancelled', count: 1 }],
  bookingsByField: [{ fieldId: '00000000-0000-4000-8000-0000000000f1', fieldName: 'Centre Court', currency: 'EUR', bookingsMade: 3, gamesPlayed: 2, revenue: eur(9_000) }],
  heatmap: [{ dayOfWeek: 3, hour: 18, games: 1 }, { dayOfWeek: 5, hour: 19, games: 2 }],
  topCustomers: [{ customerId: '00000000-0000-4000-8000-0000000000c1', name: 'Nadia Benali', email: null, bookings: 3, spent: eur(13_500) }],
};
/** The usual currency (EUR) and dollars from a field priced in them. */
const TWO_CURRENCIES: Analytics = {
  ...ANALYTICS, currencies: ['EUR', 'USD'],
  totals: {
    collected: [{ currency: 'EUR', amount: 10_000 }, { currency: 'USD', amount: 6_000 }],
    refunded: [{ currency: 'EUR', amount: 1_000 }, { currency: 'USD', amount: 0 }],
    revenue: [{ currency: 'EUR', amount: 9_000 }, { currency: 'USD', amount: 6_000 }],
    bookingsMade: 5, gamesPlayed: 4, cancelled: 1, customers: 2,
    bookingsMadeByCurrency: [{ currency: 'EUR', count: 3 }, { currency: 'USD', count: 2 }],
    bookingValue: [{ currency: 'EUR', amount: 13_500 }, { currency: 'USD', amount: 6_000 }],
    averageBookingValue: [{ currency: 'EUR', amount: 4_500 }, { currency: 'USD', amount: 3_000 }],
  },
  revenueByDay: [
    { date: '2026-06-10', revenue: [{ currency: 'EUR', amount: 10_000 }, { currency: 'USD', amount: 0 }], bookingsMade: 2, gamesPlayed: 1 },
    { date: '2026-06-12', revenue: [{ currency: 'EUR', amount: -1_000 }, { currency: 'USD', amount: 6_000 }], bookingsMade: 3, gamesPlayed: 3 },
  ],
  bookingsByField: [
    ANALYTICS.bookingsByField[0]!,
    { fieldId: '00000000-0000-4000-8000-0000000000f2', fieldName: 'Harbour Court', currency: 'USD', bookingsMade: 2, gamesPlayed: 2, revenue: [{ currency: 'USD', amount: 6_000 }] },
  ],
  topCustomers: [
    { customerId: '00000000-0000-4000-8000-0000000000c1', name: 'Nadia Benali', email: 'nadia@example.com', bookings: 3, spent: [{ currency: 'EUR', amount: 13_500 }] },
    { customerId: '00000000-0000-4000-8000-0000000000c2', name: 'Sam Reid', email: null, bookings: 2, spent: [{ currency: 'EUR', amount: 500 }, { currency: 'USD', amount: 6_000 }] },
  ],
};
const totalOf = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement as HTMLElement;

const render = ({ role = 'COMPANY_OWNER' as Role, permissions = [] as Permission[], language = 'en' as LanguageCode, path = '/analytics' } = {}) =>
  renderPage(<AnalyticsPage />, { store: signIn(createTestStore(api.baseUrl), role, permissions), path, route: '/analytics', language });

describe('AnalyticsPage', () => {
  it('shows the period’s totals, the charts with their tables, the heatmap and the top customers', async () => {
    api.on('GET companies/analytics', () => ok(ANALYTICS));
    render();
    expect(await screen.findByLabelText('Totals of the period')).toBeInTheDocument();
    expect(totalOf('Revenue')).toHaveTextContent(/^Revenue€90\.00Collected €100\.00 · refunded €10\.00Payments completed in the period minus refunds made in it$/);
    expect(within(totalOf('Revenue')).getAllByRole('definition')[0]).toHaveAccessibleDescription('Payments completed in the period minus refunds made in it');
    expect(totalOf('Bookings made')).toHaveTextContent(/^Bookings made3Bookings made in the period, whatever day they are for$/);
    expect(totalOf('Games played')).toHaveTextContent(/^Games played2Bookings taking place in the period, by their start$/);
    expect(totalOf('Cancelled')).toHaveTextContent(/^Cancelled1Bookings made in the period and cancelled since$/);
    expect(totalOf('Customers')).toHaveTextContent(/^Customers1Accounts that made a booking in the period$/);
    // The average follows from the totals: €135.00 over 3 bookings.
    expect(totalOf('Average booking value'))
      .toHaveTextContent(/^Average booking value€45\.00€135\.00 over 3 bookingsWhat the bookings made in the period brought, divided by their number$/);
    expect(api.calls('GET companies/analytics')[0]?.query.get('period')).toBe('30d');

    const revenueChart = (await screen.findByText('Revenue over time')).closest('figure') as HTMLElement;
    expect(revenueChart).toHaveTextContent('Per currency, by the day the money moved');
    expect(within(revenueChart).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Revenue (EUR)', 'Bookings made', 'Games played']);
    expect(within(revenueChart).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Jun 10€100.0021', 'Jun 12-€10.0011']);
    const status = screen.getByText('Bookings by status').closest('figure') as HTMLElement;
    expect(status).toHaveTextContent('Bookings made in the period, by their status now');
    const fields = screen.getByText('Games by field').closest('figure') as HTMLElement;
    expect(fields).toHaveTextContent('Games played in the period per field');
    expect(within(fields).getByRole('row', { name: 'Centre Court 3 2 €90.00' })).toBeInTheDocument();

    const heat = screen.getByText('When games start (weekday × hour)').closest('figure') as HTMLElement;
    expect(heat).toHaveTextContent("Games played, by weekday and starting hour in the field's local time");
    expect(within(heat).getByLabelText('2 games')).toBeInTheDocument();
    expect(within(heat).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['18', '19']);
    const customers = screen.getByText('Top customers').closest('figure') as HTMLElement;
    expect(customers).toHaveTextContent('By bookings made in the period; spent is what those bookings brought');
    expect(within(customers).getByRole('row', { name: 'Nadia Benali 3 €135.00' })).toBeInTheDocument();
  });

  it('shows every currency on its own line, the usual one first, in the totals, the charts and the top customers', async () => {
    api.on('GET companies/analytics', () => ok(TWO_CURRENCIES));
    render();
    await screen.findByLabelText('Totals of the period');
    expect(totalOf('Revenue')).toHaveTextContent(
      /^Revenue€90\.00Collected €100\.00 · refunded €10\.00\$60\.00Collected \$60\.00 · refunded \$0\.00Payments completed/,
    );
    expect(totalOf('Average booking value')).toHaveTextContent(/^Average booking value€45\.00€135\.00 over 3 bookings\$30\.00\$60\.00 over 2 bookingsWhat/);
    // Counts are not split by currency.
    expect(totalOf('Bookings made')).toHaveTextContent(/^Bookings made5Bookings made/);

    const revenueChart = (await screen.findByText('Revenue over time')).closest('figure') as HTMLElement;
    expect(within(revenueChart).getByRole('list', { name: 'Currencies' })).toHaveTextContent('EURUSD');
    expect(within(revenueChart).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['Date', 'Revenue (EUR)', 'Revenue (USD)', 'Bookings made', 'Games played']);
    expect(within(revenueChart).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Jun 10€100.00$0.0021', 'Jun 12-€10.00$60.0033']);
    const fields = screen.getByText('Games by field').closest('figure') as HTMLElement;
    expect(within(fields).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['Field', 'Bookings made', 'Games played', 'Revenue (EUR)', 'Revenue (USD)']);
    expect(within(fields).getByRole('row', { name: 'Harbour Court 2 2 €0.00 $60.00' })).toBeInTheDocument();

    const customers = screen.getByText('Top customers').closest('figure') as HTMLElement;
    expect(within(customers).getByRole('row', { name: 'Nadia Benali nadia@example.com 3 €135.00' })).toBeInTheDocument();
    expect(within(customers).getByRole('row', { name: 'Sam Reid 2 €5.00 $60.00' })).toBeInTheDocument();
  });

  it('words the figures and their hints in the reader’s language, plurals included', async () => {
    api.on('GET companies/analytics', () => ok(TWO_CURRENCIES));
    render({ language: 'ar' });
    await screen.findByLabelText('مجاميع الفترة');
    const average = totalOf('متوسط قيمة الحجز');
    expect(average).toHaveTextContent('من 3 حجوزات');
    expect(average).toHaveTextContent('من حجزين');
    expect(average).toHaveTextContent('ما درّته الحجوزات المُجراة خلال الفترة مقسومًا على عددها');
    expect(totalOf('المباريات الملعوبة')).toHaveTextContent('الحجوزات التي تُقام خلال الفترة، بحسب وقت بدئها');
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
    const none = { ...ANALYTICS.totals, collected: eur(0), refunded: eur(0), revenue: eur(0), bookingsMade: 0, gamesPlayed: 0, cancelled: 0, customers: 0,
      bookingsMadeByCurrency: [], bookingValue: eur(0), averageBookingValue: eur(0) };
    api.on('GET companies/analytics', () => ok({ ...ANALYTICS, totals: none }));
    const empty = render();
    expect(await screen.findByRole('heading', { level: 2, name: 'No analytics yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View bookings' })).toHaveAttribute('href', '/company/bookings');
    empty.unmount();

    // A refund of an older payment is activity: the figures show, not the empty state.
    api.on('GET companies/analytics', () => ok({ ...ANALYTICS, totals: { ...none, refunded: eur(1_000), revenue: eur(-1_000) } }));
    const refundOnly = render();
    await screen.findByLabelText('Totals of the period');
    expect(totalOf('Revenue')).toHaveTextContent(/^Revenue-€10\.00Collected €0\.00 · refunded €10\.00/);
    expect(screen.queryByRole('heading', { name: 'No analytics yet' })).not.toBeInTheDocument();
    refundOnly.unmount();

    api.on('GET companies/analytics', () => fail(403, 'Forbidden', 'FORBIDDEN'));
    const refused = render({ role: 'EMPLOYEE', permissions: ['MANAGE_RESERVATIONS'] });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
    refused.unmount();

    api.on('GET companies/analytics', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
  });
});
