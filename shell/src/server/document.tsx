import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from '@pitchside/shared-ui/router';
import { ROUTES, type RouteDefinition } from '../routes/route-table';
import { INLINE_REGISTRY_ID, parseRegistry, type RemoteRegistry } from '../features/remotes/registry';
import { provideRegistry } from '../features/remotes/federation';
import { INLINE_SETTINGS_ID } from '../features/maintenance/maintenance-notice';
import { remoteAssets, type RemoteAssets } from './remote-assets';
import { renderApp, type RenderData, type RenderedApp } from './render-app';
import { INLINE_API_STATE_ID, INLINE_SESSION_ID, type RenderedSession } from '../features/server-session/rendered-session';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import { requestPreferences, type RequestPreferences } from './request-preferences';
import { manifestHref } from '../features/app-worker/manifest-link';
import type { DocumentRequest, RenderDocument } from '@pitchside/shared-api/contracts/server-document';

/** The entry script HtmlWebpackPlugin writes into index.html. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/;
/** Element right after the rendered markup: the browser paints once the parser has reached it. */
const RENDERED_MARK = 'pitchside-rendered';
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Whether the page at `route` is rendered on the server for this visitor: a public page for a signed-out
 * visitor (ADR 0016); for a signed-in user, any page their role may open, but the ones that send them
 * elsewhere (the sign-in pages, a temporary password's change). The browser's session hint and the
 * server's session must agree: a browser that holds no session renders signed out, whatever the cookie.
 */
function rendersFor(route: RouteDefinition | undefined, signedInBrowser: boolean, session: AuthSession | undefined): boolean {
  if (!route) return false;
  if (!signedInBrowser) return route.serverRendered === true;
  if (!session || session.user.mustChangePassword) return false;
  const { access } = route;
  return access.kind === 'open' || access.kind === 'signed-in' || (access.kind === 'roles' && access.roles.includes(session.user.role));
}

function routeFor(pathname: string): RouteDefinition | undefined {
  const matches = matchRoutes(ROUTES.map((route) => ({ path: route.path, route })), pathname);
  return (matches?.[matches.length - 1]?.route as { route?: RouteDefinition } | undefined)?.route;
}

/**
 * Preload hints for everything the route's code will ask for, so no request waits on another. When the
 * page arrives rendered they are low priority: the paint needs none of them, and they should not compete
 * with the document for the first bytes.
 */
function preloadLinks(
  { entry, startup, signedIn, banner }: { entry: string | undefined; startup: string[]; signedIn: string[] | undefined; banner: string[] },
  remote: RemoteAssets | undefined, page: string | undefined, rendered: boolean,
): string {
  const low = ' fetchpriority="low"';
  const script = (href: string, attributes = rendered ? low : '') => `<link rel="preload" as="script"${attributes} href="${escapeAttribute(href)}">`;
  // Unrendered, the entry script comes first: a deferred script at the end of the body would otherwise
  // queue behind every preload below.
  const links = !rendered && entry ? [script(entry)] : [];
  links.push(...startup.map((href) => script(href)));
  // The maintenance banner's code, when it is on: the app's first render shows it.
  links.push(...banner.map((href) => script(href)));
  if (signedIn) {
    // Needed once the app has started, not before: they must not hold up the start-up scripts.
    links.push(...signedIn.map((href) => script(href, low)));
  }
  if (remote) {
    links.push(...[remote.remoteEntry, ...remote.exposed, ...(page ? remote.pages[page] ?? [] : [])].map((href) => script(href)));
  }
  return links.join('');
}

function htmlTag(preferences: RequestPreferences): string {
  const { language, direction, theme } = preferences;
  return `<html lang="${language}" dir="${direction}" data-theme="${theme}" style="color-scheme: ${theme}">`;
}

/** The registry pointing at the Node containers of the versions in force, beside their browser builds. */
function nodeContainers(registry: RemoteRegistry, origin: string): RemoteRegistry {
  const remotes = Object.entries(registry.remotes).map(([name, entry]) => {
    const browserManifest = new URL(entry.manifest, origin);
    return [name, { ...entry, manifest: new URL('server/remoteEntry.js', browserManifest).href }] as const;
  });
  return { ...registry, remotes: Object.fromEntries(remotes) };
}

/**
 * What a signed-in page of the shell loads right after start-up (its lazily loaded top-bar actions,
 * session upkeep and sidebar), named chunk groups of the shell's build. Preloading them saves the round
 * trip in which the started app would ask for them.
 */
const SIGNED_IN_GROUPS = ['signed-in-actions', 'auth-effects', 'sidebar'];
/** The maintenance banner's chunk group (features/maintenance), loaded when the banner is on. */
const BANNER_GROUP = 'maintenance-banner';

function signedInFiles(groups: Record<string, string[]>, startup: string[]): string[] {
  const except = new Set(startup);
  return [...new Set(SIGNED_IN_GROUPS.flatMap((name) => groups[name] ?? []).map((file) => `/${file}`))].filter((file) => !except.has(file));
}

const RECHECK_MS = 2_000;

/**
 * The shell build's template and start-up chunks, read again when a new build replaces them (checked at
 * most every 2 s): the next document then names the new build's scripts. Its server rendering stays the
 * one the API loaded until the API restarts (a mismatch is re-rendered by the browser).
 */
function shellBuildFiles(shellDir: string, now: () => number) {
  let cached: { stamp: number; template: string; entry: string | undefined; startup: string[]; signedIn: string[]; banner: string[] } | undefined;
  let checkedAt = 0;
  return () => {
    if (cached && now() - checkedAt < RECHECK_MS) return cached;
    checkedAt = now();
    const stamp = statSync(join(shellDir, 'index.html')).mtimeMs;
    if (cached?.stamp !== stamp) {
      const groups = JSON.parse(readFileSync(join(shellDir, 'chunk-groups.json'), 'utf8')) as Record<string, string[]>;
      const template = readFileSync(join(shellDir, 'index.html'), 'utf8');
      const startup = (groups.bootstrap ?? []).map((file) => `/${file}`);
      const banner = (groups[BANNER_GROUP] ?? []).map((file) => `/${file}`).filter((file) => !startup.includes(file));
      cached = { stamp, template, entry: ENTRY_SCRIPT.exec(template)?.[1], startup, signedIn: signedInFiles(groups, startup), banner };
    }
    return cached;
  };
}

/**
 * The shell's HTML for a navigation, as the server sends it: the registry and the public settings inlined, preload hints for
 * the shell's start-up chunks (and for a signed-in browser, the signed-in chrome's chunks), and for the
 * remote entry, exposed module and page chunks of the route,
 * and — for a public page and a signed-out visitor — the page already rendered with its CSS, in the
 * visitor's language and theme. `shellDir` is the shell's browser build (index.html, chunk-groups.json).
 */
export function createDocumentRenderer({ shellDir, now = Date.now }: { shellDir: string; now?: () => number }): RenderDocument {
  const shellBuild = shellBuildFiles(shellDir, now);
  // The registry the Node containers were registered from; the API hands over the same object until the
  // file changes, so an identity check tells when to register again.
  let registeredFrom: unknown;

  return async function renderDocument(request: DocumentRequest): Promise<string> {
    const { template, entry, startup, signedIn, banner } = shellBuild();
    const url = new URL(request.url, request.origin);
    const preferences = requestPreferences({ url, cookies: request.cookies ?? {}, acceptLanguage: request.acceptLanguage });
    const registry: RemoteRegistry = parseRegistry(request.registry);
    const route = routeFor(url.pathname);
    const target = route && 'remote' in route.target ? route.target : undefined;
    const manifest = target ? registry.remotes[target.remote]?.manifest : undefined;
    const remote = manifest ? await remoteAssets(manifest, request.origin).catch((error: unknown) => void request.log?.(error)) : undefined;

    let rendered: RenderedApp | undefined;
    const session = preferences.signedIn ? request.session : undefined;
    if (rendersFor(route, preferences.signedIn, session)) {
      if (request.registry !== registeredFrom) {
        provideRegistry(nodeContainers(registry, request.origin));
        registeredFrom = request.registry;
      }
      const data: RenderData = { apiBaseUrl: new URL('/api/v1', request.origin).href, session };
      rendered = await renderApp(`${url.pathname}${url.search}`, preferences, request.publicSettings, data).catch((error: unknown) => {
        request.log?.(error);
        return undefined;
      });
    }

    const head = [
      // No paint of half-parsed markup (the browser may yield mid-document): the page grew as it parsed.
      // The browser unblocks when it meets the element, so it is the one after the markup, not #root.
      rendered ? `<link rel="expect" href="#${RENDERED_MARK}" blocking="render">` : '',
      preloadLinks(
        { entry, startup, signedIn: preferences.signedIn ? signedIn : undefined, banner: request.publicSettings?.maintenanceBanner.enabled ? banner : [] },
        remote ?? undefined, target?.page, rendered !== undefined,
      ),
      rendered?.styles ?? '',
      `<script id="${INLINE_REGISTRY_ID}" type="application/json">${escapeJson(registry)}</script>`,
      // What the page was rendered with (its maintenance banner): the browser's first render uses the same.
      request.publicSettings ? `<script id="${INLINE_SETTINGS_ID}" type="application/json">${escapeJson(request.publicSettings)}</script>` : '',
      // Whom the page was rendered for and the answers it shows: the browser starts from the same state.
      rendered && session ? `<script id="${INLINE_SESSION_ID}" type="application/json">${escapeJson({ user: session.user, reads: rendered.reads, state: { verification: rendered.verification } } satisfies RenderedSession)}</script>` : '',
      rendered?.apiState ? `<script id="${INLINE_API_STATE_ID}" type="application/json">${escapeJson(rendered.apiState)}</script>` : '',
    ].join('');
    const page = template
      .replace(/<html[^>]*>/, htmlTag(preferences))
      // The web app manifest in the visitor's language (its name, shortcuts, `lang` and `dir`).
      .replace('href="/manifest.webmanifest"', `href="${manifestHref(preferences.language)}"`)
      .replace('</head>', `${head}</head>`)
      .replace(/<div id="?root"?><\/div>/, rendered ? `<div id="root" data-ssr>${rendered.markup}</div><template id="${RENDERED_MARK}"></template>` : '<div id="root"></div>');
    // A rendered page paints before the app's scripts run (public/start-after-paint.js).
    return rendered ? page.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script defer src="/start-after-paint.js" data-src="${escapeAttribute(src)}"></script>`) : page;
  };
}
