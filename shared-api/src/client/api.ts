import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../contracts/api-error.js';
import { requestError } from './api-errors.js';
import { loggedOut, sessionExpired } from './auth-slice.js';
import { createBaseQuery } from './base-query.js';
import { withRetry } from './retry.js';
import { API_STATE_HYDRATED, registerApi } from './store.js';

/** Every cache tag of the platform, declared once (domains may only use these). */
export const TAG_TYPES = [
  'Auth',
  'Profile',
  'Notification',
  'NotificationCount',
  'Field',
  'Booking',
  'Payment',
  'PaymentMethod',
  'Company',
  'Employee',
  'Location',
  'Analytics',
  'Subscription',
  'Settings',
  'Admin',
  'User',
  'Goals',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Per docs/product/constants.md: data kept 10 min after its last subscriber leaves, stale after 5 min. */
export const KEEP_UNUSED_DATA_SECONDS = 600;
export const STALE_AFTER_SECONDS = 300;

/**
 * On the server (the Node builds that render documents, docs/adr/0036) a query hook starts its request
 * while rendering, as no effect runs there: the renderer renders once to learn what the page reads, waits
 * for those answers and renders again with them. In the browser hooks start requests in effects, as usual.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The ONE RTK Query api of the platform. Domains add endpoints from their own files with
 * `api.injectEndpoints({ endpoints: (build) => ({ … }) })`; endpoint names are unique platform-wide.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withRetry(createBaseQuery()),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnMountOrArgChange: STALE_AFTER_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  // An answer that does not match its contract schema becomes an ordinary ApiError.
  catchSchemaFailure: (error): ApiError => requestError({ schema: error.message, issues: error.issues }),
  // The answers a server-rendered page was rendered with (inlined in its document): the browser starts
  // from them instead of asking again (store.ts `createAppStore({ apiState })`).
  extractRehydrationInfo: (action, { reducerPath }) =>
    action.type === API_STATE_HYDRATED ? (action as unknown as { payload: Record<string, never> }).payload[reducerPath] : undefined,
});

const isSessionEnd = isAnyOf(loggedOut, sessionExpired);

/** A new session must never see the previous user's cached data. */
const resetCacheOnSessionEnd: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (isSessionEnd(action)) store.dispatch(api.util.resetApiState());
  return result;
};

registerApi({
  reducerPath: api.reducerPath,
  reducer: api.reducer,
  middleware: [api.middleware, resetCacheOnSessionEnd],
  // Refetch on reconnect (docs/product/constants.md); focus refetching is off in the api itself.
  setup: (dispatch) => setupListeners(dispatch),
});

