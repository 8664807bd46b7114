/**
 * What the browser needs to show one page of a remote version, read from the files its build published
 * beside `mf-manifest.json`: the remote entry and exposed module (the manifest) and the page's chunks
 * (`chunk-groups.json`, groups named `page-<id>`). Versions are immutable, so each is read once.
 */
export interface RemoteAssets {
  /** The version's folder as the browser addresses it (relative to the page, or another origin). */
  browserBase: string;
  remoteEntry: string;
  /** Files of the `./pages` module, loaded before any page. */
  exposed: string[];
  /** Page id → its chunks. */
  pages: Record<string, string[]>;
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

const PAGE_GROUP = /^page-(.+)$/;
const MAX_CACHED_VERSIONS = 100;
/** A remote that does not answer must not hold the document back for long, nor on every request. */
const FETCH_TIMEOUT_MS = 1_500;
const RETRY_AFTER_FAILURE_MS = 10_000;
interface CacheEntry {
  assets: Promise<RemoteAssets>;
  failedAt?: number;
}
const cache = new Map<string, CacheEntry>();

async function fetchJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

async function readAssets(manifest: string, origin: string): Promise<RemoteAssets> {
  const browserBase = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  const base = new URL(browserBase, origin);
  const [doc, groups] = await Promise.all([
    fetchJson(new URL(manifest, origin)) as Promise<ManifestShape>,
    fetchJson(new URL('chunk-groups.json', base)).catch(() => ({})) as Promise<Record<string, string[]>>,
  ]);
  const entry = doc.metaData?.remoteEntry;
  const pagesModule = doc.exposes?.find((expose) => expose.name === 'pages');
  const pages: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(groups)) {
    const id = PAGE_GROUP.exec(name)?.[1];
    if (id && Array.isArray(files)) pages[id] = files.map((file) => browserBase + file);
  }
  return {
    browserBase,
    remoteEntry: browserBase + (entry?.path ? `${entry.path}/` : '') + (entry?.name ?? 'remoteEntry.js'),
    exposed: (pagesModule?.assets?.js?.sync ?? []).map((file) => browserBase + file),
    pages,
  };
}

/** The assets of the remote version whose manifest is at `manifest` (relative URLs resolve against `origin`). */
export function remoteAssets(manifest: string, origin: string, now: () => number = Date.now): Promise<RemoteAssets> {
  // The manifest as written in the registry too: the same file addressed relatively or absolutely gives
  // the browser different URLs.
  const key = `${manifest} ${new URL(manifest, origin).href}`;
  const cached = cache.get(key);
  if (cached && !(cached.failedAt !== undefined && now() - cached.failedAt >= RETRY_AFTER_FAILURE_MS)) return cached.assets;
  if (cache.size >= MAX_CACHED_VERSIONS) cache.delete(cache.keys().next().value as string);
  const entry: CacheEntry = { assets: readAssets(manifest, origin) };
  cache.set(key, entry);
  // A version that could not be read (remote down, deploy in flight) is asked again a little later.
  entry.assets.catch(() => {
    entry.failedAt = now();
  });
  return entry.assets;
}
