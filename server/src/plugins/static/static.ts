/**
 * Serves the built front end (lead's build layout under STATIC_ROOT):
 *   shell/…                       the host app; SPA fallback to shell/index.html
 *   remotes/<name>/<version>/…    versioned remote bundles, immutable
 *   remotes.json                  the registry (or REMOTES_REGISTRY), never cached
 * Also owns the not-found answer: HTML navigations get the shell, everything else the 404 envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../../lib/errors.js';
import { sendError } from '../error-envelope.js';
import type { RemoteRegistry } from './remote-registry.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Entry points that must always be revalidated so a deployment is picked up at once. */
const ENTRY_FILES = new Set(['index.html', 'main.js', 'sw.js', 'manifest.json', 'manifest.webmanifest', 'site.webmanifest']);

export function shellCacheControl(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/');
  const base = path.posix.basename(normalised);
  if (ENTRY_FILES.has(base)) return NO_CACHE;
  const hashed = normalised.startsWith('chunks/') || normalised.includes('/chunks/') || /[.-][0-9a-f]{8,}\./i.test(base);
  return hashed ? IMMUTABLE : NO_CACHE;
}

export interface StaticOptions {
  staticRoot: string;
  registry: RemoteRegistry;
}

export const staticPlugin = fp<StaticOptions>(
  async (app: FastifyInstance, { staticRoot, registry }) => {
    const shellRoot = path.join(staticRoot, 'shell');
    const remotesRoot = path.join(staticRoot, 'remotes');
    const hasShell = existsSync(path.join(shellRoot, 'index.html'));

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      const raw = registry.raw();
      if (raw === undefined) return sendError(reply, notFound());
      return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(raw);
    });

    if (existsSync(remotesRoot)) {
      await app.register(fastifyStatic, {
        root: remotesRoot, prefix: '/remotes/', decorateReply: false, cacheControl: false, dotfiles: 'ignore',
        index: false, schemaHide: true,
        setHeaders: (reply: FastifyReply) => { reply.header('cache-control', IMMUTABLE); },
      });
    }
    if (hasShell) {
      await app.register(fastifyStatic, {
        root: shellRoot, prefix: '/', cacheControl: false, dotfiles: 'ignore', schemaHide: true,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('cache-control', shellCacheControl(path.relative(shellRoot, filePath)));
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isNavigation =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/remotes/') &&
        path.posix.extname(pathname) === '' &&
        (request.headers.accept ?? '').includes('text/html');
      if (hasShell && isNavigation) {
        return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellRoot);
      }
      return sendError(reply, notFound(`Route ${request.method} ${pathname.slice(0, 200)} not found`));
    });
  },
  { name: 'static', dependencies: ['error-envelope'] },
);
