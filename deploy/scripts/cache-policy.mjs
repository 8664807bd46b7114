// How long browsers and CDNs may keep a deployed front-end file, from its URL path. A file with a content
// hash in its name or folder never changes under that name: kept a year without asking again. The
// pointers to those files (HTML, the registry, a remote's mf-manifest.json and remoteEntry.js) change
// with each deployment: `no-cache`, so they are revalidated (ETag / Last-Modified, 304) on every use.
// The one statement of these rules: the API server, serve-static.mjs and the test servers call it; nginx
// (deploy/nginx/pitchside.conf) states them in its own terms.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const POINTERS = new Set(['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js', 'manifest.json', 'manifest.webmanifest', 'site.webmanifest']);
/** `name.<hash>.js`, `name-<hash>.css`, or webpack's bare `<hash>.svg` for assets. */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}\./i;
/** A remote's published folder: `remotes/<name>/<package version>-<content hash>/`. */
const VERSIONED_REMOTE = /(?:^|\/)remotes\/[^/]+\/[^/]*-[0-9a-f]{8,}\//i;

/** The Cache-Control of the file at `urlPath` (a `.br`/`.gz` copy is treated as its original). */
export function cacheControlFor(urlPath) {
  const path = urlPath.replace(/\.(?:br|gz)$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (POINTERS.has(name) || name.endsWith('.html')) return NO_CACHE;
  const hashed = HASHED_NAME.test(name) || /(?:^|\/)chunks\//.test(path) || VERSIONED_REMOTE.test(path);
  return hashed ? IMMUTABLE : NO_CACHE;
}
