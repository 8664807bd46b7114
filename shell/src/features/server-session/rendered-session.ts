import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';
import type { VerificationState } from '@pitchside/shared-api/client/verification-slice';
import { readInlineJson } from '../../app/inline-json';

/**
 * What a page rendered for a signed-in user carries beside its markup (docs/adr/0036): whom it was
 * rendered for, and the answers it was rendered with. The browser hydrates it only for that same user.
 */
export const INLINE_SESSION_ID = 'pitchside-session';
export const INLINE_API_STATE_ID = 'pitchside-api-state';

export interface RenderedSession {
  user: SessionUser;
  /** The API reads the page was rendered with (path and query), for the offline worker's copies. */
  reads: string[];
  /** The store state the page was rendered with besides the answers: the e-mail verification banner's. */
  state: { verification: VerificationState };
}

/** How the browser starts from a page the server rendered. */
export interface RenderedState {
  /** Whether the page was rendered for this browser's session (or, signed out, for no session): React keeps its markup. */
  hydrates: boolean;
  /** The user the page was rendered for, as the server read them (when it hydrates, signed in). */
  user?: SessionUser;
  /** The answers the page was rendered with (when it hydrates). */
  apiState?: unknown;
  /** The API reads behind those answers (when it hydrates, signed in). */
  reads?: string[];
  /** The store state the page was rendered with besides the answers (its verification banner). */
  state?: { verification: VerificationState };
}

/**
 * Reads what the server rendered the page with, for a browser whose session is `storedUserId`'s (or none).
 * A page rendered for another user, or for a session the browser does not hold, is not hydrated and its
 * answers are not used: the page is rendered afresh.
 */
export function readRenderedState(storedUserId: string | undefined): RenderedState {
  const session = readInlineJson(INLINE_SESSION_ID) as Partial<RenderedSession> | undefined;
  // Signed in, the page is the stored user's (a stored session always has an id); signed out, nobody's.
  const hydrates = session ? storedUserId !== undefined && session.user?.id === storedUserId : storedUserId === undefined;
  // Signed in: the user, reads and state the page was rendered with come along.
  return hydrates ? { ...session, hydrates, apiState: readInlineJson(INLINE_API_STATE_ID) } : { hydrates };
}
