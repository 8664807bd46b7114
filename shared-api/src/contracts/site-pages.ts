// The pages anyone may open without an account: the footer's information pages and the public pages of
// the route table (shell/src/routes/route-table.ts, which its tests keep in step with these lists). The
// sitemap page, /sitemap.xml and /robots.txt are made from them (docs/product/routes-and-screens.md).

/** The information pages of the footer; each is served at `/<id>` by the page of the same id in mf_auth. */
export const INFO_PAGES = ['help', 'faq', 'contact', 'terms', 'privacy', 'cookies', 'accessibility', 'sitemap'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** Every page a signed-out visitor may open and a search engine may list, the home page first. */
export const PUBLIC_PATHS: readonly string[] = ['/', '/login', '/register', '/forgot-password', ...INFO_PAGES.map((id) => `/${id}`)];

/**
 * What crawlers are asked to leave alone: the API, the areas behind sign-in, and the pages of one-time
 * links (their address holds a token).
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/', '/dashboard', '/fields', '/bookings', '/profile', '/settings', '/notifications', '/analytics', '/payments',
  '/admin', '/company', '/change-password', '/reset-password', '/verify-email',
] as const;
