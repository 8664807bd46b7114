/** Where the API serves uploaded files (docs/product/api.md). */
export const FILES_SERVE_PREFIX = '/api/v1/files/serve/';

const DEV_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
const UPLOADS_PREFIX = /^\/?uploads\//;

/** The path of a stored file, relative to the files root, from a path like `/uploads/a/b.jpg`. */
function toServePath(pathname: string): string {
  if (pathname.startsWith(FILES_SERVE_PREFIX)) return pathname;
  return FILES_SERVE_PREFIX + pathname.replace(UPLOADS_PREFIX, '').replace(/^\/+/, '');
}

/**
 * Per docs/product/entities.md: profile image URLs pointing at a local development host (any port) or at `/uploads/…`
 * are rewritten to `/api/v1/files/serve/{path}`, so they load through the current origin.
 * Any other URL (a CDN, object storage, a data URL) is returned unchanged.
 */
export function normalizeProfileImageUrl(url: string): string;
export function normalizeProfileImageUrl(url: string | null | undefined): string | null | undefined;
export function normalizeProfileImageUrl(url: string | null | undefined): string | null | undefined {
  if (!url) return url;
  if (UPLOADS_PREFIX.test(url)) return toServePath(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && DEV_HOSTS.has(parsed.hostname)) {
    return toServePath(parsed.pathname) + parsed.search;
  }
  return url;
}

/** A copy of `user` with its profile image URL normalised. */
export function withNormalizedProfileImage<T extends { profileImage?: string | null }>(user: T): T {
  if (!user.profileImage) return user;
  return { ...user, profileImage: normalizeProfileImageUrl(user.profileImage) };
}
