import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import type { LoadState } from '@pitchside/shared-ui/load-error';
import { renderPage } from '../testing/render-page';
import { AnalyticsPage } from '../features/admin-analytics/analytics-page';
import { SettingsPage } from '../features/admin-settings/settings-page';
import { UsersPage } from '../features/admin-users/users-page';
import { CompaniesPage } from '../features/admin-companies/companies-page';

const PAGES: [string, ComponentType<LoadState>, string, string, string][] = [
  ['Companies', CompaniesPage, 'No companies to show', 'View users', 'Failed to load companies'],
  ['Users', UsersPage, 'No users to show', 'View companies', 'Failed to load users'],
  ['Platform analytics', AnalyticsPage, 'No analytics yet', 'Back to the admin overview', 'Failed to load analytics'],
  ['Platform settings', SettingsPage, 'No settings yet', 'Back to the admin overview', 'Failed to load settings'],
];

describe.each(PAGES)('%s', (title, Page, empty, action, failure) => {
  it('has its title and an honest empty state with a next action', () => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
  });

  it('shows the documented failure text with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPage(<Page failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('admin filters', () => {
  it('filters users by the roles of docs/product/roles-and-permissions.md', async () => {
    const { user } = renderPage(<UsersPage />);
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All roles', 'Super Admin', 'Company Owner', 'Employee', 'Customer',
    ]);
    await user.selectOptions(role, 'EMPLOYEE');
    expect(role).toHaveValue('EMPLOYEE');
  });

  it('filters companies by plan and searches by name', async () => {
    const { user } = renderPage(<CompaniesPage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'Arena');
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('Arena');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'premium');
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('premium');
  });

  it('asks for dates only for a custom analytics range', async () => {
    const { user } = renderPage(<AnalyticsPage />);
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'custom');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
  });
});
