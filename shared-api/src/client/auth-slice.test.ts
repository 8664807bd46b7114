// @vitest-environment jsdom
import type { SessionUser } from '../contracts/session-user.js';
import {
  authSlice,
  employeePermissionsFailed,
  employeePermissionsLoaded,
  employeePermissionsRequested,
  initialAuthState,
  loggedOut,
  logoutNavigationLanded,
  loginFailed,
  loginStarted,
  loginSucceeded,
  profileFetchFailed,
  profileFetched,
  registerFailed,
  registerStarted,
  registerSucceeded,
  restoreSession,
  selectAuthLoading,
  selectCurrentUser,
  selectHasAnyRole,
  selectHasPermission,
  selectIsAuthenticated,
  selectLeavingAfterLogout,
  selectPermissions,
  selectRole,
  sessionExpired,
  sessionRestored,
  tokenRefreshed,
  type AuthState,
} from './auth-slice.js';
import { STORAGE_KEYS } from './storage.js';
import { createAppStore } from './store.js';
import { inOneHour, makeToken } from './testing/tokens.js';
import { getAccessToken, getStoredUser, setAccessToken, setStoredUser } from './token-storage.js';

const reduce = authSlice.reducer;
const user: SessionUser = {
  id: 'u1',
  email: 'ana@example.com',
  role: 'CUSTOMER',
  firstName: 'Ana',
  lastName: 'Diaz',
  profileImage: 'http://localhost:3000/uploads/ana.jpg',
  emailVerified: true,
};
const token = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });
const signedIn = (): AuthState => reduce(initialAuthState, loginSucceeded({ user, accessToken: token }));

beforeEach(() => localStorage.clear());

describe('auth transitions (docs/product/states.md)', () => {
  it('starts loading with nobody signed in', () => {
    expect(reduce(undefined, { type: '@@init' })).toMatchObject({ user: null, isAuthenticated: false, isLoading: true });
  });

  it.each([loginStarted(), registerStarted()])('$type sets loading and clears the error', (action) => {
    const state = reduce({ ...initialAuthState, isLoading: false, error: 'old' }, action);
    expect(state).toMatchObject({ isLoading: true, error: null });
  });

  it.each([loginSucceeded, registerSucceeded])('%# success sets the user (image normalised) and authenticates', (creator) => {
    const state = reduce({ ...initialAuthState, error: 'old' }, creator({ user, accessToken: token }));
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, error: null, accessToken: token });
    expect(state.user?.profileImage).toBe('/api/v1/files/serve/ana.jpg');
  });

  it.each([loginFailed('Invalid email or password'), registerFailed('Registration failed')])(
    '$type clears the user and keeps the message',
    (action) => {
      const state = reduce(signedIn(), action);
      expect(state).toMatchObject({ user: null, accessToken: null, isAuthenticated: false, isLoading: false });
      expect(state.error).toBe(action.payload);
    },
  );

  it.each([loggedOut(), sessionExpired()])('$type always clears the session', (action) => {
    const state = reduce({ ...signedIn(), error: 'x', permissions: ['MANAGE_FIELDS'] }, action);
    expect(state).toEqual({ ...initialAuthState, isLoading: false });
  });

  it('a logout followed by a navigation lets the page being left go until that navigation lands', () => {
    const leaving = reduce(signedIn(), loggedOut({ leaving: true }));
    expect(leaving).toEqual({ ...initialAuthState, isLoading: false, leavingAfterLogout: true });
    expect(selectLeavingAfterLogout({ auth: leaving })).toBe(true);
    expect(reduce(leaving, logoutNavigationLanded())).toEqual({ ...initialAuthState, isLoading: false });
    expect(reduce(leaving, loginSucceeded({ user, accessToken: token })).leavingAfterLogout).toBe(false);
    expect(reduce(leaving, sessionExpired()).leavingAfterLogout).toBe(false);
  });

  it('profile fetch success refreshes the user', () => {
    const state = reduce(signedIn(), profileFetched({ ...user, firstName: 'Anna', profileImage: '/uploads/b.jpg' }));
    expect(state.user).toMatchObject({ firstName: 'Anna', profileImage: '/api/v1/files/serve/b.jpg' });
    expect(state.isAuthenticated).toBe(true);
  });

  it('the same user read again leaves the state as it was, so nothing showing the user renders again', () => {
    const before = reduce(signedIn(), profileFetched({ ...user, profileImage: '/uploads/b.jpg' }));
    expect(reduce(before, profileFetched({ ...user, profileImage: '/uploads/b.jpg' }))).toBe(before);
    expect(reduce(before, profileFetched({ ...user, profileImage: '/uploads/b.jpg', lastName: 'Other' })).user).toMatchObject({ lastName: 'Other' });
  });

  it('profile fetch failure only sets the error and keeps the session', () => {
    const before = signedIn();
    const state = reduce(before, profileFetchFailed('Failed to fetch profile'));
    expect(state).toEqual({ ...before, error: 'Failed to fetch profile' });
  });

  it('startup with user and token authenticates at once', () => {
    const state = reduce(initialAuthState, sessionRestored({ user, accessToken: token }));
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, accessToken: token });
  });

  it('startup without a complete session ends loading unauthenticated', () => {
    expect(reduce(initialAuthState, sessionRestored(null))).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
  });

  it('token refresh replaces the access token only', () => {
    const state = reduce(signedIn(), tokenRefreshed('new'));
    expect(state).toEqual({ ...signedIn(), accessToken: 'new' });
  });

  it('tracks employee permissions loading, success (unknown ones dropped) and failure', () => {
    let state = reduce(signedIn(), employeePermissionsRequested());
    expect(state.permissionsStatus).toBe('loading');
    state = reduce(state, employeePermissionsLoaded(['MANAGE_FIELDS', 'TIME_TRAVEL']));
    expect(state).toMatchObject({ permissions: ['MANAGE_FIELDS'], permissionsStatus: 'loaded' });
    state = reduce(state, employeePermissionsFailed('Failed to fetch permissions'));
    expect(state).toMatchObject({ permissions: [], permissionsStatus: 'failed', permissionsError: 'Failed to fetch permissions' });
  });

  it('does not carry permissions over to another user', () => {
    const withPermissions = reduce(signedIn(), employeePermissionsLoaded(['MANAGE_FIELDS']));
    const other = reduce(withPermissions, loginSucceeded({ user: { ...user, id: 'u2' }, accessToken: token }));
    expect(other).toMatchObject({ permissions: [], permissionsStatus: 'idle' });
  });
});

describe('session persistence through the store', () => {
  it('stores token and user on login, and clears them on failure and logout', () => {
    const store = createAppStore();
    store.dispatch(loginSucceeded({ user, accessToken: token }));
    expect(getAccessToken()).toBe(token);
    expect(getStoredUser()?.profileImage).toBe('/api/v1/files/serve/ana.jpg');
    store.dispatch(loggedOut());
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    store.dispatch(registerSucceeded({ user, accessToken: token }));
    store.dispatch(registerFailed('Registration failed'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('updates the stored user on profile fetch and the token on refresh', () => {
    const store = createAppStore();
    store.dispatch(loginSucceeded({ user, accessToken: token }));
    store.dispatch(profileFetched({ ...user, firstName: 'Anna' }));
    store.dispatch(tokenRefreshed('t2'));
    expect(getStoredUser()?.firstName).toBe('Anna');
    expect(getAccessToken()).toBe('t2');
  });

  it('restoreSession authenticates from storage at once', () => {
    setAccessToken(token);
    setStoredUser(user);
    const store = createAppStore();
    expect(selectAuthLoading(store.getState())).toBe(true);
    store.dispatch(restoreSession());
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectAuthLoading(store.getState())).toBe(false);
    expect(selectCurrentUser(store.getState())?.id).toBe('u1');
  });

  it('restoreSession with a user but no token stays signed out and drops the user', () => {
    setStoredUser(user);
    const store = createAppStore();
    store.dispatch(restoreSession());
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectAuthLoading(store.getState())).toBe(false);
    expect(getStoredUser()).toBeNull();
  });
});

describe('role and permission selectors (docs/product/roles-and-permissions.md)', () => {
  const stateWith = (claims: Record<string, unknown> | null, role: SessionUser['role'], fetched: string[] = []) => {
    let auth = reduce(initialAuthState, loginSucceeded({ user: { ...user, role }, accessToken: claims ? makeToken(claims) : 'opaque' }));
    auth = reduce(auth, employeePermissionsLoaded(fetched));
    return { auth };
  };

  it('reads the role from the token, falling back to the user', () => {
    expect(selectRole(stateWith({ role: 'EMPLOYEE' }, 'CUSTOMER'))).toBe('EMPLOYEE');
    expect(selectRole(stateWith(null, 'COMPANY_OWNER'))).toBe('COMPANY_OWNER');
    expect(selectRole({ auth: initialAuthState })).toBeNull();
  });

  it.each(['SUPER_ADMIN', 'COMPANY_OWNER'] as const)('%s holds every permission', (role) => {
    expect(selectPermissions(stateWith({ role, permissions: [] }, role))).toEqual([
      'MANAGE_FIELDS',
      'MANAGE_RESERVATIONS',
      'MANAGE_SCHEDULES',
      'SCAN_QR_CODES',
      'VIEW_ANALYTICS',
    ]);
  });

  it('an employee holds token permissions ∪ fetched permissions', () => {
    const state = stateWith({ role: 'EMPLOYEE', permissions: ['SCAN_QR_CODES', 'MANAGE_RESERVATIONS'] }, 'EMPLOYEE', [
      'MANAGE_RESERVATIONS',
      'VIEW_ANALYTICS',
    ]);
    expect(selectPermissions(state)).toEqual(['MANAGE_RESERVATIONS', 'SCAN_QR_CODES', 'VIEW_ANALYTICS']);
    expect(selectHasPermission('VIEW_ANALYTICS')(state)).toBe(true);
    expect(selectHasPermission('MANAGE_FIELDS')(state)).toBe(false);
  });

  it('a customer holds none, even with permissions in the token', () => {
    const state = stateWith({ role: 'CUSTOMER', permissions: ['MANAGE_FIELDS'] }, 'CUSTOMER', ['VIEW_ANALYTICS']);
    expect(selectPermissions(state)).toEqual([]);
  });

  it('selectHasAnyRole checks the token role', () => {
    const state = stateWith({ role: 'EMPLOYEE' }, 'CUSTOMER');
    expect(selectHasAnyRole(['COMPANY_OWNER', 'EMPLOYEE'])(state)).toBe(true);
    expect(selectHasAnyRole(['SUPER_ADMIN'])(state)).toBe(false);
    expect(selectHasAnyRole(['CUSTOMER'])({ auth: initialAuthState })).toBe(false);
  });
});
