import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../contracts/api-error.js';
import {
  DEFAULT_BASE_URL,
  createRawQuery,
  currentAccessToken,
  requestPath,
  type FetchFn,
  type RawQuery,
} from './raw-query.js';
import { refreshSession } from './token-refresh.js';
import {
  accessRestricted,
  emailVerificationStatusReceived,
  readVerificationHeaders,
  restrictionFromError,
  type VerificationStatusPayload,
} from './verification-slice.js';
import { SAVED_AT_HEADER } from '../contracts/offline-caches.js';
import { noteApiAnswer } from './offline-data.js';

export { refreshAccessToken } from './token-refresh.js';
export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type FetchFn } from './raw-query.js';

export interface BaseQueryOptions {
  /** Fixed base URL. Without it: the store's `apiBaseUrl` (thunk extra, see store.ts), else '/api/v1'. */
  baseUrl?: string;
  /** Default 10000 ms (docs/product/constants.md). */
  timeoutMs?: number;
  fetchFn?: FetchFn;
  /** Called once when a refresh is refused, after `sessionExpired` was dispatched (the shell goes to /login). */
  onSessionExpired?: () => void;
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;
type Result = QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta>;

/** Sign-in calls answer 401 for bad credentials, and the refresh/logout calls must never trigger a refresh. */
const NO_REFRESH_PATHS = new Set(['auth/login', 'auth/register', 'auth/refresh', 'auth/logout']);

/** Per-store settings read from the thunk extra argument (`createAppStore({ apiBaseUrl })`). */
export function extraBaseUrl(extra: unknown): string | undefined {
  if (typeof extra !== 'object' || extra === null || !('apiBaseUrl' in extra)) return undefined;
  return typeof extra.apiBaseUrl === 'string' ? extra.apiBaseUrl : undefined;
}

/** A store's own `fetch` (`createAppStore({ fetchFn })`: the server's renderer records what a page read). */
function extraFetchFn(extra: unknown): FetchFn | undefined {
  if (typeof extra !== 'object' || extra === null || !('fetchFn' in extra)) return undefined;
  return typeof extra.fetchFn === 'function' ? (extra.fetchFn as FetchFn) : undefined;
}

function sentBearer(result: Result): string | null {
  const header = result.meta?.request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function withBearer(args: string | FetchArgs, token: string): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers();
  const given = request.headers;
  if (given instanceof Headers) given.forEach((v, k) => headers.set(k, v));
  else if (Array.isArray(given)) for (const [k, v] of given) if (k && v !== undefined) headers.set(k, v);
  else if (given) for (const [k, v] of Object.entries(given)) if (typeof v === 'string') headers.set(k, v);
  headers.set('authorization', `Bearer ${token}`);
  return { ...request, headers };
}

function sameStatus(state: unknown, status: VerificationStatusPayload): boolean {
  if (typeof state !== 'object' || state === null || !('verification' in state)) return false;
  const current = state.verification as Partial<VerificationStatusPayload> | undefined;
  return (
    (status.needsVerification === undefined || status.needsVerification === current?.needsVerification) &&
    (status.isInGracePeriod === undefined || status.isInGracePeriod === current?.isInGracePeriod)
  );
}

/** Feeds the verification slice: the status headers (only when they change) and 403 restrictions. */
function report(result: Result, api: BaseQueryApi): Result {
  const response = result.meta?.response;
  // An answer read from the device's copy by the offline worker says when that copy was fetched.
  if (response) noteApiAnswer(result.meta?.request?.url, response.headers.get(SAVED_AT_HEADER));
  const status = readVerificationHeaders(response?.headers);
  if (status && !sameStatus(api.getState(), status)) api.dispatch(emailVerificationStatusReceived(status));
  const restriction = result.error ? restrictionFromError(result.error) : null;
  if (restriction) api.dispatch(accessRestricted(restriction));
  return result;
}

/**
 * The platform's base query (docs/product/api.md–docs/product/messages.md): base URL, bearer token, cookies, 10 s time-out, errors
 * normalised to ApiError, verification headers read, and on a 401 (not login/register/refresh/logout)
 * one single-flight refresh followed by one retry of the original request.
 */
export function createBaseQuery({ baseUrl, timeoutMs, fetchFn, onSessionExpired }: BaseQueryOptions = {}): AppBaseQuery {
  const rawByBaseUrl = new Map<string, RawQuery>();
  const rawFor = (url: string, storeFetch: FetchFn | undefined): RawQuery => {
    // A store with a fetch of its own (a server render's, short-lived): not kept.
    if (storeFetch) return createRawQuery({ baseUrl: url, timeoutMs, fetchFn: storeFetch });
    let raw = rawByBaseUrl.get(url);
    if (!raw) {
      raw = createRawQuery({ baseUrl: url, timeoutMs, fetchFn });
      rawByBaseUrl.set(url, raw);
    }
    return raw;
  };

  return async (args, api, extraOptions) => {
    const raw = rawFor(baseUrl ?? extraBaseUrl(api.extra) ?? DEFAULT_BASE_URL, extraFetchFn(api.extra));
    const first = report(await raw(args, api, extraOptions), api);
    if (first.error?.status !== 401 || NO_REFRESH_PATHS.has(requestPath(args))) return first;
    const sent = sentBearer(first);
    // Without a token there was no session to renew: an anonymous 401 is just an error.
    if (!sent) return first;

    const current = currentAccessToken(api.getState());
    // Signed out while this request was in flight: nothing to renew.
    if (!current) return first;
    // Another request already refreshed while this one was in flight: just retry with the new token.
    let token = current !== sent ? current : null;
    if (!token) {
      const outcome = await refreshSession(raw, api, onSessionExpired);
      if (!outcome.ok) return outcome.expired ? first : { error: outcome.error };
      token = outcome.accessToken;
    }
    return report(await raw(withBearer(args, token), api, extraOptions), api);
  };
}
