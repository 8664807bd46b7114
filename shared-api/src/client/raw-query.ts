import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ApiError } from '../contracts/api-error.js';
import { normalizeFetchError, requestError } from './api-errors.js';
import { getAccessToken } from './token-storage.js';

export const DEFAULT_BASE_URL = '/api/v1';
/** Per docs/product/constants.md: API timeout 10000 ms. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export type FetchFn = (input: RequestInfo, init?: RequestInit) => Promise<Response>;

export interface RawQueryOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetchFn?: FetchFn;
}

/** One HTTP call, normalised: base URL, bearer, cookies, time-out and ApiError — no refresh, no retry. */
export type RawQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

/** The request's path below the base URL, without query string or leading slash: `auth/login`. */
export function requestPath(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.split('?')[0]?.replace(/^\/+/, '') ?? '';
}

/** The access token in the store (when it has an auth slice holding one), else the stored one. */
export function currentAccessToken(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'auth' in state) {
    const auth = state.auth;
    if (typeof auth === 'object' && auth !== null && 'accessToken' in auth) {
      if (typeof auth.accessToken === 'string' && auth.accessToken) return auth.accessToken;
    }
  }
  return getAccessToken();
}

/** JSON when the body is JSON; a non-JSON error body (a proxy's HTML page) is kept as text. */
export async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (response.ok) throw error;
    return text;
  }
}

export function createRawQuery({
  baseUrl = DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetchFn,
}: RawQueryOptions = {}): RawQuery {
  const fetcher = fetchBaseQuery({
    baseUrl,
    timeout: timeoutMs,
    credentials: 'include',
    responseHandler: parseBody,
    // Resolved per call so a test or an embedding page can replace globalThis.fetch.
    fetchFn: (input, init) => (fetchFn ?? globalThis.fetch)(input, init),
    prepareHeaders: (headers, { getState, arg }) => {
      const token = currentAccessToken(getState());
      // The refresh call is authenticated by its cookie only.
      if (token && !headers.has('authorization') && requestPath(arg) !== 'auth/refresh') {
        headers.set('authorization', `Bearer ${token}`);
      }
      return headers;
    },
  });
  return async (args, api, extraOptions) => {
    try {
      const result = await fetcher(args, api, extraOptions);
      if (result.error) return { error: normalizeFetchError(result.error), meta: result.meta };
      return { data: result.data, meta: result.meta };
    } catch (error) {
      // Thrown before fetch (e.g. an invalid URL): a failure before any response.
      return { error: requestError(String(error)) };
    }
  };
}
