import { act, screen, waitFor } from '@testing-library/react';
import { notify } from '@pitchside/shared-ui/toaster';
import { selectIsAuthenticated } from '@pitchside/shared-api/client/auth-slice';
import { getAccessToken } from '@pitchside/shared-api/client/token-storage';
import { renderShell, signIn } from '../../testing/render-shell';
import { fail, ok, startAuthServer, type AuthServer } from './auth-test-server';
import { useSignOut } from './logout';


/** Network-bound waits get room: the whole suite shares two cores. */
const WAIT = { timeout: 4000 };
let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());
beforeEach(() => server.answers.clear());
afterEach(() => act(() => notify.dismiss()));

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      out
    </button>
  );
}

describe('sign out', () => {
  it("calls POST /auth/logout, toasts 'Logged out successfully' and goes home", async () => {
    server.answers.set('POST auth/logout', ok(null, 'Logged out successfully'));
    const store = server.createStore();
    const { user } = renderShell(<SignOutButton />, { store, route: '/bookings' });
    signIn(store);
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('Logged out successfully', undefined, WAIT)).toBeInTheDocument();
    expect(server.calls).toContain('POST auth/logout');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), WAIT);
  });

  it("still signs out when the call fails, and says 'Logout failed'", async () => {
    server.answers.set('POST auth/logout', fail(500, 'An unexpected error occurred', 'INTERNAL_ERROR'));
    const store = server.createStore();
    const { user } = renderShell(<SignOutButton />, { store, route: '/profile' });
    signIn(store);
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('Logout failed', undefined, WAIT)).toBeInTheDocument();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), WAIT);
  });
});
