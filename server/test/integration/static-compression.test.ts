// How the API server sends the built front end: the build's Brotli/gzip copies chosen by Accept-Encoding,
// hashed files cached for good, the pointers to them (HTML, registry, manifest, remoteEntry) revalidated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../deploy/scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const VERSION = '/remotes/mf_auth/1.0.0-0123456789';
const script = (name: string) => `/* ${name} */\n${`export const ${name.replace(/\W/g, '_')} = { pitch: 'north', booked: false };\n`.repeat(80)}`;
const FILES: Record<string, string> = {
  'shell/index.html': `<!doctype html><html><head><script defer src="/main.0a1b2c3d4e.js"></script></head><body>shell ${'<!-- - -->'.repeat(150)}</body></html>`,
  'shell/main.0a1b2c3d4e.js': script('main'),
  'shell/chunks/startup.5f6e7d8c9b.js': script('startup'),
  [`${VERSION.slice(1)}/remoteEntry.js`]: script('remoteEntry'),
  [`${VERSION.slice(1)}/mf-manifest.json`]: JSON.stringify({ name: 'mf_auth', exposes: Array.from({ length: 30 }, (_, i) => ({ id: `page-${i}` })) }),
  [`${VERSION.slice(1)}/chunks/page-login.9a8b7c6d5e.js`]: script('login'),
};
/** Remotes on a CDN: over 1 KB, so the server compresses it per request (it has no build-time copies). */
const REGISTRY = JSON.stringify({
  remotes: Object.fromEntries(['mf_auth', 'mf_customer', 'mf_company', 'mf_payments', 'mf_admin'].map((name) => [
    name, { manifest: `https://static.eu-west-1.cdn.pitchside.example/remotes/${name}/1.0.0-0123456789/mf-manifest.json`, version: '1.0.0-0123456789', contract: '1.0.0' },
  ])),
}, null, 2);

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pitchside-compression-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  expect(REGISTRY.length).toBeGreaterThan(1024);
  writeFileSync(path.join(root, 'remotes.json'), REGISTRY);
  precompress(path.join(root, 'shell'));
  precompress(path.join(root, 'remotes'));
  t = await createTestApp({ env: { STATIC_ROOT: root } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: '*/*', ...headers } });

function decoded(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

/** URL → the content a browser must end up with. */
const SERVED: Record<string, string> = {
  '/index.html': FILES['shell/index.html'] ?? '',
  '/main.0a1b2c3d4e.js': FILES['shell/main.0a1b2c3d4e.js'] ?? '',
  '/chunks/startup.5f6e7d8c9b.js': FILES['shell/chunks/startup.5f6e7d8c9b.js'] ?? '',
  [`${VERSION}/remoteEntry.js`]: FILES[`${VERSION.slice(1)}/remoteEntry.js`] ?? '',
  [`${VERSION}/mf-manifest.json`]: FILES[`${VERSION.slice(1)}/mf-manifest.json`] ?? '',
  [`${VERSION}/chunks/page-login.9a8b7c6d5e.js`]: FILES[`${VERSION.slice(1)}/chunks/page-login.9a8b7c6d5e.js`] ?? '',
  '/remotes.json': REGISTRY,
};

describe('compression by Accept-Encoding', () => {
  const cases = [
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'br;q=0, gzip;q=0.8', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ];
  for (const { accept, encoding } of cases) {
    it(`Accept-Encoding ${accept ?? '(none)'} → ${encoding ?? 'identity'}, the original bytes once decoded`, async () => {
      for (const [url, content] of Object.entries(SERVED)) {
        const response = await get(url, accept === undefined ? {} : { 'accept-encoding': accept });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(String(response.headers.vary).toLowerCase(), url).toContain('accept-encoding');
        expect(decoded(response), url).toBe(content);
        if (encoding) expect(response.rawPayload.length, url).toBeLessThan(Buffer.byteLength(content));
      }
    });
  }

  it('sends the page navigations fall back to compressed, with its type', async () => {
    const response = await get('/fields/42/book', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(response)).toBe(FILES['shell/index.html']);
  });

  it('keeps the media type of the original file on its compressed copy', async () => {
    const js = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'br' });
    expect(js.headers['content-type']).toMatch(/javascript/);
    const json = await get(`${VERSION}/mf-manifest.json`, { 'accept-encoding': 'gzip' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('caching', () => {
  it('caches content-hashed files for a year, immutable, whichever copy is sent', async () => {
    for (const url of ['/main.0a1b2c3d4e.js', '/chunks/startup.5f6e7d8c9b.js', `${VERSION}/chunks/page-login.9a8b7c6d5e.js`]) {
      for (const accept of ['br', 'gzip', 'identity']) {
        expect((await get(url, { 'accept-encoding': accept })).headers['cache-control'], `${url} ${accept}`).toBe(IMMUTABLE);
      }
    }
  });

  it('revalidates the pointers: HTML, registry, manifest and remoteEntry are no-cache', async () => {
    const urls = ['/index.html', '/dashboard', '/remotes.json', `${VERSION}/mf-manifest.json`, `${VERSION}/remoteEntry.js`];
    for (const url of urls) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await get(url, { accept: 'text/html', 'accept-encoding': accept });
        expect(response.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
      }
    }
  });

  it('answers a revalidation of a no-cache file with 304 and no body', async () => {
    for (const url of ['/index.html', '/dashboard', `${VERSION}/remoteEntry.js`, `${VERSION}/mf-manifest.json`, '/remotes.json']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const first = await get(url, { accept: 'text/html', 'accept-encoding': accept });
        const etag = first.headers.etag;
        expect(etag, `${url} ${accept}`).toBeTruthy();
        const again = await get(url, { accept: 'text/html', 'accept-encoding': accept, 'if-none-match': String(etag) });
        expect(again.statusCode, `${url} ${accept}`).toBe(304);
        expect(again.body, `${url} ${accept}`).toBe('');
      }
    }
  });

  it('gives each encoding of a file its own ETag, so a cache never mixes them up', async () => {
    for (const url of [`${VERSION}/remoteEntry.js`, '/remotes.json']) {
      const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (accept) => (await get(url, { 'accept-encoding': accept })).headers.etag));
      expect(new Set(tags).size, url).toBe(3);
    }
  });
});
