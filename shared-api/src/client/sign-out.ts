import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../contracts/api-error.js';
import { httpError, networkError, timeoutError } from './api-errors.js';
import { loggedOut, type LoggedOutPayload } from './auth-slice.js';
import { extraBaseUrl } from './base-query.js';
import { currentAccessToken, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, parseBody } from './raw-query.js';

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
 * session alive. The request is handed to the browser synchronously, before the session is cleared: the
 * signed-out app's render, which React may run before any promise continues, cannot hold it back. It is
 * `keepalive` (it outlives the page that sent it) and has no signal of the api's: clearing the session
 * resets the api cache, which aborts every request the api has in flight.
 * Resolves once the server answered; rejects with a `SignOutError` when it could not revoke.
 */
export function signOut(payload: LoggedOutPayload): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> {
  return (dispatch, getState, extra) => {
    const token = currentAccessToken(getState());
    const request = new Request(`${extraBaseUrl(extra) ?? DEFAULT_BASE_URL}/auth/logout`, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
    const revoked = globalThis.fetch(request);
    dispatch(loggedOut(payload));
    return revoked.then(
      async (response) => {
        if (!response.ok) throw new SignOutError(httpError(response.status, await parseBody(response).catch(() => null)));
      },
      (error: unknown) => {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new SignOutError(timedOut ? timeoutError(String(error)) : networkError(String(error)));
      },
    );
  };
}
