import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@pitchside/shared-ui/router';
import { sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import { createAppStore, type AppStore } from '@pitchside/shared-api/client/store';
import { renderShell, signIn } from '../../testing/render-shell';
import type { Access } from '../../routes/route-table';
import { RouteGuard } from './route-guard';

const SIGNED_IN: Access = { kind: 'signed-in' };
const PUBLIC_ONLY: Access = { kind: 'public-only' };
const ADMIN_ONLY: Access = { kind: 'roles', roles: ['SUPER_ADMIN'] };

/** A tiny route table: a public-only /login, a /dashboard, and `/private` behind `access`. */
function renderRoutes(store: AppStore, route: string, access: Access) {
  return renderShell(
    <Routes>
      <Route path="/login" element={<RouteGuard access={PUBLIC_ONLY}><h1>login</h1></RouteGuard>} />
      <Route path="/dashboard" element={<RouteGuard access={SIGNED_IN}><h1>dashboard</h1></RouteGuard>} />
      <Route path="/private" element={<RouteGuard access={access}><h1>private</h1></RouteGuard>} />
    </Routes>,
    { store, route },
  );
}

function signedOutStore(): AppStore {
  const store = createAppStore();
  store.dispatch(sessionRestored(null));
  return store;
}

describe('RouteGuard', () => {
  it("shows 'Checking authentication...' while the session is being restored", () => {
    renderRoutes(createAppStore(), '/private', SIGNED_IN);
    expect(screen.getByText('Checking authentication...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'private' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, and back to the remembered page after signing in', async () => {
    const store = signedOutStore();
    renderRoutes(store, '/private', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    act(() => void signIn(store));
    expect(await screen.findByRole('heading', { name: 'private' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/private');
  });

  it('sends a signed-in user away from a public-only page to /dashboard', async () => {
    const store = createAppStore();
    signIn(store);
    renderRoutes(store, '/login', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeInTheDocument();
  });

  it('shows Access Denied with the required and the actual role to a user of another role', async () => {
    const store = createAppStore();
    signIn(store, 'CUSTOMER');
    renderRoutes(store, '/private', ADMIN_ONLY);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have the required permissions to access this page.")).toBeInTheDocument();
    expect(screen.getByText('Required role(s): Super Admin')).toBeInTheDocument();
    expect(screen.getByText('Your role: Customer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'private' })).not.toBeInTheDocument();
  });

  it('renders the page for a user with the required role', async () => {
    const store = createAppStore();
    signIn(store, 'SUPER_ADMIN');
    renderRoutes(store, '/private', ADMIN_ONLY);
    expect(await screen.findByRole('heading', { name: 'private' })).toBeInTheDocument();
  });
});
