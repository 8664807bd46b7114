// How the journeys tell that a library was loaded once: a string that every production copy of the
// library contains and nothing else does. Chosen by counting them in deploy/out (each occurs only in the
// chunk holding that library, in the shell and in the remotes' fallback chunks); version strings such as
// "19.3.1" are useless for this — they also appear in every remoteEntry.js and in the shell's entry script.
import type { Page } from '@playwright/test';

export const LIBRARY_SIGNATURES = {
  // react.production.js: the setState error is kept verbatim in production.
  react: 'takes an object of state variables to update or a function which returns an object of state variables.',
  // react-dom-client.production.js: the renderer's fiber key on DOM nodes.
  'react-dom': '__reactFiber$',
  // react-router's invariant behind useHref/useNavigate/useLocation (Link and every hook need it).
  'react-router': 'may be used only in the context of a <Router> component',
  // styled-components core: the attribute on its <style> tags.
  'styled-components': 'data-styled-version',
  // redux: the store's private init action type.
  redux: '@@redux/INIT',
  // RTK Query core (createApi's subscription slice name); its React hooks module lacks it. One api, one cache.
  'rtk-query': '/internalSubscriptions',
  // react-redux 9: the global key of its context.
  'react-redux': 'react-redux-context',
  // i18next's init guard.
  i18next: 'i18next is already initialized',
  // react-i18next's missing-instance warning.
  'react-i18next': 'You will need to pass in an i18next instance',
} as const;
export type Library = keyof typeof LIBRARY_SIGNATURES;

/** Collects the body of every script the page loads (fetch order), for signature counting. */
export function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(response.url(), response.text().catch(() => ''));
  });
  return scripts;
}

/** Library → URLs of the loaded scripts that contain its signature. */
export async function scriptsPerLibrary(scripts: Map<string, Promise<string>>): Promise<Record<Library, string[]>> {
  const bodies = await Promise.all([...scripts].map(async ([url, body]) => [url, await body] as const));
  const result = {} as Record<Library, string[]>;
  for (const [library, signature] of Object.entries(LIBRARY_SIGNATURES) as [Library, string][]) {
    result[library] = bodies.filter(([, body]) => body.includes(signature)).map(([url]) => url);
  }
  return result;
}

/** The Module Federation share scope as the runtime holds it: package → version → who provides/uses it. */
export interface SharedEntry {
  instance: string;
  scope: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

export async function readShareScope(page: Page): Promise<Record<string, SharedEntry[]>> {
  return page.evaluate(() => {
    type Raw = { from?: string; loaded?: boolean; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Raw>>>> } }).__FEDERATION__;
    const out: Record<string, { instance: string; scope: string; version: string; from: string; loaded: boolean; useIn: string[] }[]> = {};
    for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
      for (const [scope, packages] of Object.entries(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            (out[name] ??= []).push({
              instance, scope, version, from: shared.from ?? '', loaded: shared.loaded === true, useIn: [...(shared.useIn ?? [])],
            });
          }
        }
      }
    }
    return out;
  });
}
