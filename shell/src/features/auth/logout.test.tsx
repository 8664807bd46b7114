import { lazy } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from '@pitchside/shared-ui/router';
import { notify } from '@pitchside/shared-ui/toaster';
import { selectIsAuthenticated, selectLeavingAfterLogout } from '@pitchside/shared-api/client/auth-slice';
import { getAccessToken } from '@pitchside/shared-api/client/token-storage';
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { renderShell, signIn } from '../../testing/render-shell';
import { RouteFrame } from '../../app/app-routes';
import { useSignOut } from './logout';
import { LogoutLanding } from './logout-landing';

/** Network-bound waits get room: the whole suite shares two cores. */
const WAIT = { timeout: 4000 };
let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => act(() => notify.dismiss()));

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      out
    </button>
  );
}

function VisitBookings() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/bookings')}>
      visit bookings
    </button>
  );
}

describe('sign out', () => {
  it("calls POST /auth/logout, toasts 'Logged out successfully' and goes home", async () => {
    server.on('POST auth/logout', ok(null, 'Logged out successfully'));
    const store = server.createStore();
    const { user } = renderShell(<SignOutButton />, { store, route: '/bookings' });
    signIn(store);
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('Logged out successfully', undefined, WAIT)).toBeInTheDocument();
    expect(server.history()).toContain('POST auth/logout');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), WAIT);
  });

  it("still signs out when the call fails, and says 'Logout failed'", async () => {
    server.on('POST auth/logout', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const store = server.createStore();
    const { user } = renderShell(<SignOutButton />, { store, route: '/profile' });
    signIn(store);
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('Logout failed', undefined, WAIT)).toBeInTheDocument();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), WAIT);
  });

  it('revokes before leaving: the call is made and the session cleared at the click', async () => {
    server.on('POST auth/logout', { ...ok(null, 'Logged out successfully'), delay: 300 });
    const store = server.createStore();
    const { user } = renderShell(<SignOutButton />, { store, route: '/bookings' });
    signIn(store);
    await user.click(screen.getByRole('button', { name: 'out' }));
    // Answered late, but sent and cleared already.
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(server.history()).toContain('POST auth/logout'), WAIT);
    expect(await screen.findByText('Logged out successfully', undefined, WAIT)).toBeInTheDocument();
  });

  it('goes home, not to /login, when the session ends while home is still loading', async () => {
    server.on('POST auth/logout', ok(null, 'Logged out successfully'));
    let showHome: () => void = () => undefined;
    const homeLoaded = new Promise<void>((resolve) => {
      showHome = resolve;
    });
    // Home is a page still being downloaded: the navigation stays pending until it arrives.
    const Home = lazy(() => homeLoaded.then(() => ({ default: () => <h1>home</h1> })));
    const store = server.createStore();
    const { user } = renderShell(
      <>
        <SignOutButton />
        <VisitBookings />
        <LogoutLanding />
        {/* As the app's route table renders them: one keyed frame per route. */}
        <Routes>
          <Route path="/" element={<RouteFrame access={{ kind: 'open' }}><Home /></RouteFrame>} />
          <Route path="/login" element={<h1>login</h1>} />
          <Route path="/bookings" element={<RouteFrame access={{ kind: 'signed-in' }}><h1>bookings</h1></RouteFrame>} />
        </Routes>
      </>,
      { store, route: '/bookings' },
    );
    signIn(store);
    expect(await screen.findByRole('heading', { name: 'bookings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'out' }));
    // Revoked and signed out before home has loaded.
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    await waitFor(() => expect(server.history()).toContain('POST auth/logout'), WAIT);
    expect(await screen.findByText('Logged out successfully', undefined, WAIT)).toBeInTheDocument();
    // While home is still loading, the page being left shows its loading state, never /login.
    expect(screen.queryByRole('heading', { name: 'bookings' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('/login');
    expect(screen.queryByRole('heading', { name: 'login' })).not.toBeInTheDocument();

    await act(async () => showHome());
    expect(await screen.findByRole('heading', { name: 'home' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'login' })).not.toBeInTheDocument();
    // Landed: a protected page asks to sign in again.
    await waitFor(() => expect(selectLeavingAfterLogout(store.getState())).toBe(false), WAIT);
    await user.click(screen.getByRole('button', { name: 'visit bookings' }));
    expect(await screen.findByRole('heading', { name: 'login' }, WAIT)).toBeInTheDocument();
  });

  it('signs out at once from the home page itself', async () => {
    server.on('POST auth/logout', ok(null, 'Logged out successfully'));
    const store = server.createStore();
    const { user } = renderShell(<SignOutButton />, { store, route: '/' });
    signIn(store);
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('Logged out successfully', undefined, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(false), WAIT);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
