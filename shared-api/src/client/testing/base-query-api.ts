import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AppStore } from '../store.js';

/** The context RTK Query hands a base query, built around a real store. */
export function baseQueryApiFor(store: AppStore, type: 'query' | 'mutation' = 'query', extra: unknown = undefined): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra,
    endpoint: 'test',
    type,
  };
}

/** Records every request while delegating to the real global fetch (no mock: the server answers). */
export function recordingFetch(): { fetchFn: typeof fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return fetch(request);
  };
  return { fetchFn, requests };
}
