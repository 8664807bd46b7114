import { screen } from '@testing-library/react';
import { fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { companyId, listPage, userId } from '../testing/admin-fixtures';
import { createTestStore, renderPage } from '../testing/render-page';
import AdminArea from './admin-area';

const api = fakeApiForFile();

const at = (path: string) => renderPage(<AdminArea />, { path, route: '/admin/*', store: createTestStore(api.baseUrl) });

describe('AdminArea nested routes (/admin/*)', () => {
  it.each([
    ['/admin', 'Admin panel'],
    ['/admin/companies', 'Companies'],
    [`/admin/companies/${companyId(1)}`, 'Company'],
    ['/admin/users', 'Users'],
    [`/admin/users/${userId(1)}`, 'User'],
    ['/admin/activity', 'Admin activity'],
    ['/admin/analytics', 'Platform analytics'],
    ['/admin/announcements', 'Announcements'],
    ['/admin/releases', 'App releases'],
    ['/admin/settings', 'Platform settings'],
  ])('%s renders "%s"', (path, title) => {
    at(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('renders the users page for /admin/users', async () => {
    api.on('GET admin/users', { body: listPage([]) });
    at('/admin/users');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'No users to show' })).toBeInTheDocument();
  });

  it('answers an unknown admin path with a not-found message and a link back to /admin', () => {
    at('/admin/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no admin page at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the admin overview' })).toHaveAttribute('href', '/admin');
  });
});
