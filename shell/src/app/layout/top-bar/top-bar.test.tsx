import { act, screen, waitFor, within } from '@testing-library/react';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { notify } from '@pitchside/shared-ui/toaster';
import { renderShell, signIn } from '../../../testing/render-shell';
import { startNotificationServer, type NotificationServer } from '../../../testing/notification-server';
import { TopBar } from './top-bar';

let api: NotificationServer;
beforeAll(async () => {
  api = await startNotificationServer();
});
afterAll(() => api.close());
afterEach(() => act(() => notify.dismiss()));

describe('top bar', () => {
  it('offers Login and Sign Up to a visitor, and no bell or account menu', () => {
    renderShell(<TopBar />, { store: api.createStore() });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Pitchside home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Select language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the bell and the account menu with Profile and Settings', async () => {
    const store = api.createStore();
    signIn(store);
    const { user } = renderShell(<TopBar />, { store, route: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Pitchside home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu for Lina Haddad' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('lina@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('opens the account menu from the keyboard and gives focus back to its button when closed', async () => {
    const store = api.createStore();
    signIn(store);
    const { user } = renderShell(<TopBar />, { store, route: '/dashboard' });
    const plain = await screen.findByRole('button', { name: 'Account menu for Lina Haddad' });
    expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    plain.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu for Lina Haddad' })).toHaveFocus();
  });

  it('logs out: the session ends, a toast confirms and the app goes home', async () => {
    const store = api.createStore();
    signIn(store);
    const { user } = renderShell(<TopBar />, { store, route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Lina Haddad' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(localStorage.getItem('pitchside_access_token')).toBeNull();
    expect(api.calls).toContain('POST /auth/logout');
  });

  it('shows the menu button only when the layout hands it one', async () => {
    const onOpen = vi.fn();
    const { user } = renderShell(<TopBar menu={{ open: false, onOpen }} />);
    // CSS shows it below 1024 px only, and jsdom evaluates media queries as a 1024 px wide screen: hidden
    // here. The widths are checked in the browser (e2e/tests/foundation/sidebar.spec.ts).
    const button = screen.getByRole('button', { name: 'Open navigation menu', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
