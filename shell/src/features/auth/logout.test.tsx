import { lazy } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@pitchside/shared-ui/router';
import { notify } from '@pitchside/shared-ui/toaster';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { getAccessToken } from '@pitchside/shared-api/client/token-storage';
import { fail, ok, startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { renderShell, signIn } from '../../testing/render-shell';
import { RouteFrame } from '../../app/app-routes';
import { useSignOut } from './logout';

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
    // While home is still loading (long enough for the logout call to be answered), the page being left
    // must not send the visitor to /login.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByTestId('location')).not.toHaveTextContent('/login');

    await act(async () => showHome());
    expect(await screen.findByRole('heading', { name: 'home' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully', undefined, WAIT)).toBeInTheDocument();
    expect(server.history()).toContain('POST auth/logout');
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(false), WAIT);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'login' })).not.toBeInTheDocument();
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
