/**
 * Sends a document made in memory (the registry, which a deployment rewrites at any time, so it has no
 * build-time compressed copies) the way the static files are sent: compressed by Accept-Encoding when
 * that is worth it, `Vary: Accept-Encoding`, and an ETag per representation so that a revalidation
 * answers 304. A sender compresses once per distinct content and keeps the last one. The settings are
 * those of on-the-fly compression (Brotli 5, gzip 6): a document may differ on every request, and the
 * slowest settings cost tens of milliseconds on a page-sized document for a few percent less.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves a few hundred bytes at most (nginx's `gzip_min_length` is usually set alike). */
const MIN_COMPRESSED_SIZE = 1024;

type Encoding = 'br' | 'gzip';
interface Representation { body: Buffer; etag: string }
interface Representations { source: string; identity: Representation; encoded: Partial<Record<Encoding, Representation>> }

function representationsOf(source: string): Representations {
  const body = Buffer.from(source);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const encoded: Representations['encoded'] = {};
  if (body.length >= MIN_COMPRESSED_SIZE) {
    const params = { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 };
    encoded.br = { body: brotliCompressSync(body, { params }), etag: `"${hash}-br"` };
    encoded.gzip = { body: gzipSync(body, { level: 6 }), etag: `"${hash}-gz"` };
  }
  return { source, identity: { body, etag: `"${hash}"` }, encoded };
}

/** The encodings an Accept-Encoding header allows (q > 0); `*` is taken as gzip, as @fastify/static does. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((token) => token.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name === '*' ? 'gzip' : name);
  }
  return accepted;
}

function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const values = current === undefined ? [] : String(current).split(',').map((v) => v.trim().toLowerCase());
  if (!values.includes(field) && !values.includes('*')) reply.header('vary', current === undefined ? field : `${String(current)}, ${field}`);
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A sender for one document route: `send(request, reply, content)` after the route set its type and caching. */
export function compressedDocumentSender() {
  let last: Representations | undefined;
  return (request: FastifyRequest, reply: FastifyReply, source: string): FastifyReply => {
    const document = last?.source === source ? last : (last = representationsOf(source));
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = (['br', 'gzip'] as const).find((name) => accepted.has(name) && document.encoded[name]);
    const chosen = (encoding && document.encoded[encoding]) || document.identity;
    appendVary(reply, 'accept-encoding');
    reply.header('etag', chosen.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(chosen.body);
  };
}
