import { act, screen, within } from '@testing-library/react';
import { Link } from '@pitchside/shared-ui/router';
import { employeePermissionsRequested } from '@pitchside/shared-api/client/auth-slice';
import { createAppStore } from '@pitchside/shared-api/client/store';
import { renderShell, signIn } from '../../../testing/render-shell';
import { Sidebar } from './sidebar';

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function renderSidebar(role: Parameters<typeof signIn>[1], route = '/dashboard', permissions: Parameters<typeof signIn>[2] = []) {
  const store = createAppStore();
  signIn(store, role, permissions);
  return renderShell(
    <>
      <Sidebar />
      <Link to="/company/fields">go to company fields</Link>
    </>,
    { route, store },
  );
}

describe('sidebar', () => {
  it('shows a customer the everyday items and the bottom items, without groups', () => {
    renderSidebar('CUSTOMER');
    expect(linkNames()).toEqual(['Dashboard', 'Facilities', 'Bookings', 'Become a company', 'Notifications', 'Help', 'Settings']);
    expect(screen.getByRole('link', { name: 'Become a company' })).toHaveAttribute('href', '/company/upgrade');
    expect(screen.queryByRole('button', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facilities' })).toHaveAttribute('href', '/fields');
  });

  it('marks the current page with aria-current, and /company only on itself', () => {
    renderSidebar('COMPANY_OWNER', '/company/fields');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Fields' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('auto-expands the company group for an owner and lets them collapse and expand it', async () => {
    const { user } = renderSidebar('COMPANY_OWNER');
    const group = screen.getByRole('button', { name: 'Company' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(within(list!).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/company', '/company/profile', '/company/fields', '/company/bookings', '/company/promotions', '/company/check-in', '/company/employees', '/company/analytics',
      '/company/settings', '/company/upgrade',
    ]);
    expect(within(list!).getByRole('link', { name: 'Plan & billing' })).toHaveAttribute('href', '/company/upgrade');
    expect(screen.queryByRole('link', { name: 'Become a company' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Panel' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
  });

  it('opens the company group again when the user navigates into /company', async () => {
    const { user } = renderSidebar('COMPANY_OWNER');
    const group = screen.getByRole('button', { name: 'Company' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: 'go to company fields' }));
    expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows an employee only the company links their permissions allow', () => {
    renderSidebar('EMPLOYEE', '/dashboard', ['MANAGE_RESERVATIONS']);
    expect(linkNames()).toEqual(['Dashboard', 'Facilities', 'Bookings', 'Payments', 'Bookings', 'Notifications', 'Help', 'Settings']);
  });

  it('shows permission items to an employee while their permissions load', () => {
    const { store } = renderSidebar('EMPLOYEE');
    expect(screen.queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(employeePermissionsRequested());
    });
    expect(screen.getAllByRole('link', { name: 'Analytics' }).length).toBeGreaterThan(0);
  });

  it('shows a super admin the admin panel, expanded', () => {
    renderSidebar('SUPER_ADMIN');
    expect(screen.getByRole('button', { name: 'Admin Panel' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Platform settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');
    expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/admin/announcements');
    expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/admin/releases');
  });

  it('reports a followed link so the drawer can close', async () => {
    const onNavigate = vi.fn();
    const store = createAppStore();
    signIn(store);
    const { user } = renderShell(<Sidebar onNavigate={onNavigate} />, { store });
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/bookings');
  });
});
