import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { EmployeesPage } from './employees-page';

describe('EmployeesPage', () => {
  it('searches and filters by role, status and employment type', async () => {
    const { user } = renderPage(<EmployeesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    const search = within(screen.getByRole('search'));
    await user.type(search.getByRole('searchbox', { name: 'Search employees' }), 'Ali');
    expect(search.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('Ali');
    const role = search.getByRole('combobox', { name: 'Role' });
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All roles', 'Manager', 'Staff', 'Maintenance', 'Receptionist', 'Supervisor',
    ]);
    await user.selectOptions(role, 'receptionist');
    expect(role).toHaveValue('receptionist');
    await user.selectOptions(search.getByRole('combobox', { name: 'Employment type' }), 'partTime');
    expect(search.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('is empty, with adding an employee marked as coming', () => {
    renderPage(<EmployeesPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'No employees yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employee' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the spec failure text with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<EmployeesPage failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch employees');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
