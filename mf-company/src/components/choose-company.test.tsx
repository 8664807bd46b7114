import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import type { AdminCompany } from '@pitchside/shared-api/contracts/admin';
import { createTestStore, renderPage } from '../testing/render-page';
import { signIn } from '../testing/session';
import { ChooseCompany } from './choose-company';

const api = fakeApiForFile();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'c')}`;
const company = (n: number, overrides: Partial<AdminCompany> = {}): AdminCompany => ({
  id: id(n), name: `Company ${n}`, status: 'active', suspendedAt: null, suspensionReason: null, plan: 'basic',
  owner: { id: '00000000-0000-4000-8000-00000000000a', email: `owner${n}@example.com`, name: 'Olivia Owner' },
  fieldsCount: 1, employeesCount: 1, bookings30d: 0, createdAt: '2025-01-01T00:00:00.000Z', ...overrides,
});
const answer = (data: AdminCompany[], total = data.length) =>
  ({ body: { success: true, data, pagination: { page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) || 1 } } });

const render = (path = '/company/employees') =>
  renderPage(<ChooseCompany />, { store: signIn(createTestStore(api.baseUrl), 'SUPER_ADMIN'), path });

describe('ChooseCompany (a super admin naming the company of a company page)', () => {
  it('lists the first companies by name, each opening the current page for it with ?companyId=', async () => {
    api.on('GET admin/companies', answer([company(1), company(2, { status: 'suspended' })], 45));
    render('/company/employees?status=active');
    expect(screen.getByRole('heading', { name: 'Choose a company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to companies' })).toHaveAttribute('href', '/admin/companies');
    const list = within(await screen.findByRole('list', { name: 'Companies' }));
    expect(list.getByRole('link', { name: 'Company 1' })).toHaveAttribute('href', `/company/employees?status=active&companyId=${id(1)}`);
    expect(list.getAllByRole('listitem')[1]).toHaveTextContent('Company 2owner2@example.com Suspended');
    expect(screen.getByText('The first 2 of 45 companies: search to find another.')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET admin/companies')[0]!.query)).toEqual({ sort: 'name', limit: '20' });
  });

  it('opens the page it was asked on', async () => {
    api.on('GET admin/companies', answer([company(3)]));
    const { user, location } = render('/company/settings');
    await user.click(await screen.findByRole('link', { name: 'Company 3' }));
    expect(location()).toBe(`/company/settings?companyId=${id(3)}`);
  });

  it('searches the companies as the super admin types', async () => {
    api.on('GET admin/companies', ({ query }) => answer(query.get('search') ? [company(7, { name: 'Lyon Padel' })] : [company(1)]));
    const { user } = render();
    await screen.findByRole('link', { name: 'Company 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'lyon');
    expect(await screen.findByRole('link', { name: 'Lyon Padel' })).toBeInTheDocument();
    expect(api.calls('GET admin/companies').at(-1)!.query.get('search')).toBe('lyon');
    // Typing pauses before searching: not one request per key.
    expect(api.calls('GET admin/companies').length).toBeLessThanOrEqual(3);
  });

  it('says when no company matches, and offers a retry when the list cannot be read', async () => {
    api.on('GET admin/companies', answer([]));
    const { user } = render();
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'zzz');
    expect(await screen.findByText('No company matches “zzz”.')).toBeInTheDocument();

    api.on('GET admin/companies', fail(403, 'Forbidden', 'FORBIDDEN'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search companies' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load companies');
    api.on('GET admin/companies', answer([company(1)]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
