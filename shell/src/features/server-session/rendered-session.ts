import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';

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
}

function readInlineJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
}

/**
 * Reads what the server rendered the page with, for a browser whose session is `storedUserId`'s (or none).
 * A page rendered for another user, or for a session the browser does not hold, is not hydrated and its
 * answers are not used: the page is rendered afresh.
 */
export function readRenderedState(storedUserId: string | undefined): RenderedState {
  const session = readInlineJson(INLINE_SESSION_ID) as Partial<RenderedSession> | undefined;
  const user = session?.user && typeof session.user.id === 'string' ? session.user : undefined;
  const hydrates = session === undefined ? storedUserId === undefined : user !== undefined && user.id === storedUserId;
  if (!hydrates) return { hydrates };
  const reads = Array.isArray(session?.reads) ? session.reads.filter((read): read is string => typeof read === 'string') : undefined;
  return { hydrates, user, apiState: readInlineJson(INLINE_API_STATE_ID), ...(reads ? { reads } : {}) };
}
