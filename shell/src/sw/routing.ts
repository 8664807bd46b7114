// The offline worker's routing table (docs/adr/0035): which requests it answers, and how. Pure, so that
// the rules are tested without a browser; worker/worker.ts applies them with Workbox.
import { decodeAccessToken } from '@pitchside/shared-api/client/access-token';

/**
 * - `precache`: the public files an offline start needs, installed with the worker (Workbox answers them
 *   itself); the shell's start-up scripts are kept in the immutable cache when the worker activates.
 * - `immutable`: a content-hashed file (the shell's chunks, a remote's versioned folder): cache first.
 * - `pointer`: what names the versions in force (the registry, a remote's manifest and entry): network
 *   first, the cached copy only when the network fails.
 * - `document`: a navigation: network first; offline, the page's copy, else an app page's copy, else the
 *   offline page.
 * - `personal`: the signed-in user's own bookings and profile, readable offline: network first, kept per
 *   user and cleared at sign-out.
 * - `network`: everything else, the worker does not touch it (mutations, other API reads, other origins).
 */
export type RouteKind = 'immutable' | 'pointer' | 'document' | 'personal' | 'network';

/** The parts of a request the table looks at. */
export interface RoutedRequest {
  url: URL;
  method: string;
  /** `navigate` for a document the user asked for. */
  mode: string;
}

export const API_PREFIX = '/api/v1/';

/** At most this many hashed files are kept; the least recently used go first. */
export const IMMUTABLE_MAX_ENTRIES = 400;
export const DOCUMENTS_MAX_ENTRIES = 30;
export const PERSONAL_MAX_ENTRIES = 60;
/** Seconds a navigation or a personal read waits for the network before the device's copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** `name.<hash>.js` and friends (as deploy/scripts/cache-policy.mjs reads content hashes). */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** A remote's published folder: `remotes/<name>/<package version>-<content hash>/`. */
const VERSIONED_REMOTE = /^\/remotes\/[^/]+\/[^/]*-[0-9a-f]{8,}\//i;
const POINTER_NAMES = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** The signed-in user's own reads that work offline: my bookings, one booking (its pass and QR code), my profile. */
const PERSONAL_PATHS = [/^bookings$/, /^bookings\/[^/]+$/, /^auth\/profile$/];
/** `bookings/<word>` paths that are not a booking. */
const NOT_A_BOOKING = new Set(['calendar']);

function isPersonal(apiPath: string): boolean {
  if (!PERSONAL_PATHS.some((pattern) => pattern.test(apiPath))) return false;
  const [, second] = apiPath.split('/');
  return second === undefined || !NOT_A_BOOKING.has(second);
}

/** How the worker answers `request`, from a page of `origin`. */
export function routeKind({ url, method, mode }: RoutedRequest, origin: string): RouteKind {
  if (method !== 'GET') return 'network';
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path.startsWith(API_PREFIX)) return isPersonal(path.slice(API_PREFIX.length)) ? 'personal' : 'network';
  if (path === '/api' || path.startsWith('/api/')) return 'network';
  if (mode === 'navigate') return 'document';
  if (path === '/remotes.json') return 'pointer';
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (path.startsWith('/remotes/')) {
    if (POINTER_NAMES.has(name)) return 'pointer';
    return VERSIONED_REMOTE.test(path) ? 'immutable' : 'network';
  }
  if (path === '/sw.js') return 'network';
  if (path.startsWith('/chunks/') || HASHED_NAME.test(name)) return 'immutable';
  return 'network';
}

/**
 * App pages that work offline from the data kept on the device: a navigation to one of them with no copy
 * of its own is answered with the copy of another (every signed-in document boots the same shell).
 */
const OFFLINE_APP_PAGES = [/^\/bookings\/?$/, /^\/bookings\/[^/]+\/?$/, /^\/dashboard\/?$/, /^\/profile\/?$/];

export function isOfflineAppPage(pathname: string): boolean {
  return OFFLINE_APP_PAGES.some((pattern) => pattern.test(pathname));
}

/** The subject of a bearer token (not verified: only to tell one user's copies from another's). */
export function bearerSubject(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return decodeAccessToken(token)?.sub || null;
}
