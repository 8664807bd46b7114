/**
 * Security headers on every answer: API, errors, 404s and static files. Set in `onRequest` (so even
 * answers that skip later hooks carry them) and checked again in `onSend`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export function contentSecurityPolicy(remoteOrigins: readonly string[], imageOrigins: readonly string[] = []): string {
  const remotes = remoteOrigins.length > 0 ? ` ${remoteOrigins.join(' ')}` : '';
  const images = imageOrigins.length > 0 ? ` ${imageOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${images}`,
    `connect-src 'self'${remotes}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * Extra `img-src` sources the map's tile server needs. Any https: host is already allowed; a plain
 * http: server (a local tile cache) is added by origin, `{s}` subdomains as a `*.` wildcard.
 */
export function tileImageOrigins(tileUrl: string): string[] {
  const origin = /^http:\/\/[^/?#]+/i.exec(tileUrl)?.[0].toLowerCase();
  if (!origin) return [];
  const host = origin.replace('{s}', '*');
  // CSP wildcards only stand for a whole leftmost label; anything else falls back to the scheme.
  return [/^http:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) ? host : 'http:'];
}

export interface SecurityHeaderOptions {
  production: boolean;
  remoteOrigins: readonly string[];
  /** Image sources beyond 'self', data:, blob: and https: (see tileImageOrigins). */
  imageOrigins?: readonly string[];
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options.remoteOrigins, options.imageOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'origin-agent-cluster': '?1',
    // Camera for QR check-in, geolocation for "near me"; nothing else.
    'permissions-policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
  };
  if (options.production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export const securityHeadersPlugin = fp<{ production: boolean; remoteOrigins: () => readonly string[]; imageOrigins?: readonly string[] }>(
  async (app: FastifyInstance, options) => {
    const apply = (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.hasHeader('content-security-policy')) return;
      const headers = securityHeaders({ production: options.production, remoteOrigins: options.remoteOrigins(), imageOrigins: options.imageOrigins });
      // Remote bundles are loaded by shells on other origins with plain <script> tags.
      if (request.url.startsWith('/remotes/')) headers['cross-origin-resource-policy'] = 'cross-origin';
      reply.headers(headers);
    };
    app.addHook('onRequest', async (request, reply) => apply(request, reply));
    app.addHook('onSend', async (request, reply, payload) => {
      apply(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
