// The platform's offline worker, served as /sw.js (docs/adr/0035). Built by Workbox's InjectManifest
// (deploy/build/webpack.app.cjs), which fills `self.__WB_MANIFEST` with the shell's start-up files.
// The routing table is ../routing.ts; whose data may be kept, ../user-data.ts.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CACHE_PREFIX, OFFLINE_CACHES, PLAIN_DOCUMENT_HEADER, SAVED_AT_HEADER, WORKER_MESSAGES } from '@pitchside/shared-api/contracts/offline-caches';
import {
  DOCUMENTS_MAX_ENTRIES, IMMUTABLE_MAX_ENTRIES, NETWORK_TIMEOUT_SECONDS, PERSONAL_MAX_ENTRIES,
  isOfflineAppPage, routeKind, type RouteKind,
} from '../routing';
import { OFFLINE_PAGE, WARM_MESSAGE, warmTargets } from '../warm';
import { userDataGuard } from '../user-data';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const ORIGIN = self.location.origin;
const guard = userDataGuard(self.caches);

/**
 * The shell's start-up scripts (content-hashed: no revision in the list) are not precached but kept in the
 * immutable cache when the worker activates (a page it controls meanwhile gets them through that cache's
 * strategy, which keeps them too). Chromium turns a script that a worker stores while it installs into a
 * full code cache, which a later page load then reads back on its main thread in one long task per script
 * (the libraries' took 250–290 ms in Lighthouse's mobile simulation); a script stored later is compiled as
 * it streams in, off the page's thread (docs/adr/0039). Offline, both answer from the device.
 */
const manifest: Array<string | PrecacheEntry> = self.__WB_MANIFEST;
const isStartupScript = (entry: string | PrecacheEntry): entry is PrecacheEntry => typeof entry !== 'string' && entry.revision === null && entry.url.endsWith('.js');
const startupScripts = manifest.filter(isStartupScript).map((entry) => new URL(entry.url, ORIGIN).href);
precacheAndRoute(manifest.filter((entry) => !isStartupScript(entry)));
cleanupOutdatedCaches();
clientsClaim();

/** Only complete, successful answers are kept (never an error page or a redirect). */
const onlySuccessful: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' ? response : null),
};

const immutable = new CacheFirst({
  cacheName: OFFLINE_CACHES.immutable,
  plugins: [onlySuccessful, new ExpirationPlugin({ maxEntries: IMMUTABLE_MAX_ENTRIES, purgeOnQuotaError: true })],
});
// No time-out: a slow network still answers with the versions in force, never an older copy.
const pointers = new NetworkFirst({ cacheName: OFFLINE_CACHES.pointers, plugins: [onlySuccessful] });
/** The page's document without the user's data in it, as the worker keeps documents (see `personalDocuments`). */
const plainDocument = (url: string) => fetch(url, { credentials: 'include', headers: { accept: 'text/html', [PLAIN_DOCUMENT_HEADER]: '1' } });

async function keepDocument(url: string): Promise<void> {
  const answer = await plainDocument(url);
  if (answer.status === 200 && !isPersonal(answer)) await (await self.caches.open(OFFLINE_CACHES.documents)).put(url, answer);
}

const isPersonal = (response: Response) => /\bno-store\b/i.test(response.headers.get('cache-control') ?? '');

/**
 * A page the server rendered with the signed-in user's data is shown but never kept (another user of the
 * device, or the same after signing out, must not find it): the same page's plain document is kept instead.
 */
const personalDocuments: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response, event }) => {
    if (!isPersonal(response)) return response;
    event.waitUntil(keepDocument(request.url).catch(() => undefined));
    return null;
  },
};
const documents = new NetworkFirst({
  cacheName: OFFLINE_CACHES.documents,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlySuccessful, personalDocuments, new ExpirationPlugin({ maxEntries: DOCUMENTS_MAX_ENTRIES, purgeOnQuotaError: true })],
});

interface PersonalState {
  authorization: string | null;
  sentAt: number;
}
/** The user's own reads: stored only for the user who owns the copies, served with the time they were fetched. */
const personalPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    const authorization = request.headers.get('authorization');
    Object.assign(state ?? {}, { authorization, sentAt: Date.now() } satisfies PersonalState);
    await guard.admit(authorization);
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => {
    const { authorization = null, sentAt = 0 } = (state ?? {}) as Partial<PersonalState>;
    if (response.status !== 200 || !(await guard.mayStore(authorization, sentAt))) return null;
    return response;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse || !(await guard.mayServe(request.headers.get('authorization')))) return null;
    const fetchedAt = Date.parse(cachedResponse.headers.get('date') ?? '');
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_AT_HEADER, new Date(Number.isNaN(fetchedAt) ? 0 : fetchedAt).toISOString());
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
const personal = new NetworkFirst({
  cacheName: OFFLINE_CACHES.personal,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [personalPlugin, new ExpirationPlugin({ maxEntries: PERSONAL_MAX_ENTRIES, purgeOnQuotaError: true })],
});

/** Offline with no copy of the page: another app page's copy when this page works from kept data, else the offline page. */
async function offlineDocument(url: URL): Promise<Response> {
  if (isOfflineAppPage(url.pathname)) {
    const cache = await self.caches.open(OFFLINE_CACHES.documents);
    for (const key of await cache.keys()) {
      if (!isOfflineAppPage(new URL(key.url).pathname)) continue;
      const copy = await cache.match(key);
      if (copy) return copy;
    }
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

const handlers: Record<Exclude<RouteKind, 'network'>, (options: RouteHandlerCallbackOptions) => Promise<Response>> = {
  immutable: (options) => immutable.handle(options),
  pointer: (options) => pointers.handle(options),
  personal: (options) => personal.handle(options),
  document: async (options) => {
    try {
      return await documents.handle(options);
    } catch {
      return offlineDocument(options.url);
    }
  },
};

for (const kind of Object.keys(handlers) as Array<keyof typeof handlers>) {
  registerRoute(({ request, url }) => routeKind({ url, method: request.method, mode: request.mode }, ORIGIN) === kind, handlers[kind]);
}

/** Files the page loaded before this worker controlled it: kept now, so that the first visit already works offline. */
async function warm(urls: readonly string[], page: string | undefined): Promise<void> {
  const { files, document } = warmTargets(urls, page, ORIGIN);
  const kept = async (cacheName: string, url: string) => (await (await self.caches.open(cacheName)).match(url)) !== undefined;
  const keep = async (cacheName: string, url: string) => {
    if (await kept(cacheName, url)) return;
    const answer = await fetch(url);
    if (answer.status === 200) await (await self.caches.open(cacheName)).put(url, answer);
  };
  await Promise.allSettled([
    ...files.map(({ url, kind }) => keep(kind === 'immutable' ? OFFLINE_CACHES.immutable : OFFLINE_CACHES.pointers, url)),
    ...(document ? [kept(OFFLINE_CACHES.documents, document).then((has) => (has ? undefined : keepDocument(document)))] : []),
  ]);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; urls?: unknown; page?: unknown } | null;
  switch (data?.type) {
    case WORKER_MESSAGES.skipWaiting:
      void self.skipWaiting();
      break;
    case WORKER_MESSAGES.signedOut:
      event.waitUntil(guard.clear());
      break;
    case WARM_MESSAGE:
      event.waitUntil(warm(Array.isArray(data.urls) ? data.urls.filter((u): u is string => typeof u === 'string') : [], typeof data.page === 'string' ? data.page : undefined));
      break;
    default:
      break;
  }
});

// On activation: caches of an earlier layout of this worker (renamed or no longer used) are dropped, and
// the start-up scripts are kept (see `startupScripts`), through the immutable cache's own strategy so that
// its expiration counts them like any other file.
self.addEventListener('activate', (event: ExtendableEvent) => {
  const known = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    Promise.all([
      self.caches.keys().then((names) =>
        Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !known.has(name)).map((name) => self.caches.delete(name))),
      ),
      // A script that cannot be fetched now is kept the next time a page loads it.
      Promise.allSettled(startupScripts.map((url) => immutable.handle({ event, request: new Request(url) }))),
    ]),
  );
});
