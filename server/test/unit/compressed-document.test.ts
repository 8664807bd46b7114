// Documents made in memory (the registry, the server-rendered page) sent compressed and revalidatable.
import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedDocumentSender } from '../../src/plugins/static/compressed-document.js';

const SMALL = JSON.stringify({ remotes: { mf_auth: { manifest: '/remotes/mf_auth/1.0.0-0123456789/mf-manifest.json' } } });
const LARGE = JSON.stringify({ remotes: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`mf_${i}`, { manifest: `/remotes/mf_${i}/1.0.0/mf-manifest.json` }])) });
let current = SMALL;
const app = Fastify();

beforeAll(async () => {
  const send = compressedDocumentSender();
  app.get('/doc', async (request, reply) => send(request, reply.header('vary', 'Origin').type('application/json'), current));
  await app.ready();
});
afterAll(() => app.close());

describe('compressed document sender', () => {
  it('sends a document under 1 KB as it is, still varying on Accept-Encoding', async () => {
    current = SMALL;
    const response = await app.inject({ url: '/doc', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL);
    expect(response.headers.vary).toBe('Origin, accept-encoding');
  });

  it('compresses a larger document, and follows a change of content', async () => {
    current = LARGE;
    const response = await app.inject({ url: '/doc', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LARGE);
    expect((await app.inject({ url: '/doc', headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/doc', headers: { 'accept-encoding': '*' } })).headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to its own ETag only, and a changed document gets a new one', async () => {
    current = LARGE;
    const first = await app.inject({ url: '/doc', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect((await app.inject({ url: '/doc', headers: { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/doc', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })).statusCode).toBe(200);
    current = `${LARGE} `;
    expect((await app.inject({ url: '/doc', headers: { 'accept-encoding': 'br', 'if-none-match': etag } })).statusCode).toBe(200);
  });
});
