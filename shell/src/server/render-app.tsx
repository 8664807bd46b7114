import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The server build holds one copy of these libraries; the shared facades the pages use resolve to it.
// eslint-disable-next-line no-restricted-imports -- server-only: the router for a URL (not in the browser facade)
import { StaticRouter } from 'react-router';
// eslint-disable-next-line no-restricted-imports -- server-only: collects the styles of the rendered markup
import { ServerStyleSheet } from 'styled-components';
import { textsReady } from '@pitchside/shared-ui/i18n';
import { createAppStore } from '@pitchside/shared-api/client/store';
import { AppProviders } from '../app/providers';
import { App } from '../app/app';
import { createShellI18n } from '../app/i18n';
import { initialPreferences } from '../app/initial-preferences';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import type { RequestPreferences } from './request-preferences';

/** Longest a render may wait for a remote's code before the plain document is sent instead. */
const RENDER_TIMEOUT_MS = 3_000;

export interface RenderedApp {
  markup: string;
  /** `<style>` elements with the CSS of the markup (styled-components). */
  styles: string;
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
 * Renders the app for a signed-out visitor at `url`, waiting for every page, remote and text it needs.
 * The browser hydrates it with the same state (`initialPreferences`, and the public settings the
 * document inlines), so the tree must be the one the browser's bootstrap renders. Rejects when any part
 * failed: the caller then sends the plain document.
 */
export async function renderApp(url: string, preferences: RequestPreferences, publicSettings?: PublicPlatformSettings): Promise<RenderedApp> {
  const i18n = createShellI18n({ lng: preferences.language });
  await textsReady(i18n);
  const store = createAppStore({ preloadedState: initialPreferences(preferences.theme) });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <AppProviders store={store} i18n={i18n} router={Router}>
          <App publicSettings={publicSettings} />
        </AppProviders>
      </StrictMode>,
    );
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Everything inline: React would otherwise move large boundaries out of place and swap them in
      // with inline scripts, which the content security policy (rightly) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    const markup = await readAll(prelude);
    if (errors.length > 0) throw new AggregateError(errors, 'Server rendering failed');
    return { markup, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
