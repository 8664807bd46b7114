import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The server build holds one copy of these libraries; the shared facades the pages use resolve to it.
// eslint-disable-next-line no-restricted-imports -- server-only: the router for a URL (not in the browser facade)
import { StaticRouter } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- server-only: collects the styles of the rendered markup
import { ServerStyleSheet } from 'styled-components';
import { textsReady } from '@pitchside/shared-ui/i18n';
import { createAppStore, type RootState } from '@pitchside/shared-api/client/store';
import { api } from '@pitchside/shared-api/client/api';
import { sessionRestored } from '@pitchside/shared-api/client/auth-slice';
import type { VerificationState } from '@pitchside/shared-api/client/verification-slice';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import { GlobalStyle } from '@pitchside/shared-ui/global-style';
import { AppProviders } from '../app/providers';
import { App } from '../app/app';
import { createShellI18n } from '../app/i18n';
import { initialPreferences } from '../app/initial-preferences';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import type { RequestPreferences } from './request-preferences';

/** Longest a render may take (every pass, the remote's code and the page's data) before the plain document is sent instead. */
const RENDER_TIMEOUT_MS = 3_000;
/** Renders of a signed-in page at most: a read that depends on another's answer starts in the next one. */
const MAX_PASSES = 3;

export interface RenderedApp {
  markup: string;
  /** `<style>` elements with the CSS of the markup (styled-components). */
  styles: string;
  /** Signed in: the answers the page was rendered with (the api cache's fulfilled queries and their tags). */
  apiState?: unknown;
  /** The API reads that answered (path and query below the origin, e.g. `/api/v1/bookings?tab=upcoming`). */
  reads: string[];
  /** The e-mail verification state the answers' headers gave (the banner the page shows). */
  verification: VerificationState;
}

/** Where the server reads the page's first data, and as whom. */
export interface RenderData {
  /** Absolute, e.g. `http://127.0.0.1:8080/api/v1` (the API server itself). */
  apiBaseUrl: string;
  /** The signed-in user the page is rendered for; absent for a signed-out visitor. */
  session?: AuthSession;
}

/** The whole prelude as text (a Node stream at run time; typed as the web stream of the browser build). */
async function readAll(stream: unknown): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The part of the api cache a browser can start from: settled reads (a refused one too: the page shows its
 * error, and the browser asks again once the page mounts) and the tags they provide; no changes.
 */
function answeredReads(state: RootState['api']): unknown {
  const queries = Object.fromEntries(Object.entries(state.queries).filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected'));
  return { queries, mutations: {}, provided: state.provided };
}

/**
 * Renders the app at `url`, waiting for every page, remote and text it needs, and with `data` for the
 * page's first data (docs/adr/0036): for a signed-out visitor, or for the signed-in user of
 * `data.session`. The browser hydrates it with the same state (`initialPreferences`, the public settings,
 * the session and the answers the document inlines), so the tree must be the one the browser's bootstrap
 * renders. Rejects when any part failed: the caller then sends the plain document.
 */
export async function renderApp(url: string, preferences: RequestPreferences, publicSettings?: PublicPlatformSettings, data?: RenderData): Promise<RenderedApp> {
  const i18n = createShellI18n({ lng: preferences.language });
  await textsReady(i18n);
  const reads: string[] = [];
  // The page's reads, recorded: the offline worker is later given its own copy of the user's ones.
  const fetchFn = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    const request = input instanceof Request ? input : undefined;
    if ((request?.method ?? init?.method ?? 'GET') === 'GET' && response.ok) {
      const answered = new URL(request?.url ?? String(input));
      reads.push(`${answered.pathname}${answered.search}`);
    }
    return response;
  };
  const store = createAppStore({ preloadedState: initialPreferences(preferences.theme), apiBaseUrl: data?.apiBaseUrl, fetchFn });
  // As the browser's start-up restores a stored session: the same state, hence the same first render.
  if (data?.session) store.dispatch(sessionRestored(data.session));
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  let sheet = new ServerStyleSheet();
  const renderOnce = async () => {
    sheet.seal();
    sheet = new ServerStyleSheet();
    const errors: unknown[] = [];
    const tree = sheet.collectStyles(
      <StrictMode>
        <AppProviders store={store} i18n={i18n} router={Router} globalStyle={GlobalStyle}>
          <App publicSettings={publicSettings} />
        </AppProviders>
      </StrictMode>,
    );
    const { prelude } = await prerenderToNodeStream(tree, {
      signal,
      // Everything inline: React would otherwise move large boundaries out of place and swap them in
      // with inline scripts, which the content security policy (rightly) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    const markup = await readAll(prelude);
    if (errors.length > 0) throw new AggregateError(errors, 'Server rendering failed');
    return markup;
  };
  try {
    let markup = await renderOnce();
    // The first render started the page's reads (query hooks start them while rendering on the server,
    // see shared-api api.ts): once answered, render again with the answers.
    for (let pass = 1; data && pass < MAX_PASSES; pass += 1) {
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.all(running);
      signal.throwIfAborted();
      markup = await renderOnce();
    }
    const cache = (store.getState() as RootState).api;
    const apiState = data && Object.keys(cache.queries).length > 0 ? answeredReads(cache) : undefined;
    return { markup, styles: sheet.getStyleTags(), apiState, reads: [...new Set(reads)], verification: (store.getState() as RootState).verification };
  } finally {
    sheet.seal();
    // Stops the cache's timers (a read's expiry, a poll) that would keep this request's store alive.
    store.dispatch(api.util.resetApiState());
  }
}
