// One remote's static server on its own origin, as a CDN serves it: `<prefix><version>/…` from the
// remote's folder of deploy/out, compressed copies by Accept-Encoding, hashed files immutable and the
// manifest and remoteEntry.js no-cache (static-file.mjs), CORS for the shell's origin.
// Equivalent to `node deploy/scripts/serve-static.mjs --dir … --prefix … --cors …`, run in-process.
import { existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { sendStaticFile } from './static-file.mjs';

export interface RemoteStaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function startRemoteStatic(options: { dir: string; prefix: string; port: number; corsOrigins: string[] }): Promise<RemoteStaticServer> {
  const root = resolve(options.dir);
  const server: Server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin && options.corsOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      response.writeHead(204).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = pathname.startsWith(options.prefix) ? join(root, normalize(pathname.slice(options.prefix.length))) : '';
    if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory() || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    sendStaticFile(request, response, file, pathname);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => done());
  });
  return {
    origin: `http://127.0.0.1:${options.port}`,
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
