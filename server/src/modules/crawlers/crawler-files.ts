/**
 * /sitemap.xml and /robots.txt, made from the lists of public and private addresses
 * (shared-api/src/contracts/site-pages.ts) and the platform's public URL. Every page exists in each
 * language through `?lng=` (the server renders it in that language), so the sitemap lists each language's
 * address with its alternates (hreflang); the address without `lng` is the default, which follows the
 * visitor's browser.
 */
import { LANGUAGE_CODES } from '@pitchside/shared-api/contracts/language';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PATHS } from '@pitchside/shared-api/contracts/site-pages';

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** `path` in `language` as an absolute address, or the default address without a language. */
function pageUrl(publicUrl: string, path: string, language?: string): string {
  const url = new URL(path, `${publicUrl}/`);
  if (language) url.searchParams.set('lng', language);
  return url.href;
}

/** The sitemaps.org document with one entry per page and language, each naming all of the page's versions. */
export function sitemapXml(publicUrl: string): string {
  const entries = PUBLIC_PATHS.flatMap((path) => {
    const alternates = [
      ...LANGUAGE_CODES.map((language) => ({ hreflang: language, href: pageUrl(publicUrl, path, language) })),
      { hreflang: 'x-default', href: pageUrl(publicUrl, path) },
    ];
    const links = alternates
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return LANGUAGE_CODES.map((language) => `  <url>\n    <loc>${escapeXml(pageUrl(publicUrl, path, language))}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled but the API and the pages behind sign-in; the sitemap names the public pages. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${pageUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
