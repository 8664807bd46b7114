// Serves an assembled front end (deploy/out) the way production does, without the API:
// shell at / with SPA fallback, remotes under /remotes/, the registry at /remotes.json; compressed
// copies by Accept-Encoding and production caching (static-file.mjs).
import { createServer } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { sendStaticFile } from './static-file.mjs';

export async function startPlatformStatic(outDir, { port = 0, registry } = {}) {
  const root = resolve(outDir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file;
    let servedAs = pathname;
    if (pathname === '/remotes.json') file = registry ?? join(root, 'remotes.json');
    else if (pathname.startsWith('/remotes/')) file = join(root, normalize(pathname));
    else file = join(root, 'shell', normalize(pathname));
    if (!file.startsWith(root) && file !== registry) file = null;
    if (!file || !existsSync(file) || statSync(file).isDirectory()) {
      if (pathname.startsWith('/remotes') || extname(pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = join(root, 'shell', 'index.html');
      servedAs = '/index.html';
    }
    sendStaticFile(req, res, file, servedAs);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const { port: actual } = server.address();
  return {
    url: `http://127.0.0.1:${actual}/`,
    close: () => new Promise((done) => server.close(done)),
  };
}
