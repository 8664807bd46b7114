/**
 * Serves the built front end (lead's build layout under STATIC_ROOT):
 *   shell/…                       the host app; SPA fallback to shell/index.html
 *   remotes/<name>/<version>/…    versioned remote bundles, immutable but for their manifest and entry
 *   remotes.json                  the registry (or REMOTES_REGISTRY), revalidated on every use
 * Files are sent as the build's `.br`/`.gz` copies when the client accepts one; caching: deploy/scripts/cache-policy.mjs.
 * Also owns the not-found answer: HTML navigations get the shell, everything else the 404 envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../lib/errors.js';
import { sendError } from '../error-envelope.js';
import { NO_CACHE, cacheControlFor } from '@pitchside/deploy/scripts/cache-policy.mjs';
import { compressedDocumentSender } from './compressed-document.js';
import { rememberRequestedLanguage } from './language-cookie.js';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';
import type { AuthSession } from '@pitchside/shared-api/contracts/auth';
import { PLAIN_DOCUMENT_HEADER } from '@pitchside/shared-api/contracts/offline-caches';
import { cachedPublicSettings } from './public-settings.js';
import type { RemoteRegistry } from './remote-registry.js';
import { shellDocument } from './shell-document.js';

/** A document holding a signed-in user's data. */
const PERSONAL_DOCUMENT = 'private, no-store';

/** The URL path, below its mount, of a file under `root`. */
const urlPath = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** This server's own address: the registry's relative URLs (remote files it serves) resolve against it. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

export interface StaticOptions {
  staticRoot: string;
  registry: RemoteRegistry;
  /**
   * The platform's public settings (maintenance banner…), rendered and inlined in every document; read
   * at most every few seconds, and a document whose read fails is made without them.
   */
  publicSettings?: () => Promise<PublicPlatformSettings>;
  /** Milliseconds now (the app's clock), for the age of the settings read last. */
  now?: () => number;
  /**
   * The signed-in user of a navigation, from its document cookie (docs/adr/0036): the page is then
   * rendered with their data. Undefined for a signed-out visitor or a session that is over.
   */
  documentSession?: (request: FastifyRequest) => Promise<AuthSession | undefined>;
}

export const staticPlugin = fp<StaticOptions>(
  async (app: FastifyInstance, { staticRoot, registry, publicSettings, now, documentSession }) => {
    const shellRoot = path.join(staticRoot, 'shell');
    const remotesRoot = path.join(staticRoot, 'remotes');
    const hasShell = existsSync(path.join(shellRoot, 'index.html'));
    const sendRegistry = compressedDocumentSender();

    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const raw = registry.raw();
      if (raw === undefined) return sendError(reply, notFound());
      return sendRegistry(request, reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8'), raw);
    });

    if (existsSync(remotesRoot)) {
      await app.register(fastifyStatic, {
        root: remotesRoot, prefix: '/remotes/', decorateReply: false, cacheControl: false, dotfiles: 'ignore',
        index: false, schemaHide: true, preCompressed: true,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('cache-control', cacheControlFor(`/remotes/${urlPath(remotesRoot, filePath)}`));
        },
      });
    }
    if (hasShell) {
      await app.register(fastifyStatic, {
        root: shellRoot, prefix: '/', cacheControl: false, index: false, dotfiles: 'ignore', schemaHide: true, preCompressed: true,
        // The shell's Node build renders documents here; it is not for browsers.
        allowedPath: (pathName: string) => !pathName.startsWith('/server/'),
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('cache-control', cacheControlFor(`/${urlPath(shellRoot, filePath)}`));
        },
      });
    }

    const document = shellDocument(shellRoot, app.log, {
      publicSettings: publicSettings && cachedPublicSettings({ read: publicSettings, log: app.log, now }),
    });
    const sendDocument = compressedDocumentSender();
    const sendShellDocument = async (request: FastifyRequest, reply: FastifyReply) => {
      // The worker's offline copy of a page asks for it without the user's data.
      const plain = request.headers[PLAIN_DOCUMENT_HEADER] !== undefined;
      const session = plain ? undefined : await documentSession?.(request).catch((error: unknown) => {
        // The page is then made as for a signed-out visitor; the browser still knows its session.
        request.log.warn({ err: error }, 'the document session could not be read');
        return undefined;
      });
      const html = await document.render(request, registry.document(), ownOrigin(app), session);
      // The markup follows the visitor's language, theme and session cookies. A signed-in user's page
      // holds their data: kept by no cache, not even the browser's (a shared computer, the back button
      // after signing out).
      reply.header('cache-control', session ? PERSONAL_DOCUMENT : NO_CACHE).header('vary', 'Cookie, Accept-Language');
      rememberRequestedLanguage(request, reply);
      if (html === undefined) return reply.sendFile('index.html', shellRoot);
      return sendDocument(request, reply.type('text/html; charset=utf-8'), html);
    };

    // The shell's folder is served without directory indexes: `/` is a navigation like any other.
    if (hasShell) app.get('/', { schema: { hide: true } }, sendShellDocument);

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isNavigation =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/remotes/') &&
        path.posix.extname(pathname) === '' &&
        (request.headers.accept ?? '').includes('text/html');
      if (hasShell && isNavigation) return sendShellDocument(request, reply);
      return sendError(reply, notFound(`Route ${request.method} ${pathname.slice(0, 200)} not found`));
    });
  },
  { name: 'static', dependencies: ['error-envelope'] },
);
