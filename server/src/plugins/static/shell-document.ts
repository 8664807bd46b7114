/**
 * The HTML of a navigation, made by the shell's own Node build (`shell/server/document.cjs`, see
 * docs/adr/0016): registry inlined, preload hints for the route, and public pages rendered for
 * signed-out visitors with the remote versions the registry points at. The API only hands it the
 * request and the registry; without that build (or when it fails) the plain `index.html` is sent.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import type { DocumentEntry, RenderDocument } from '@pitchside/shared-api/contracts/server-document';
import type { RemoteRegistryDocument } from './remote-registry.js';

const ENTRY = path.join('server', 'document.cjs');

export interface ShellDocument {
  /** The document for a navigation, or undefined when the shell's Node build is missing or failed. */
  /** `registry`: the parsed registry in force (the same object while the file is unchanged). */
  /** `session`: the navigation's signed-in user, when its document cookie names a session in force. */
  render(request: FastifyRequest, registry: RemoteRegistryDocument | undefined, origin: string, session?: AuthSession): Promise<string | undefined>;
}

export interface ShellDocumentOptions {
  /**
   * The platform's public settings for the document (its maintenance banner), or undefined when they
   * cannot be read: the document is then made without them. Cached by the caller (`cachedPublicSettings`).
   */
  publicSettings?: () => Promise<PublicPlatformSettings | undefined>;
}

export function shellDocument(shellRoot: string, log: FastifyBaseLogger, { publicSettings }: ShellDocumentOptions = {}): ShellDocument {
  const entryFile = path.join(shellRoot, ENTRY);
  let renderer: Promise<RenderDocument | undefined> | undefined;
  const load = () =>
    (renderer ??= (async () => {
      if (!existsSync(entryFile)) return undefined;
      // A webpack bundle in CommonJS; its exports settle once the federation runtime has started.
      const entry = (await createRequire(import.meta.url)(entryFile)) as DocumentEntry;
      const { createDocumentRenderer } = await entry.loadDocumentRenderer();
      return createDocumentRenderer({ shellDir: shellRoot });
    })().catch((error: unknown) => {
      log.error({ err: error }, 'the shell document renderer could not be loaded');
      return undefined;
    }));

  /** No registry (absent, or being rewritten): the document then names no remote; its pages show their fallback. */
  const noRemotes = { remotes: {} };

  return {
    async render(request, registry, origin, session) {
      const render = await load();
      if (!render) return undefined;
      try {
        return await render({
          url: request.url,
          cookies: request.cookies,
          acceptLanguage: request.headers['accept-language'],
          registry: registry ?? noRemotes,
          origin,
          publicSettings: await publicSettings?.(),
          session,
          log: (error) => log.warn({ err: error }, 'server rendering fell back to the plain document'),
        });
      } catch (error) {
        log.error({ err: error }, 'the shell document could not be made');
        return undefined;
      }
    },
  };
}
