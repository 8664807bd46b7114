import { writeCookie } from './storage.js';

/**
 * Cookie telling the server that this browser holds a signed-in session. It carries no token: the
 * access token stays in storage and the refresh token in its httpOnly cookie. The server renders public
 * pages for signed-out visitors only; a signed-in browser's first render differs (menu, redirects), so
 * for it the server sends the plain document and the browser renders.
 */
export const SESSION_HINT_COOKIE = 'pitchside_session';

export function writeSessionHint(signedIn: boolean): void {
  writeCookie(SESSION_HINT_COOKIE, signedIn ? '1' : null);
}
