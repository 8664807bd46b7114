import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@pitchside/shared-ui/router';
import { renderShell, signIn, mockMatchMedia } from '../../testing/render-shell';
import { startNotificationServer, type NotificationServer } from '../../testing/notification-server';
import { AppLayout } from './app-layout';

let api: NotificationServer;
beforeAll(async () => {
  api = await startNotificationServer();
});
afterAll(() => api.close());

function renderLayout(signedIn: boolean) {
  const store = api.createStore();
  if (signedIn) signIn(store);
  return renderShell(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/bookings" element={<h1>Bookings page</h1>} />
      </Route>
    </Routes>,
    { store },
  );
}

describe('app layout', () => {
  it('frames a visitor’s page with skip link, top bar and footer but no sidebar', () => {
    mockMatchMedia(true);
    renderLayout(false);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the persistent sidebar on a wide screen', async () => {
    mockMatchMedia(true);
    renderLayout(true);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('puts the sidebar in a drawer on a small screen, closed after following a link', async () => {
    mockMatchMedia(false);
    const { user } = renderLayout(true);
    // The persistent sidebar is rendered too, in its column that CSS hides below 1024 px, where CSS shows the
    // menu button. jsdom evaluates media queries as a 1024 px wide screen (the button is hidden for it):
    // the widths are checked in the browser (e2e/tests/foundation/sidebar.spec.ts).
    expect(screen.getByRole('complementary')).toContainElement(screen.getByRole('navigation', { name: 'Main navigation' }));
    const menu = screen.getByRole('button', { name: 'Open navigation menu', hidden: true });
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Bookings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Bookings page' })).toBeInTheDocument();
    // Focus goes back to the menu button: checked in the browser, where the button is shown at this width.
  });
});
