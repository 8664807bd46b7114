import { retry, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query';
import { isApiError, isRetryableError, requestError, CLIENT_ERROR_CODES } from './api-errors.js';
import type { AppBaseQuery } from './base-query.js';

/** Per docs/product/constants.md: queries retry 3 times, mutations once. */
export const QUERY_MAX_RETRIES = 3;
export const MUTATION_MAX_RETRIES = 1;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Per docs/product/constants.md: the n-th retry (n = 0, 1, 2…) waits min(1 s · 2ⁿ, 30 s); a mutation's one retry waits 1 s. */
export function retryDelayMs(retryIndex: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** retryIndex, MAX_DELAY_MS);
}

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });

/** Per-endpoint override: `extraOptions: { maxRetries: 0 }` turns retries off for that endpoint. */
export interface RetryExtraOptions {
  maxRetries?: number;
}

function extraMaxRetries(extraOptions: unknown): number | undefined {
  if (typeof extraOptions !== 'object' || extraOptions === null || !('maxRetries' in extraOptions)) return undefined;
  return typeof extraOptions.maxRetries === 'number' ? extraOptions.maxRetries : undefined;
}

function maxRetriesFor(api: BaseQueryApi, extraOptions: unknown): number {
  return extraMaxRetries(extraOptions) ?? (api.type === 'mutation' ? MUTATION_MAX_RETRIES : QUERY_MAX_RETRIES);
}

/** Per-store sleep from the thunk extra argument (`createAppStore({ retrySleep })`), for tests. */
function extraSleep(extra: unknown): Sleep | undefined {
  if (typeof extra !== 'object' || extra === null || !('retrySleep' in extra)) return undefined;
  return typeof extra.retrySleep === 'function' ? (extra.retrySleep as Sleep) : undefined;
}

/**
 * Wraps the base query with RTK Query's `retry`: only retryable errors are retried (others stop at once
 * through `retry.fail`), queries up to 3 times with exponential backoff, mutations once after 1 s.
 */
export function withRetry(baseQuery: AppBaseQuery, options: { sleep?: Sleep } = {}): AppBaseQuery {
  const failFast: AppBaseQuery = async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (result.error && !isRetryableError(result.error)) retry.fail(result.error, result.meta);
    return result;
  };

  return async (args: string | FetchArgs, api, extraOptions) => {
    const sleep = extraSleep(api.extra) ?? options.sleep ?? defaultSleep;
    const retrying = retry(failFast, {
      backoff: (attempt, _max, signal) => sleep(retryDelayMs(attempt - 1), signal),
      retryCondition: (_error, _args, { attempt }) => attempt <= maxRetriesFor(api, extraOptions),
    });
    const result = await retrying(args, api, extraOptions);
    if (result.error === undefined) return { data: result.data, meta: result.meta };
    if (isApiError(result.error)) return { error: result.error, meta: result.meta };
    // RTK's own errors (an aborted retry loop) are normalised too.
    const aborted = { ...requestError(result.error), code: CLIENT_ERROR_CODES.aborted };
    return { error: aborted, meta: result.meta };
  };
}
