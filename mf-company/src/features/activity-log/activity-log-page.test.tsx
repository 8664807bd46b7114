import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityLogEntry, ActivityLogList } from '@pitchside/shared-api/contracts/activity-log';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { ActivityLogPage } from './activity-log-page';

const api = fakeApiForFile();

const entry = (n: number, overrides: Partial<ActivityLogEntry> = {}): ActivityLogEntry => ({
  id: `7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c${String(n).padStart(2, '0')}`, action: 'booking.confirmed', targetType: 'booking',
  targetId: 'b1', targetLabel: `BK-2026060${n}-AAAA`, actor: { id: null, name: 'Olivia Owner' }, details: {},
  createdAt: '2026-06-01T10:00:00.000Z', ...overrides,
});
const list = (logs: ActivityLogEntry[], page = 1, total = logs.length): ActivityLogList =>
  ({ logs, pagination: { page, limit: 10, total, totalPages: Math.ceil(total / 10) } });

const render = ({ role = 'COMPANY_OWNER' as Role, language = 'en' as LanguageCode, path = '/company/activity' } = {}) =>
  renderPage(<ActivityLogPage />, { store: signIn(createTestStore(api.baseUrl), role), path, route: '/company/activity', language });

describe('Activity log', () => {
  it('lists who did what to what, newest first, with the actions in the reader’s language', async () => {
    api.on('GET companies/activity-logs', () => ok(list([
      entry(1, { action: 'payment.refunded', targetType: 'payment' }),
      entry(2, { action: 'settings.updated', targetType: 'settings', targetLabel: null, actor: { id: null, name: 'Sam Staff' } }),
      entry(3, { action: 'future.thing', targetLabel: null }),
    ])));
    render({ language: 'fr' });
    expect(await screen.findByRole('status', { name: 'Chargement du journal d’activité' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Olivia Owner a remboursé un paiement · BK-20260601-AAAA');
    expect(items[1]).toHaveTextContent('Sam Staff a modifié les règles de réservation');
    // An action this version does not know is shown as it is.
    expect(items[2]).toHaveTextContent('Olivia Owner future.thing');
  });

  it('applies the filters through the address, checks the range, and pages', async () => {
    api.on('GET companies/activity-logs', ({ query }) => ok(list([entry(Number(query.get('page') ?? 1))], Number(query.get('page') ?? 1), 25)));
    const { user } = render();
    await screen.findAllByRole('listitem');
    await user.type(screen.getByRole('searchbox', { name: 'Person or item' }), 'olivia');
    await user.selectOptions(screen.getByRole('combobox', { name: 'About' }), 'Bookings');
    await user.type(screen.getByLabelText('From'), '2026-06-03');
    await user.type(screen.getByLabelText('To'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(Object.fromEntries(api.calls('GET companies/activity-logs').at(-1)!.query)).toMatchObject({ search: 'olivia', targetType: 'booking', to: '2026-06-01', page: '1' }));

    const pages = screen.getByRole('navigation', { name: 'Pages of the activity log' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET companies/activity-logs').at(-1)!.query)).toMatchObject({ search: 'olivia', targetType: 'booking', page: '2' });
  });

  it('says when there is nothing yet, and exports the filtered log', async () => {
    api.on('GET companies/activity-logs', () => ok(list([])));
    api.on('POST companies/activity-logs/export', () => ({ body: 'time,actor\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="activity-log.csv"' } }));
    const { user } = render({ path: '/company/activity?targetType=payment' });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.calls('POST companies/activity-logs/export')).toHaveLength(1));
    expect(api.calls('POST companies/activity-logs/export')[0]?.body).toEqual({ format: 'csv', filters: { targetType: 'payment' } });
  });

  it('refuses employees, without an export button', async () => {
    render({ role: 'EMPLOYEE' });
    expect(await screen.findByText("You don't have permission to access company management features.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('offers a retry when the log cannot be read', async () => {
    api.on('GET companies/activity-logs', () => fail(500, 'Boom', 'INTERNAL'));
    render();
    expect(await screen.findByText('Failed to fetch the activity log')).toBeInTheDocument();
  });
});
