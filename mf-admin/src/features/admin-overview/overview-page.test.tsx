import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { companyId, overview, userId } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { OverviewPage } from './overview-page';

const api = fakeApiForFile();

const render = (language?: 'en' | 'ar') => renderPage(<OverviewPage />, { store: createTestStore(api.baseUrl), language });
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('Admin OverviewPage', () => {
  it('shows skeletons, then the platform figures of GET /admin/overview', async () => {
    api.on('GET admin/overview', ok(overview()));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: "Loading the platform's figures" })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Companies' });

    const companies = card('Companies');
    expect(companies.getByText('42')).toBeInTheDocument();
    expect(companies.getByText('Suspended').nextElementSibling).toHaveTextContent('3');
    expect(companies.getByText(/\+25 % vs the previous 30 days/)).toBeInTheDocument();

    const users = card('Users');
    expect(users.getByText('1,667')).toBeInTheDocument();
    expect(users.getByText('Customer').nextElementSibling).toHaveTextContent('1,500');
    expect(users.getByText('Locked').nextElementSibling).toHaveTextContent('4');
    expect(users.getByText('E-mail not verified').nextElementSibling).toHaveTextContent('17');
    expect(users.getByText(/-10 % vs the previous 30 days/)).toBeInTheDocument();

    const bookings = card('Bookings made');
    expect(bookings.getByText('1,400')).toBeInTheDocument();
    expect(bookings.getByText('in the last 7 days · 12 today')).toBeInTheDocument();
    expect(bookings.getByText('Awaiting confirmation').nextElementSibling).toHaveTextContent('50');
    expect(bookings.getByText(/no change vs the previous 30 days/)).toBeInTheDocument();

    expect(card('Fields').getByText('310')).toBeInTheDocument();
  });

  it('gives the revenue one line per currency against the previous 30 days, never a sum', async () => {
    api.on('GET admin/overview', ok(overview()));
    render();
    const revenue = within(await screen.findByRole('region', { name: 'Revenue, last 30 days' }));
    const values = revenue.getAllByRole('paragraph').map((p) => p.textContent);
    expect(values).toEqual(expect.arrayContaining(['€15,000.00', '$800.00', '£0.00']));
    expect(revenue.getByText(/previous 30 days: €10,000\.00/)).toHaveTextContent('+50 % vs the previous 30 days');
    // No previous USD revenue: nothing to compare with, so no trend.
    expect(revenue.getByText(/previous 30 days: \$0\.00/)).not.toHaveTextContent('%');
    expect(revenue.getByText(/previous 30 days: £20\.00/)).toHaveTextContent('-100 %');
  });

  it('says each alert in a sentence, linking to the company concerned, and lists the recent sign-ups', async () => {
    api.on('GET admin/overview', ok(overview()));
    render();
    const alerts = within(await screen.findByRole('region', { name: 'Alerts' }));
    expect(alerts.getByText(/Webhook deliveries to Arena Sports are failing \(6 failed\)\./)).toBeInTheDocument();
    expect(alerts.getByRole('link', { name: 'Open Arena Sports' })).toHaveAttribute('href', `/admin/companies/${companyId(1)}`);
    expect(alerts.getByText(/Background jobs are piling up \(250 waiting\)\./)).toBeInTheDocument();
    expect(alerts.getAllByRole('link')).toHaveLength(1);

    const signUps = card('Recent sign-ups');
    expect(signUps.getByRole('link', { name: 'Nadia Haddad' })).toHaveAttribute('href', `/admin/users/${userId(9)}`);
    expect(signUps.getByText('Company Owner')).toBeInTheDocument();
  });

  it('says when nothing needs attention and no one signed up', async () => {
    api.on('GET admin/overview', ok(overview({ alerts: [], recentSignUps: [], revenue: { last30d: [], previous30d: [] } })));
    render();
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
    expect(screen.getByText('No one has signed up yet.')).toBeInTheDocument();
    expect(card('Revenue, last 30 days').getByText('No payments in the last 60 days')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    api.on('GET admin/overview', ok(overview()));
    render('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeInTheDocument();
    const companies = within(await screen.findByRole('region', { name: 'الشركات' }));
    expect(companies.getByText('معلّقة').nextElementSibling).toHaveTextContent('3');
    await waitFor(() => expect(screen.getByRole('region', { name: 'التنبيهات' })).toHaveTextContent('عمليات إرسال الـWebhook إلى Arena Sports تفشل (فشل 6).'));
  });

  it('reports a failed call and loads again on retry', async () => {
    api.on('GET admin/overview', fail(403, 'Forbidden', 'FORBIDDEN'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Failed to load the platform's figures");
    api.on('GET admin/overview', ok(overview()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
