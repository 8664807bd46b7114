/**
 * How long browsers may keep a file of the built front end. Files whose name or folder carries a content
 * hash never change under that name: cached a year without revalidation. The pointers to them (HTML, the
 * registry, a remote's manifest and remoteEntry.js, service worker, web manifests) change with each
 * deployment: `no-cache`, so they are revalidated (ETag / Last-Modified, 304) on every use.
 * The same rules as deploy/scripts/cache-policy.mjs, which the CDN-like servers apply.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const SHELL_POINTERS = new Set(['index.html', 'sw.js', 'manifest.json', 'manifest.webmanifest', 'site.webmanifest']);
const REMOTE_POINTERS = new Set(['remoteEntry.js', 'mf-manifest.json']);
/** `name.<hash>.js`, `name-<hash>.css`, or webpack's bare `<hash>.svg` for assets. */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}\./i;

/** Forward slashes, and a precompressed `.br`/`.gz` copy named as its original. */
function logicalPath(relativePath: string): string {
  return relativePath.split(path.sep).join('/').replace(/\.(?:br|gz)$/, '');
}

/** For a file under the shell's folder. */
export function shellCacheControl(relativePath: string): string {
  const file = logicalPath(relativePath);
  const base = path.posix.basename(file);
  if (SHELL_POINTERS.has(base)) return NO_CACHE;
  const hashed = file.startsWith('chunks/') || file.includes('/chunks/') || HASHED_NAME.test(base);
  return hashed ? IMMUTABLE : NO_CACHE;
}

/** For a file under `remotes/`: every version folder is named after its content hash. */
export function remoteCacheControl(relativePath: string): string {
  return REMOTE_POINTERS.has(path.posix.basename(logicalPath(relativePath))) ? NO_CACHE : IMMUTABLE;
}
