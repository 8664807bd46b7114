import { screen } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../testing/render-page';
import { signIn } from '../testing/session';
import CompanyArea from './company-area';

const api = fakeApiForFile();

const at = (path: string) => renderPage(<CompanyArea />, { path, route: '/company/*' });
const title = () => screen.getByRole('heading', { level: 1 });

describe('CompanyArea nested routes (/company/*)', () => {
  it.each([
    ['/company', 'Company overview'],
    ['/company/profile', 'Company profile'],
    ['/company/fields', 'Company fields'],
    ['/company/fields/f1/schedule', 'Scheduling and pricing'],
    ['/company/fields/bulk-schedule', 'Bulk scheduling'],
    ['/company/bookings', 'Booking management'],
    ['/company/check-in', 'Check-in'],
    ['/company/employees', 'Employees'],
    ['/company/employees/e1', 'Employee'],
    ['/company/analytics', 'Analytics'],
    ['/company/settings', 'Company settings'],
  ])('%s renders "%s"', async (path, heading) => {
    at(path);
    // Each page's code loads when its route is first shown.
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(title()).toHaveTextContent(heading);
  });

  const asOwner = (path: string) =>
    renderPage(<CompanyArea />, { store: signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER'), path, route: '/company/*' });

  it('renders the employees page for /company/employees', async () => {
    api.on('GET companies/employees', () => ok({
      employees: [], roles: [], permissions: [], departments: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    }));
    asOwner('/company/employees');
    expect(await screen.findByRole('searchbox', { name: 'Search employees' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No employees yet' })).toBeInTheDocument();
  });

  it('says an employee cannot be found and links back to the list', async () => {
    api.on('GET companies/employees/e1', () => fail(400, 'Employee not found', 'VALIDATION_ERROR'));
    api.on('GET companies/roles', () => ok({ roles: [] }));
    asOwner('/company/employees/e1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Employee not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to employees' })).toHaveAttribute('href', '/company/employees');
  });

  it('answers an unknown company path with a not-found message and a link back to /company', () => {
    at('/company/nope');
    expect(title()).toHaveTextContent('Page not found');
    expect(screen.getByText('There is no company page at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to company overview' })).toHaveAttribute('href', '/company');
  });
});
