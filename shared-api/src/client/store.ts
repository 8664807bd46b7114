import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type Dispatch,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { api as Api } from './api.js';
import { authSlice, sessionExpired } from './auth-slice.js';
import { preferencesSlice } from './preferences-slice.js';
import type { Sleep } from './retry.js';
import type { FetchFn } from './raw-query.js';
import { createSessionPersistence } from './session-persistence.js';
import { verificationSlice } from './verification-slice.js';

/**
 * Slices that remotes inject at runtime. A remote declares its slice here by module augmentation:
 * `declare module '@pitchside/shared-api/client/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 * and injects it with `rootReducer.inject(mySlice)` (or `mySlice.injectInto(rootReducer)`).
 */
export interface LazyLoadedSlices {
  /** The RTK Query cache: injected when the api module first loads (see `registerApi`). */
  api: ReturnType<typeof Api.reducer>;
}

export const rootReducer = combineSlices(authSlice, preferencesSlice, verificationSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * The api slice joins the store lazily: the RTK Query machinery is not needed to render a signed-out
 * page, and leaving it out of the start-up bundle keeps the home page within its size budget.
 * `api.ts` calls this when it is first imported; every store (they share `rootReducer` and this
 * dynamic middleware) then gains its reducer and middleware.
 */
const lazyMiddleware = createDynamicMiddleware();
type StoreSetup = (dispatch: Dispatch) => void;
let apiSetup: StoreSetup | null = null;
/**
 * The stores created before the api registered, with the api cache each starts from (a server-rendered
 * page's answers): they join it when it does. Later stores join at once, and none is kept (the server
 * makes a store per document).
 */
const waitingStores = new Map<Dispatch, unknown>();

/** Puts a server-rendered page's answers in the api cache (`extractRehydrationInfo` in api.ts). */
export const API_STATE_HYDRATED = 'api/stateHydrated';

function joinApi(dispatch: Dispatch, apiState: unknown): void {
  apiSetup?.(dispatch);
  if (apiState) dispatch({ type: API_STATE_HYDRATED, payload: { api: apiState } });
}

export interface ApiRegistration {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware[];
  /** Per-store wiring (online/offline listeners), run for existing and future stores. */
  setup: StoreSetup;
}

export function registerApi({ reducerPath, reducer, middleware, setup }: ApiRegistration): void {
  if (apiSetup) return;
  apiSetup = setup;
  rootReducer.inject({ reducerPath, reducer } as Parameters<typeof rootReducer.inject>[0]);
  lazyMiddleware.addMiddleware(...middleware);
  for (const [dispatch, apiState] of waitingStores) joinApi(dispatch, apiState);
  waitingStores.clear();
}

/** Store state. `api` is declared present: any code that can select from it has imported the api module, which registered it. */
export type RootState = ReturnType<typeof rootReducer> & Pick<LazyLoadedSlices, 'api'>;

/** Thunk extra argument; the base query and retry read their per-store settings from it. */
export interface StoreExtra {
  apiBaseUrl?: string;
  retrySleep?: Sleep;
  fetchFn?: FetchFn;
}

export interface CreateAppStoreOptions {
  /** Called once when the session ends by a refused refresh (the shell navigates to /login). */
  onSessionExpired?: () => void;
  preloadedState?: Partial<RootState>;
  /** Default '/api/v1'; an absolute URL for tests or a standalone remote in development. */
  apiBaseUrl?: string;
  /** Replaces the retry back-off wait (tests). */
  retrySleep?: Sleep;
  /** This store's `fetch` (the server's renderer, to know which reads a page made). Default: the global one. */
  fetchFn?: FetchFn;
  /**
   * The api cache a server-rendered page was rendered with (`api` of the server store's state, as the
   * document inlines it): put in the cache as soon as the api joins the store, so the page's queries find
   * their answers instead of asking again.
   */
  apiState?: unknown;
}

/** The one store of the platform: auth, preferences, verification, the api cache, and lazily injected slices. */
export function createAppStore({ onSessionExpired, preloadedState, apiBaseUrl, retrySleep, fetchFn, apiState }: CreateAppStoreOptions = {}) {
  const persistence = createSessionPersistence();
  const session = createListenerMiddleware();
  session.startListening({ actionCreator: sessionExpired, effect: () => onSessionExpired?.() });
  const extra: StoreExtra = { apiBaseUrl, retrySleep, fetchFn };

  const store = configureStore({
    // Typed with `api` present (see RootState); the reducer itself tolerates it being injected later.
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(persistence.middleware, session.middleware)
        .concat(lazyMiddleware.middleware),
  });
  if (apiSetup) joinApi(store.dispatch, apiState);
  else waitingStores.set(store.dispatch, apiState);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
