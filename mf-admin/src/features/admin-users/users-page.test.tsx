import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { listPage, user as account, userId } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { UsersPage } from './users-page';

const api = fakeApiForFile();

const render = (path = '/admin/users', language?: 'en' | 'ar') =>
  renderPage(<UsersPage />, { store: createTestStore(api.baseUrl), path, route: '/admin/users', language });
const lastQuery = () => api.calls('GET admin/users').at(-1)!.query;
const filters = () => within(screen.getByRole('search', { name: 'Filter users' }));

describe('Admin UsersPage (/admin/users)', () => {
  it('lists the accounts with their role, status, company and activity', async () => {
    api.on('GET admin/users', { body: listPage([
      account(1),
      account(2, { role: 'EMPLOYEE', status: 'locked', companyName: 'Arena Sports', lastActiveAt: null }),
      account(3, { status: 'unverified', emailVerified: false }),
    ]) });
    render();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Sam1 Rivera' })).toHaveAttribute('href', `/admin/users/${userId(1)}`);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Sam1 Riverasam1@example.com');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Locked', 'Employee', 'Arena Sports', 'Never', 'Jun 1, 2025']);
    expect(within(rows[2]!).getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('filters by the roles of docs/product/roles-and-permissions.md and by status, through the address', async () => {
    api.on('GET admin/users', { body: listPage([account(1)]) });
    const { user, location } = render('/admin/users?status=locked&search=sam');
    await screen.findByRole('link', { name: 'Sam1 Rivera' });
    expect(Object.fromEntries(lastQuery())).toEqual({ search: 'sam', status: 'locked', page: '1', limit: '20' });
    expect(filters().getByRole('searchbox', { name: 'Search users' })).toHaveValue('sam');
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveValue('locked');

    const role = filters().getByRole('combobox', { name: 'Role' });
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All roles', 'Super Admin', 'Company Owner', 'Employee', 'Customer',
    ]);
    await user.selectOptions(role, 'EMPLOYEE');
    await waitFor(() => expect(location()).toBe('/admin/users?status=locked&search=sam&role=EMPLOYEE'));
    await waitFor(() => expect(lastQuery().get('role')).toBe('EMPLOYEE'));
    expect(role).toHaveValue('EMPLOYEE');

    const search = filters().getByRole('searchbox', { name: 'Search users' });
    await user.clear(search);
    await user.type(search, 'rivera');
    await user.tab();
    await waitFor(() => expect(lastQuery().get('search')).toBe('rivera'));
  });

  it('pages through the accounts', async () => {
    api.on('GET admin/users', ({ query }) => ({ body: listPage([account(Number(query.get('page')))], { page: Number(query.get('page')), total: 41, totalPages: 3 }) }));
    const { user, location } = render();
    expect(await screen.findByText('41 users')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Sam2 Rivera' })).toBeInTheDocument();
    expect(location()).toBe('/admin/users?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages of users' })).toHaveTextContent('Page 2 of 3');
  });

  it('speaks Arabic, with its plural forms', async () => {
    api.on('GET admin/users', { body: listPage([account(1), account(2), account(3)]) });
    render('/admin/users', 'ar');
    expect(await screen.findByText('3 مستخدمين')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeInTheDocument();
  });

  it('tells an empty platform from filters that match nothing, and offers a retry on failure', async () => {
    api.on('GET admin/users', { body: listPage([]) });
    const first = render('/admin/users?role=SUPER_ADMIN');
    expect(await screen.findByRole('heading', { level: 2, name: 'No user matches these filters' })).toBeInTheDocument();
    first.unmount();

    api.on('GET admin/users', fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = render();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load users');
    api.on('GET admin/users', { body: listPage([]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No users to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View companies' })).toHaveAttribute('href', '/admin/companies');
  });
});
