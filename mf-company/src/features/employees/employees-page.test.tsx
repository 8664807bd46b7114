import { screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { EmployeesPage } from './employees-page';
import { employee, list, ROLES } from './testing/employee-fixtures';

const api = fakeApiForFile();

const render = ({ role = 'COMPANY_OWNER' as Role, language = 'en' as LanguageCode, path = '/company/employees' } = {}) =>
  renderPage(<EmployeesPage />, { store: signIn(createTestStore(api.baseUrl), role), path, route: '/company/employees', language });

describe('Employees page', () => {
  it('lists the staff and sends several roles and statuses as repeated values', async () => {
    api.on('GET companies/employees', () => ok(list([employee(1, { pendingFirstSignIn: true }), employee(2, { status: 'inactive', role: ROLES[5]!.id, roleName: 'Coach' })])));
    const { user } = render();
    expect(await screen.findByRole('link', { name: 'Sam1 Rivera' })).toHaveAttribute('href', '/company/employees/7f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c01');
    expect(screen.getByText('Awaiting first sign-in')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Employees' })).getByText('Coach')).toBeInTheDocument();
    expect(screen.getByText('2 employees')).toBeInTheDocument();

    const filters = within(screen.getByRole('search', { name: 'Filters' }));
    await user.click(filters.getByRole('button', { name: 'Manager' }));
    await user.click(filters.getByRole('button', { name: 'Coach' }));
    await user.click(filters.getByRole('button', { name: 'Inactive' }));
    await user.type(filters.getByRole('searchbox', { name: 'Search employees' }), 'sam{Enter}');
    await waitFor(() => {
      const query = api.calls('GET companies/employees').at(-1)!.query;
      expect(query.getAll('role')).toEqual(['manager', ROLES[5]!.id]);
      expect(query.getAll('status')).toEqual(['inactive']);
      expect(query.get('search')).toBe('sam');
    });
    expect(filters.getByRole('button', { name: 'Manager' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('folds the advanced filters behind "More filters" on phones, which counts those set', async () => {
    api.on('GET companies/employees', () => ok(list([employee(1)])));
    const { user } = render();
    await screen.findByRole('link', { name: 'Sam1 Rivera' });
    const filters = within(screen.getByRole('search', { name: 'Filters' }));
    // The test page is wider than a phone (no media query matches): the toggle is out of sight and reach,
    // the advanced filters are in view. The toggle's own behaviour is checked below all the same.
    expect(filters.queryByRole('button', { name: 'More filters' })).not.toBeInTheDocument();
    const toggle = filters.getByRole('button', { name: 'More filters', hidden: true });
    const advanced = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(advanced).toContainElement(filters.getByRole('combobox', { name: 'Department' }));
    expect(advanced).not.toContainElement(filters.getByRole('combobox', { name: 'Sort by' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(filters.getByRole('button', { name: 'Manager' }));
    await user.click(filters.getByRole('button', { name: 'Inactive' }));
    expect(filters.getByRole('button', { name: 'More filters (2)', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts with the advanced filters open when the address sets one', async () => {
    api.on('GET companies/employees', () => ok(list([employee(1)])));
    render({ path: '/company/employees?status=inactive&search=sam', language: 'fr' });
    await screen.findByRole('link', { name: 'Sam1 Rivera' });
    expect(screen.getByRole('button', { name: 'Plus de filtres (1)', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('selects one, all and none, and deactivates the selection after confirming', async () => {
    api.on('GET companies/employees', () => ok(list([employee(1), employee(2), employee(3)])));
    api.on('PATCH companies/employees/bulk', ({ body }) => ok({ count: (body as { ids: string[] }).ids.length, employees: [] }));
    const { user } = render();
    await screen.findByRole('link', { name: 'Sam1 Rivera' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam2 Rivera' }));
    const toolbar = () => screen.getByRole('toolbar', { name: 'Actions on the selected employees' });
    expect(toolbar()).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute('aria-checked', 'mixed');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(toolbar()).toHaveTextContent('3 selected');
    await user.click(within(toolbar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Sam1 Rivera' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam3 Rivera' }));
    await user.click(within(toolbar()).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 employees?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('PATCH companies/employees/bulk')).toHaveLength(1));
    expect(api.calls('PATCH companies/employees/bulk')[0]!.body).toEqual({
      ids: [employee(1).id, employee(3).id], data: { status: 'inactive' },
    });
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
  });

  it('checks the employee form with the documented texts, sends what was typed, and shows a taken e-mail at its input', async () => {
    api.on('GET companies/employees', () => ok(list([])));
    api.on('POST companies/employees', () => fail(409, 'An account with this email already exists', 'EMPLOYEE_EMAIL_EXISTS'));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Add employee' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add an employee' });
    const inside = within(dialog);
    await user.clear(inside.getByLabelText(/Hire date/));
    await user.click(inside.getByRole('button', { name: 'Add employee' }));
    expect(await inside.findByText('First name is required')).toBeInTheDocument();
    expect(inside.getByText('Last name is required')).toBeInTheDocument();
    expect(inside.getByText('Position is required')).toBeInTheDocument();
    expect(inside.getByText('Hire date is required')).toBeInTheDocument();
    expect(api.calls('POST companies/employees')).toHaveLength(0);

    await user.type(inside.getByLabelText(/First name/), 'Lina');
    await user.type(inside.getByLabelText(/Last name/), 'Haddad');
    await user.type(inside.getByLabelText(/E-mail/), 'not-an-address');
    await user.type(inside.getByLabelText(/Position/), 'Coach');
    await user.type(inside.getByLabelText(/Hire date/), '2026-05-04');
    await user.click(inside.getByRole('button', { name: 'Add employee' }));
    expect(await inside.findByText('Invalid email address')).toBeInTheDocument();

    await user.clear(inside.getByLabelText(/E-mail/));
    await user.type(inside.getByLabelText(/E-mail/), 'lina@example.com');
    await user.selectOptions(inside.getByRole('combobox', { name: /Role/ }), 'Receptionist');
    await user.type(inside.getByLabelText(/Hourly rate/), '18.50');
    await user.click(inside.getByRole('button', { name: 'Add employee' }));
    expect(await inside.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(api.calls('POST companies/employees')[0]!.body).toMatchObject({
      firstName: 'Lina', lastName: 'Haddad', email: 'lina@example.com', position: 'Coach', role: 'receptionist', hireDate: '2026-05-04',
      employmentType: 'full_time', hourlyRate: 1850, permissions: null, language: 'en',
    });
  });

  it('lists the roles with what they grant and adds one of the company’s own', async () => {
    api.on('GET companies/employees', () => ok(list([employee(1)])));
    api.on('POST companies/roles', ({ body }) => ok({ id: '4f1c9c1e-1f4b-4c55-9d3e-2a8f1b6b0c98', builtIn: false, employeeCount: 0, description: null, ...(body as object) }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles' });
    const roles = within(dialog).getByRole('list', { name: 'Roles' });
    expect(within(roles).getAllByRole('listitem')[0]).toHaveTextContent('ManagerFields, reservations and analytics');
    expect(within(roles).getAllByRole('listitem')[1]).toHaveTextContent('Manage bookings, Scan QR codes');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(within(dialog).getByText('Role name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Coach');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Scan QR codes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(api.calls('POST companies/roles')).toHaveLength(1));
    expect(api.calls('POST companies/roles')[0]!.body).toEqual({ name: 'Coach', description: null, permissions: ['SCAN_QR_CODES'] });
  });

  it('speaks Arabic, with its plural forms', async () => {
    api.on('GET companies/employees', () => ok(list([employee(1)])));
    render({ language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الموظفون' })).toBeInTheDocument();
    expect(await screen.findByText('موظف واحد')).toBeInTheDocument();
  });

  it('shows the documented fallback when the list cannot load, and retries', async () => {
    api.on('GET companies/employees', () => fail(500, 'boom', 'INTERNAL_ERROR'));
    const { user } = render();
    expect(await screen.findByText('Failed to fetch employees', {}, { timeout: 10_000 })).toBeInTheDocument();
    api.on('GET companies/employees', () => ok(list([employee(4)])));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'Sam4 Rivera' })).toBeInTheDocument();
  }, 20_000);

  it('an employee sees that the page is not theirs', () => {
    render({ role: 'EMPLOYEE' });
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(api.calls('GET companies/employees')).toHaveLength(0);
  });
});
