import type { PublicPlatformSettings } from './admin.js';
import type { AuthSession } from './auth.js';

/**
 * The contract between the API server and the shell's Node build (docs/adr/0016): the API hands over the
 * navigation and the registry in force, the shell returns the HTML document.
 */
export interface DocumentRequest {
  /** Path and query of the navigation. */
  url: string;
  /** The request's cookies, by name. */
  cookies?: Record<string, string | undefined>;
  acceptLanguage?: string;
  /** The registry document (`remotes.json`) in force: the same object as long as the file is unchanged. */
  registry: unknown;
  /** Origin against which the registry's relative URLs resolve (the API server itself). */
  origin: string;
  /**
   * The platform's public settings (`GET /platform/settings`): every page shows the maintenance banner
   * they hold, so it is rendered and inlined with the page. Absent when they could not be read: the page
   * is then made without them (the browser asks for them itself).
   */
  publicSettings?: PublicPlatformSettings;
  /**
   * The signed-in user of the navigation (from the document cookie, docs/adr/0036) and an access token,
   * valid a few minutes, with which the page's first data is read on the server. The token is never put
   * in the document. Absent for a signed-out visitor or when the session is over.
   */
  session?: AuthSession;
  /** Receives what made the document fall back to the plain one (logged by the API). */
  log?: (error: unknown) => void;
}

export type RenderDocument = (request: DocumentRequest) => Promise<string>;

/** What the entry of the shell's Node build (`shell/server/document.cjs`) exports. */
export interface DocumentEntry {
  loadDocumentRenderer(): Promise<{ createDocumentRenderer(options: { shellDir: string }): RenderDocument }>;
}
