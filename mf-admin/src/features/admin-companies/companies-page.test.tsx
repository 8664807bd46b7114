import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { company, companyId, listPage } from '../../testing/admin-fixtures';
import { createTestStore, renderPage } from '../../testing/render-page';
import { CompaniesPage } from './companies-page';

const api = fakeApiForFile();

const render = (path = '/admin/companies') =>
  renderPage(<CompaniesPage />, { store: createTestStore(api.baseUrl), path, route: '/admin/companies' });
const lastQuery = () => api.calls('GET admin/companies').at(-1)!.query;
const filters = () => within(screen.getByRole('search', { name: 'Filter companies' }));

describe('Admin CompaniesPage (/admin/companies)', () => {
  it('lists the companies with their status, plan, owner, counts and bookings of the last 30 days', async () => {
    api.on('GET admin/companies', { body: listPage([company(1), company(2, { status: 'suspended', plan: 'basic' })], { total: 2 }) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Companies' });
    const [, arena, second] = within(table).getAllByRole('row');
    expect(within(arena!).getByRole('link', { name: 'Arena Sports' })).toHaveAttribute('href', `/admin/companies/${companyId(1)}`);
    expect(within(arena!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Active', 'Premium', 'Olivia Owner1owner1@example.com', '4 fields · 7 staff', '1,234', 'Jan 15, 2025',
    ]);
    expect(within(second!).getByText('Suspended')).toBeInTheDocument();
    expect(within(second!).getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('2 companies')).toBeInTheDocument();
    // The first request asks for the default order and page.
    expect(Object.fromEntries(lastQuery())).toEqual({ sort: '-createdAt', page: '1', limit: '20' });
  });

  it('takes its filters and page from the address, and shows them in the controls', async () => {
    api.on('GET admin/companies', { body: listPage([company(1)], { page: 2, total: 21, totalPages: 2 }) });
    render('/admin/companies?search=arena&status=suspended&plan=enterprise&sort=name&page=2');
    await screen.findByRole('link', { name: 'Arena Sports' });
    expect(Object.fromEntries(lastQuery())).toEqual({ search: 'arena', status: 'suspended', plan: 'enterprise', sort: 'name', page: '2', limit: '20' });
    expect(filters().getByRole('searchbox', { name: 'Search companies' })).toHaveValue('arena');
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveValue('suspended');
    expect(filters().getByRole('combobox', { name: 'Plan' })).toHaveValue('enterprise');
    expect(filters().getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.getByRole('navigation', { name: 'Pages of companies' })).toHaveTextContent('Page 2 of 2');
  });

  it('ignores values the contract does not know, rather than sending them', async () => {
    api.on('GET admin/companies', { body: listPage([company(1)]) });
    render('/admin/companies?status=closed&plan=gold&sort=random&page=-3');
    await screen.findByRole('link', { name: 'Arena Sports' });
    expect(Object.fromEntries(lastQuery())).toEqual({ sort: '-createdAt', page: '1', limit: '20' });
  });

  it('puts each filter change into the address, back on the first page, and clears them all', async () => {
    api.on('GET admin/companies', { body: listPage([company(1)], { total: 45, totalPages: 3 }) });
    const { user, location } = render('/admin/companies?page=2');
    await screen.findByRole('link', { name: 'Arena Sports' });

    await user.type(filters().getByRole('searchbox', { name: 'Search companies' }), 'lyon{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/companies?search=lyon'));
    await user.selectOptions(filters().getByRole('combobox', { name: 'Plan' }), 'premium');
    await user.selectOptions(filters().getByRole('combobox', { name: 'Status' }), 'active');
    await user.selectOptions(filters().getByRole('combobox', { name: 'Sort by' }), '-bookings30d');
    await waitFor(() => expect(location()).toBe('/admin/companies?search=lyon&plan=premium&status=active&sort=-bookings30d'));
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({
      search: 'lyon', status: 'active', plan: 'premium', sort: '-bookings30d', page: '1', limit: '20',
    }));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));

    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/admin/companies'));
    expect(filters().getByRole('searchbox', { name: 'Search companies' })).toHaveValue('');
  });

  it('opens a company from its row', async () => {
    api.on('GET admin/companies', { body: listPage([company(1)]) });
    const { user, location } = render();
    const link = await screen.findByRole('link', { name: 'Arena Sports' });
    await user.click(link.closest('tr')!.querySelector('td')!);
    expect(location()).toBe(`/admin/companies/${companyId(1)}`);
  });

  it('tells an empty platform from filters that match nothing', async () => {
    api.on('GET admin/companies', { body: listPage([]) });
    const first = render();
    expect(await screen.findByRole('heading', { level: 2, name: 'No companies to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View users' })).toHaveAttribute('href', '/admin/users');
    first.unmount();

    const { user, location } = render('/admin/companies?plan=basic');
    expect(await screen.findByRole('heading', { level: 2, name: 'No company matches these filters' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/admin/companies'));
  });

  it('shows the documented failure text with a retry', async () => {
    api.on('GET admin/companies', fail(500, 'Boom', 'INTERNAL'));
    const { user } = render();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load companies');
    api.on('GET admin/companies', { body: listPage([company(1)]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Arena Sports' })).toBeInTheDocument();
  });
});
