import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '@pitchside/shared-api/contracts/admin';
import type { CompanyFieldSummary, CompanyFieldsResponse } from '@pitchside/shared-api/contracts/field';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile, type ReceivedRequest } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { savedField } from '../../testing/fields';
import { signIn } from '../../testing/session';
import { CompanyFieldsPage } from './fields-page';

const api = fakeApiForFile();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
function summary(n: number, overrides: Partial<CompanyFieldSummary> = {}): CompanyFieldSummary {
  return {
    id: id(n), name: `Court ${n}`, sportType: 'tennis', surfaceType: 'clay', indoor: false, capacity: 4, basePricePerHour: 4000,
    currency: 'USD', city: 'New York', country: 'USA', latitude: 40.7, longitude: -74, primaryImageUrl: null, amenities: [],
    companyName: 'Green Park Sports', publicationState: 'published', status: 'active', imageCount: 3, scheduleCount: 5,
    updatedAt: '2025-01-01T10:00:00.000Z', ...overrides,
  };
}
const counts = { published: 2, draft: 1, archived: 0 };
const page = (fields: CompanyFieldSummary[], pagination = { page: 1, limit: 10, total: fields.length, totalPages: 1 }): CompanyFieldsResponse =>
  ({ fields, pagination, counts });
/** Answers the list by the `state`, `search` and `page` it is asked for. */
function serveLists(lists: Partial<Record<string, CompanyFieldsResponse>>) {
  api.on('GET companies/fields', (request: ReceivedRequest) => {
    const query = new URLSearchParams(request.path.split('?')[1]);
    const key = [query.get('state'), query.get('search'), query.get('page')].filter(Boolean).join('|');
    return ok(lists[key] ?? lists[query.get('state') ?? ''] ?? page([]));
  });
}
const render = (role: Role = 'COMPANY_OWNER', permissions: Permission[] = []) =>
  renderPage(<CompanyFieldsPage />, { store: signIn(createTestStore(api.baseUrl), role, permissions), path: '/company/fields', route: '/company/fields' });
/** What a state change answers: the field itself. */
const changed = (n: number) => ok(savedField({ id: id(n), name: `Court ${n}` }));
const list = () => screen.getByRole('list', { name: /Published|Drafts|Archived/ });
const card = (name: string) => within(list()).getByRole('listitem', { name });

describe('CompanyFieldsPage', () => {
  it('lists the published fields with photo, sport, city, price, status, counts and links', async () => {
    serveLists({ published: page([summary(1), summary(2, { status: 'inactive', imageCount: 1, scheduleCount: 0, primaryImageUrl: '/api/v1/files/serve/p.jpg' })]) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Company fields' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New field' })).toHaveAttribute('href', '/fields/new');
    expect(screen.getByRole('link', { name: 'Bulk scheduling' })).toHaveAttribute('href', '/company/fields/bulk-schedule');
    expect(screen.getByRole('status', { name: 'Loading fields' })).toBeInTheDocument();

    const first = await screen.findByRole('listitem', { name: 'Court 1' });
    expect(first).toHaveTextContent('Tennis · New York');
    expect(first).toHaveTextContent('$40.00 per hour');
    expect(first).toHaveTextContent('Active3 images5 schedule days');
    expect(card('Court 2')).toHaveTextContent('Inactive1 image0 schedule days');
    expect(card('Court 2').querySelector('img')).toHaveAttribute('src', '/api/v1/files/serve/p.jpg');
    expect(within(first).getByRole('link', { name: 'Edit Court 1' })).toHaveAttribute('href', `/fields/${id(1)}/edit`);
    expect(within(first).getByRole('link', { name: 'Schedule & pricing of Court 1' })).toHaveAttribute('href', `/company/fields/${id(1)}/schedule`);
    expect(screen.getByRole('tab', { name: 'Published (2 fields)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Drafts (1 field)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived (0 fields)' })).toBeInTheDocument();
  });

  it('switches tabs, with an empty state per tab', async () => {
    serveLists({ published: page([summary(1)]), draft: page([summary(3, { publicationState: 'draft' })]) });
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Court 1' });
    await user.click(screen.getByRole('tab', { name: /Drafts/ }));
    expect(await screen.findByRole('listitem', { name: 'Court 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Archived/ }));
    expect(await screen.findByRole('heading', { name: 'No archived fields' })).toBeInTheDocument();
    expect(api.requests.map((request) => new URLSearchParams(request.path.split('?')[1]).get('state'))).toEqual(['published', 'draft', 'archived']);
  });

  it('searches by name or city and says when nothing matches', async () => {
    serveLists({ published: page([summary(1)]), 'published|Paris|1': page([]) });
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Court 1' });
    await user.type(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search fields' }), 'Paris');
    expect(await screen.findByRole('heading', { name: 'No fields match “Paris”' })).toBeInTheDocument();
    expect(api.requests.at(-1)?.path).toContain('search=Paris');
  });

  it('pages through a long list', async () => {
    serveLists({
      published: page([summary(1)], { page: 1, limit: 10, total: 11, totalPages: 2 }),
      'published|2': page([summary(11)], { page: 2, limit: 10, total: 11, totalPages: 2 }),
    });
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Court 1' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Court 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('activates at once, but asks before deactivating; toasts the outcome', async () => {
    serveLists({ published: page([summary(1, { status: 'inactive' }), summary(2)]) });
    api.on(`PATCH fields/${id(1)}/status`, changed(1));
    api.on(`PATCH fields/${id(2)}/status`, fail(500, 'Internal error', 'INTERNAL_ERROR'));
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Court 1' });

    await user.click(within(card('Court 1')).getByRole('button', { name: 'More actions for Court 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByText('Court 1 is active')).toBeInTheDocument();
    expect(api.calls(`PATCH fields/${id(1)}/status`)[0]?.body).toEqual({ status: 'active' });

    await user.click(within(card('Court 2')).getByRole('button', { name: 'More actions for Court 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Court 2?' });
    expect(api.calls(`PATCH fields/${id(2)}/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to update field status')).toBeInTheDocument();
    expect(api.calls(`PATCH fields/${id(2)}/status`)[0]?.body).toEqual({ status: 'inactive' });
  });

  it('unpublishing and archiving ask first; keeping the field sends nothing', async () => {
    serveLists({ published: page([summary(1)]) });
    api.on(`POST fields/${id(1)}/archive`, changed(1));
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Court 1' });
    await user.click(within(card('Court 1')).getByRole('button', { name: 'More actions for Court 1' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deactivate', 'Unpublish', 'Archive']);
    await user.click(screen.getByRole('menuitem', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Unpublish Court 1?' })).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.click(within(card('Court 1')).getByRole('button', { name: 'More actions for Court 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Archive Court 1?' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Court 1 is archived')).toBeInTheDocument();
  });

  it('offers publish and delete on drafts only; delete asks, and says why the server refused', async () => {
    serveLists({ published: page([summary(1)]), draft: page([summary(3, { publicationState: 'draft' })]) });
    api.on(`DELETE fields/${id(3)}`, fail(404, 'Field not found', 'NOT_FOUND'));
    const { user } = render();
    await screen.findByRole('listitem', { name: 'Court 1' });
    await user.click(screen.getByRole('tab', { name: /Drafts/ }));
    await screen.findByRole('listitem', { name: 'Court 3' });
    await user.click(within(card('Court 3')).getByRole('button', { name: 'More actions for Court 3' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deactivate', 'Publish', 'Archive', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Court 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete field: Field not found')).toBeInTheDocument();
  });

  it('restores an archived field without asking', async () => {
    serveLists({ archived: page([summary(4, { publicationState: 'archived' })]) });
    api.on(`POST fields/${id(4)}/restore`, changed(4));
    const { user } = render();
    await user.click(screen.getByRole('tab', { name: /Archived/ }));
    await screen.findByRole('listitem', { name: 'Court 4' });
    await user.click(within(card('Court 4')).getByRole('button', { name: 'More actions for Court 4' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deactivate', 'Restore']);
    await user.click(screen.getByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByText('Court 4 is restored to your drafts')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    api.on('GET companies/fields', fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = render();
    const alert = (await screen.findByText('Failed to load fields')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    serveLists({ published: page([summary(1)]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Court 1' })).toBeInTheDocument();
  });

  it('tells the staff of a suspended company why its fields cannot be listed', async () => {
    api.on('GET companies/fields', fail(403, ADMIN_MESSAGES.companySuspended('Unpaid invoices'), ADMIN_ERROR_CODES.companySuspended));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This company is suspended: Unpaid invoices');
    expect(screen.queryByText('Failed to load fields')).not.toBeInTheDocument();
  });

  it('tells an employee without MANAGE_FIELDS they have no permission, and loads nothing', () => {
    render('EMPLOYEE', ['MANAGE_RESERVATIONS']);
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
