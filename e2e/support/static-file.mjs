// Sends one file of deploy/out over node:http as a CDN serves it: the build's `.br`/`.gz` copy when the
// client accepts it (Vary: Accept-Encoding), the Cache-Control of deploy/scripts/cache-policy.mjs, and
// ETag / Last-Modified so that a revalidation answers 304. Used by the test servers that stand in for a
// CDN (remote-static.ts, platform-static.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { cacheControlFor } from '../../deploy/scripts/cache-policy.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** In the server's order of preference. */
const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }];

/** Encoding names an Accept-Encoding header allows (q > 0). */
function accepted(header = '') {
  return new Set(header.toLowerCase().split(',').flatMap((part) => {
    const [name, ...params] = part.split(';').map((token) => token.trim());
    return params.some((param) => /^q=0(?:\.0*)?$/.test(param)) ? [] : [name];
  }));
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} file   the file on disk (an existing regular file)
 * @param {string} urlPath  the path it is known by, which decides its caching
 */
export function sendStaticFile(request, response, file, urlPath) {
  const acceptable = accepted(request.headers['accept-encoding']);
  const encoding = ENCODINGS.find((e) => acceptable.has(e.name) && existsSync(file + e.suffix));
  const sent = encoding ? file + encoding.suffix : file;
  const stat = statSync(sent);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const vary = response.getHeader('Vary');
  response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  response.setHeader('Cache-Control', cacheControlFor(urlPath));
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', stat.mtime.toUTCString());
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    response.writeHead(304).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(sent).pipe(response);
}
