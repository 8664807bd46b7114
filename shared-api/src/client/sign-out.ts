import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiError } from '../contracts/api-error.js';
import { loggedOut, type LoggedOutPayload } from './auth-slice.js';
import { extraBaseUrl } from './base-query.js';
import { createRawQuery, DEFAULT_BASE_URL } from './raw-query.js';

/** The logout call failed: the refresh cookie may not have been revoked (the local session is gone anyway). */
export class SignOutError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'SignOutError';
  }
}

/**
 * Logout: POST /auth/logout revokes the refresh cookie and the local session is cleared, both
 * at once — before the caller moves to another page, so neither a navigation nor a closed tab leaves the
 * session alive. The request is `keepalive` (it outlives the page that sent it) and has a signal of its
 * own: clearing the session resets the api cache, which aborts every request the api has in flight.
 * Resolves once the server answered; rejects with a `SignOutError` when it could not revoke.
 */
export function signOut(payload: LoggedOutPayload): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return (dispatch, getState, extra) => {
    const raw = createRawQuery({ baseUrl: extraBaseUrl(extra) ?? DEFAULT_BASE_URL });
    const api: BaseQueryApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch,
      getState,
      extra,
      endpoint: 'signOut',
      type: 'mutation',
    };
    const revoked = Promise.resolve(raw({ url: 'auth/logout', method: 'POST', keepalive: true }, api, {}));
    dispatch(loggedOut(payload));
    return revoked.then((result) => {
      if (result.error) throw new SignOutError(result.error);
    });
  };
}
