import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  loggedOut,
  loginFailed,
  loginSucceeded,
  profileFetched,
  profileUpdated,
  registerFailed,
  registerSucceeded,
  sessionExpired,
  sessionRestored,
  tokenRefreshed,
} from './auth-slice.js';
import { themeChanged, themeToggled, writeStoredTheme, type PreferencesRootState } from './preferences-slice.js';
import { withNormalizedProfileImage } from './profile-image.js';
import { clearSession, setAccessToken, setStoredUser } from './token-storage.js';

/**
 * Writes the session and the theme to local storage after the matching actions, so the reducers stay
 * pure. Only the access token and user are stored; the refresh token is an httpOnly cookie.
 */
export function createSessionPersistence() {
  const listener = createListenerMiddleware();

  for (const actionCreator of [loginSucceeded, registerSucceeded]) {
    listener.startListening({
      actionCreator,
      effect: ({ payload }) => {
        setAccessToken(payload.accessToken);
        setStoredUser(withNormalizedProfileImage(payload.user));
      },
    });
  }
  for (const actionCreator of [profileFetched, profileUpdated]) {
    listener.startListening({
      actionCreator,
      effect: ({ payload }) => setStoredUser(withNormalizedProfileImage(payload)),
    });
  }
  listener.startListening({
    actionCreator: tokenRefreshed,
    effect: ({ payload }) => setAccessToken(payload),
  });
  listener.startListening({
    matcher: isAnyOf(loginFailed, registerFailed, loggedOut, sessionExpired),
    effect: () => clearSession(),
  });
  // A half-present session (user without token or the reverse) is dropped at startup.
  listener.startListening({
    actionCreator: sessionRestored,
    effect: ({ payload }) => {
      if (!payload) clearSession();
    },
  });
  listener.startListening({
    matcher: isAnyOf(themeChanged, themeToggled),
    effect: (_action, { getState }) => writeStoredTheme((getState() as PreferencesRootState).preferences.theme),
  });

  return listener;
}
