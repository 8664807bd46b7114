import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../contracts/api-error.js';
import { requestError } from './api-errors.js';
import { sessionExpired, tokenRefreshed } from './auth-slice.js';
import { createRawQuery, type RawQuery, type RawQueryOptions } from './raw-query.js';

export type RefreshOutcome =
  | { ok: true; accessToken: string }
  /** `expired`: the server refused the refresh (the session is over); otherwise it was unreachable. */
  | { ok: false; expired: boolean; error: ApiError };

export interface RefreshContext {
  dispatch: Dispatch<UnknownAction>;
  getState?: () => unknown;
}

/** `{ success: true, data: { accessToken } }` — checked by hand: this module runs at start-up, without zod. */
function accessTokenOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: { accessToken?: unknown } | null };
  const token = success === true ? data?.accessToken : undefined;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** The one refresh in flight, shared by every caller (docs/product/states.md: only one refresh at a time). */
let inflight: Promise<RefreshOutcome> | null = null;

async function callRefresh(rawQuery: RawQuery, context: RefreshContext): Promise<RefreshOutcome> {
  // Own signal: aborting the request that triggered the refresh must not cancel it for the others.
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: context.dispatch,
    getState: context.getState ?? (() => undefined),
    extra: undefined,
    endpoint: 'refreshAccessToken',
    type: 'mutation',
  };
  const result = await rawQuery({ url: '/auth/refresh', method: 'POST' }, api, {});
  if (result.error) {
    // A 4xx answer is the server's refusal; no answer, a time-out or a 5xx say nothing about the session.
    const { status } = result.error;
    return { ok: false, expired: status >= 400 && status < 500, error: result.error };
  }
  const accessToken = accessTokenOf(result.data);
  if (!accessToken) return { ok: false, expired: true, error: requestError('Malformed refresh answer') };
  return { ok: true, accessToken };
}

/**
 * POST /auth/refresh (empty body, refresh cookie), single-flight. On success dispatches `tokenRefreshed`;
 * when the server refuses, dispatches `sessionExpired` and calls `onSessionExpired` — once per flight,
 * however many callers share it.
 */
export function refreshSession(
  rawQuery: RawQuery,
  context: RefreshContext,
  onSessionExpired?: () => void,
): Promise<RefreshOutcome> {
  inflight ??= callRefresh(rawQuery, context)
    .then((outcome) => {
      if (outcome.ok) context.dispatch(tokenRefreshed(outcome.accessToken));
      else if (outcome.expired) {
        context.dispatch(sessionExpired());
        onSessionExpired?.();
      }
      return outcome;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export interface RefreshAccessTokenOptions extends RawQueryOptions {
  onSessionExpired?: () => void;
}

/**
 * For startup and other callers outside a request: refreshes the access token (sharing any refresh
 * already in flight) and resolves to the new token, or null when it could not be refreshed.
 */
export async function refreshAccessToken(
  context: RefreshContext,
  { onSessionExpired, ...options }: RefreshAccessTokenOptions = {},
): Promise<string | null> {
  const outcome = await refreshSession(createRawQuery(options), context, onSessionExpired);
  return outcome.ok ? outcome.accessToken : null;
}
