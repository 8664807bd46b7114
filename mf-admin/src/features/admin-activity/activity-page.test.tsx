import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApiForFile, file } from '@pitchside/shared-api/client/testing/fake-api';
import { activityEntry, companyId, listPage, userId } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { ActivityPage } from './activity-page';

const api = fakeApiForFile();

const render = (path = '/admin/activity', language?: 'en' | 'fr') =>
  renderPage(<ActivityPage />, { store: createTestStore(api.baseUrl), path, route: '/admin/activity', language });
const lastQuery = () => api.calls('GET admin/activity').at(-1)!.query;
const filters = () => within(screen.getByRole('search', { name: 'Filter admin activity' }));

const ENTRIES = [
  activityEntry(1),
  activityEntry(2, {
    action: 'user.locked', targetType: 'user', targetId: userId(3), targetLabel: 'sam3@example.com', reason: 'Fraud',
    before: null, after: { lockedAt: '2026-03-02T10:00:00.000Z' },
  }),
  activityEntry(3, { action: 'settings.updated', targetType: 'settings', targetId: null, targetLabel: null, reason: null, before: null, after: null }),
];

describe('Admin ActivityPage (/admin/activity)', () => {
  it('lists each action: when, who, what (translated), to what, why, and the change folded away', async () => {
    api.on('GET admin/activity', { body: listPage(ENTRIES) });
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin activity' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Admin actions' });
    const [suspended, locked, settings] = within(list).getAllByRole('listitem');

    expect(within(suspended!).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(suspended!).getByText('Company suspended')).toBeInTheDocument();
    expect(within(suspended!).getByRole('link', { name: 'Arena Sports' })).toHaveAttribute('href', `/admin/companies/${companyId(1)}`);
    expect(within(suspended!).getByText('Reason: Unpaid invoices')).toBeInTheDocument();
    expect(within(suspended!).getByText('Mar 2, 2026, 2:05 PM', { exact: false })).toHaveAttribute('datetime', '2026-03-02T14:05:00.000Z');

    const json = within(suspended!).getByText(/"status": "suspended"/);
    expect(json).not.toBeVisible();
    await user.click(within(suspended!).getByText('Show the changes'));
    expect(json).toBeVisible();
    expect(within(suspended!).getByText(/"status": "active"/)).toBeVisible();

    expect(within(locked!).getByText('Account locked')).toBeInTheDocument();
    expect(within(locked!).getByRole('link', { name: 'sam3@example.com' })).toHaveAttribute('href', `/admin/users/${userId(3)}`);
    // No label: the kind of target says what it was about; nothing changed to show.
    expect(within(settings!).getByText('Settings changed')).toBeInTheDocument();
    expect(within(settings!).getByText('Platform settings')).toBeInTheDocument();
    expect(within(settings!).queryByText('Show the changes')).not.toBeInTheDocument();
    expect(screen.getByText('3 actions')).toBeInTheDocument();
  });

  it('takes its filters from the address and puts changes back in it', async () => {
    api.on('GET admin/activity', { body: listPage(ENTRIES.slice(0, 1)) });
    const { user, location } = render(`/admin/activity?action=company.suspended&from=2026-03-01&actor=${userId(7)}`);
    await screen.findByRole('list', { name: 'Admin actions' });
    expect(Object.fromEntries(lastQuery())).toEqual({ action: 'company.suspended', actor: userId(7), from: '2026-03-01', page: '1', limit: '25' });
    expect(filters().getByRole('combobox', { name: 'Action' })).toHaveValue('company.suspended');
    expect(filters().getByLabelText('From')).toHaveValue('2026-03-01');

    await user.selectOptions(filters().getByRole('combobox', { name: 'About' }), 'company');
    await user.type(filters().getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({
      action: 'company.suspended', targetType: 'company', actor: userId(7), from: '2026-03-01', to: '2026-03-31', page: '1', limit: '25',
    }));
    expect(location()).toContain('targetType=company');

    await user.click(filters().getByRole('button', { name: "Show every admin's actions" }));
    await waitFor(() => expect(lastQuery().get('actor')).toBeNull());
    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/admin/activity'));
  });

  it('says an end before the start at the end date, and sends no dates until it is fixed', async () => {
    api.on('GET admin/activity', { body: listPage([]) });
    render('/admin/activity?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'No action matches these filters' })).toBeInTheDocument();
    expect(filters().getByLabelText('To')).toHaveAccessibleDescription(expect.stringContaining('The end date must be on or after the start date'));
    expect(lastQuery().get('from')).toBeNull();
    expect(lastQuery().get('to')).toBeNull();
  });

  it('speaks French', async () => {
    api.on('GET admin/activity', { body: listPage(ENTRIES) });
    render('/admin/activity', 'fr');
    const list = within(await screen.findByRole('list', { name: 'Actions d’administration' }));
    expect(list.getByText('Entreprise suspendue')).toBeInTheDocument();
    expect(screen.getByText('Motif : Unpaid invoices')).toBeInTheDocument();
    expect(screen.getByText('3 actions')).toBeInTheDocument();
  });

  it('exports the trail with the filters of the list as CSV, and says when the export fails', async () => {
    api.on('GET admin/activity', { body: listPage(ENTRIES.slice(0, 1)) });
    api.on('POST admin/activity/export', [file('when,who\r\n', 'text/csv', 'admin-activity.csv'), fail(403, 'Forbidden', 'FORBIDDEN')]);
    const { user } = render(`/admin/activity?action=company.suspended&from=2026-03-01&actor=${userId(7)}&page=2`);
    await screen.findByRole('list', { name: 'Admin actions' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    // The filters, not the page: the file holds the whole filtered trail.
    expect(api.calls('POST admin/activity/export').map((call) => call.body)).toEqual([
      { action: 'company.suspended', actor: userId(7), from: '2026-03-01' },
    ]);

    await user.selectOptions(filters().getByRole('combobox', { name: 'About' }), 'company');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    expect(api.calls('POST admin/activity/export').at(-1)!.body).toEqual({
      action: 'company.suspended', targetType: 'company', actor: userId(7), from: '2026-03-01',
    });
  });

  it('leaves out of the export dates that are the wrong way round, as the list does', async () => {
    api.on('GET admin/activity', { body: listPage([]) });
    api.on('POST admin/activity/export', fail(500, 'Boom', 'INTERNAL'));
    const { user } = render('/admin/activity?from=2026-03-10&to=2026-03-01&targetType=user');
    await screen.findByRole('heading', { level: 2, name: 'No action matches these filters' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export could not be made')).toBeInTheDocument();
    // Tried twice (a mutation's one retry after a 5xx), each time without the dates.
    expect(api.calls('POST admin/activity/export').map((call) => call.body)).toEqual([{ targetType: 'user' }, { targetType: 'user' }]);
  });
});
