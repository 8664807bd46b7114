// The first visit: the page was loaded before the worker controlled it, so none of its files went through
// the worker. Once it takes control, the page sends what it loaded (WARM_MESSAGE) and the worker keeps
// what its routing table would have kept (docs/adr/0035).
import { routeKind } from './routing';

export const WARM_MESSAGE = 'WARM';
/** The offline page, precached with the shell (shell/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

export interface WarmTargets {
  files: Array<{ url: string; kind: 'immutable' | 'pointer' }>;
  /** The page's own document, when it is one of this origin's. */
  document: string | undefined;
}

/** Of the URLs a page loaded, those to keep and where; API reads are not (they need the user's token). */
export function warmTargets(urls: readonly string[], page: string | undefined, origin: string): WarmTargets {
  const files: WarmTargets['files'] = [];
  const seen = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const kind = routeKind({ url, method: 'GET', mode: 'no-cors' }, origin);
    if (kind === 'immutable' || kind === 'pointer') files.push({ url: url.href, kind });
  }
  let document: string | undefined;
  if (page) {
    try {
      const url = new URL(page, origin);
      url.hash = '';
      if (routeKind({ url, method: 'GET', mode: 'navigate' }, origin) === 'document') document = url.href;
    } catch {
      document = undefined;
    }
  }
  return { files, document };
}
