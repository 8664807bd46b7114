import { createSelector, createSlice, isDraft, original, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../contracts/session-user.js';
import { PERMISSIONS, isPermission, type Permission, type Role } from '../contracts/roles.js';
import { withNormalizedProfileImage } from './profile-image.js';
import { decodeAccessToken, getAccessToken, getStoredUser } from './token-storage.js';

export type PermissionsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AuthState {
  user: SessionUser | null;
  /** Kept in state as well as storage so selectors (role, permissions) stay pure. */
  accessToken: string | null;
  isAuthenticated: boolean;
  /** True until the startup check (`restoreSession`) has run, and while login/register are in flight. */
  isLoading: boolean;
  error: string | null;
  /** Permissions fetched from GET /companies/my-permissions (employees only). */
  permissions: Permission[];
  permissionsStatus: PermissionsStatus;
  permissionsError: string | null;
  /**
   * Signed out by the user, and the app is on its way to another page: the page being left shows its
   * loading state instead of sending the visitor to /login. Ends once that navigation has landed
   * (`logoutNavigationLanded`) or a session starts.
   */
  leavingAfterLogout: boolean;
}

export interface AuthSessionPayload {
  user: SessionUser;
  accessToken: string;
}

export const initialAuthState: AuthState = {
  user: null,
  accessToken: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
  permissions: [],
  permissionsStatus: 'idle',
  permissionsError: null,
  leavingAfterLogout: false,
};

export interface LoggedOutPayload {
  /** The caller navigates away right after: see `AuthState.leavingAfterLogout`. */
  leaving: boolean;
}

const signedOut = (error: string | null): AuthState => ({ ...initialAuthState, isLoading: false, error });

function signIn(state: AuthState, payload: AuthSessionPayload): AuthState {
  return {
    ...signedOut(null),
    user: withNormalizedProfileImage(payload.user),
    accessToken: payload.accessToken,
    isAuthenticated: true,
    // Permissions of a previous user never leak into a new session.
    permissions: state.user?.id === payload.user.id ? state.permissions : [],
    permissionsStatus: state.user?.id === payload.user.id ? state.permissionsStatus : 'idle',
  };
}

function start(state: AuthState): void {
  state.isLoading = true;
  state.error = null;
}

function fail(_state: AuthState, { payload }: PayloadAction<string>): AuthState {
  return signedOut(payload);
}

/** Whether two users read the same: the same fields with the same values (their JSON, keys in order). */
const sameUser = (a: SessionUser | null, b: SessionUser) => a !== null && JSON.stringify(a) === JSON.stringify(b);

function refreshUser(state: AuthState, { payload }: PayloadAction<SessionUser>): void {
  const user = withNormalizedProfileImage(payload);
  // The same user read again (the start-up re-verification, right after the page was rendered with them)
  // keeps its object: every component showing the user would otherwise render again, at once.
  const before = isDraft(state.user) ? (original(state.user) ?? null) : state.user;
  if (!sameUser(before, user)) state.user = user;
  state.isLoading = false;
  state.error = null;
}

/** Auth state and its transitions, exactly as docs/product/states.md. Storage is written by `session-persistence`. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginStarted: start,
    registerStarted: start,
    loginSucceeded: (state, { payload }: PayloadAction<AuthSessionPayload>) => signIn(state, payload),
    registerSucceeded: (state, { payload }: PayloadAction<AuthSessionPayload>) => signIn(state, payload),
    loginFailed: fail,
    registerFailed: fail,
    /** Always clears the session, whether or not the server call succeeded. */
    loggedOut: (_state, { payload }: PayloadAction<LoggedOutPayload | undefined>) => ({
      ...signedOut(null),
      leavingAfterLogout: payload?.leaving === true,
    }),
    /** The navigation that followed a logout has landed: guards apply again. */
    logoutNavigationLanded: (state) => {
      state.leavingAfterLogout = false;
    },
    /** The refresh was rejected: same as logout; the shell then goes to /login. */
    sessionExpired: () => signedOut(null),
    /** Startup: authenticated at once when a stored user and an access token both exist. */
    sessionRestored: (state, { payload }: PayloadAction<AuthSessionPayload | null>) =>
      payload ? signIn(state, payload) : signedOut(null),
    profileFetched: refreshUser,
    profileUpdated: refreshUser,
    /** A failed profile call keeps the session (docs/product/states.md). */
    profileFetchFailed: (state, { payload }: PayloadAction<string>) => {
      state.isLoading = false;
      state.error = payload;
    },
    tokenRefreshed: (state, { payload }: PayloadAction<string>) => {
      state.accessToken = payload;
    },
    authErrorCleared: (state) => {
      state.error = null;
    },
    employeePermissionsRequested: (state) => {
      state.permissionsStatus = 'loading';
      state.permissionsError = null;
    },
    employeePermissionsLoaded: (state, { payload }: PayloadAction<readonly string[]>) => {
      state.permissions = payload.filter(isPermission);
      state.permissionsStatus = 'loaded';
      state.permissionsError = null;
    },
    /** Per docs/product/roles-and-permissions.md: on failure the list is empty and an error is kept. */
    employeePermissionsFailed: (state, { payload }: PayloadAction<string>) => {
      state.permissions = [];
      state.permissionsStatus = 'failed';
      state.permissionsError = payload;
    },
  },
});

export const {
  loginStarted,
  registerStarted,
  loginSucceeded,
  registerSucceeded,
  loginFailed,
  registerFailed,
  loggedOut,
  logoutNavigationLanded,
  sessionExpired,
  sessionRestored,
  profileFetched,
  profileUpdated,
  profileFetchFailed,
  tokenRefreshed,
  authErrorCleared,
  employeePermissionsRequested,
  employeePermissionsLoaded,
  employeePermissionsFailed,
} = authSlice.actions;

/** Startup check: reads the stored user and access token and dispatches `sessionRestored`. */
export function restoreSession(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const user = getStoredUser();
    const accessToken = getAccessToken();
    dispatch(sessionRestored(user && accessToken ? { user, accessToken } : null));
  };
}

export interface AuthRootState {
  auth: AuthState;
}

export const selectAuth = (state: AuthRootState): AuthState => state.auth;
export const selectCurrentUser = (state: AuthRootState): SessionUser | null => state.auth.user;
export const selectIsAuthenticated = (state: AuthRootState): boolean => state.auth.isAuthenticated;
export const selectLeavingAfterLogout = (state: AuthRootState): boolean => state.auth.leavingAfterLogout;
export const selectAuthLoading = (state: AuthRootState): boolean => state.auth.isLoading;
export const selectAuthError = (state: AuthRootState): string | null => state.auth.error;
export const selectAccessToken = (state: AuthRootState): string | null => state.auth.accessToken;
export const selectPermissionsStatus = (state: AuthRootState): PermissionsStatus => state.auth.permissionsStatus;

const selectTokenClaims = createSelector([selectAccessToken], (token) => decodeAccessToken(token));

/** Per docs/product/roles-and-permissions.md: the role is read from the decoded access token, falling back to the stored user's role. */
export const selectRole = createSelector(
  [selectTokenClaims, selectCurrentUser],
  (claims, user): Role | null => claims?.role ?? user?.role ?? null,
);

/** Per docs/product/roles-and-permissions.md: admins (SUPER_ADMIN, COMPANY_OWNER) hold all; EMPLOYEE holds token ∪ fetched; others none. */
export const selectPermissions = createSelector(
  [selectRole, selectTokenClaims, (state: AuthRootState) => state.auth.permissions],
  (role, claims, fetched): readonly Permission[] => {
    if (role === 'SUPER_ADMIN' || role === 'COMPANY_OWNER') return PERMISSIONS;
    if (role !== 'EMPLOYEE') return [];
    const held = new Set<Permission>([...(claims?.permissions ?? []), ...fetched]);
    return PERMISSIONS.filter((p) => held.has(p));
  },
);

export const selectHasPermission =
  (permission: Permission) =>
  (state: AuthRootState): boolean =>
    selectPermissions(state).includes(permission);

export const selectHasAnyRole =
  (roles: readonly Role[]) =>
  (state: AuthRootState): boolean => {
    const role = selectRole(state);
    return role !== null && roles.includes(role);
  };
