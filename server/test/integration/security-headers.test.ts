import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login } from '../helpers/http.js';

let t: TestApp;
let root: string;

function buildStaticRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-static-'));
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  };
  write('shell/index.html', '<!doctype html><html><head><script src="/main.js"></script></head><body>shell</body></html>');
  write('shell/main.js', 'console.log("main")');
  write('shell/sw.js', 'self.addEventListener("install", () => {})');
  write('shell/manifest.webmanifest', '{}');
  write('shell/chunks/vendor.3f2a9c1b.js', 'export {}');
  write('shell/.env', 'SECRET=1');
  write('remotes/mf_auth/1.0.0/remoteEntry.js', 'var mf_auth = {}');
  write('remotes/mf_auth/1.0.0/mf-manifest.json', '{"name":"mf_auth"}');
  write('remotes/mf_auth/1.0.0/chunks/page-login.0a1b2c3d4e.js', 'export {}');
  write('remotes.json', JSON.stringify({ remotes: { mf_auth: { manifest: '/remotes/mf_auth/1.0.0/mf-manifest.json', version: '1.0.0', contract: '1.0.0' } } }));
  write('other-registry.json', JSON.stringify({ remotes: {
    mf_auth: { manifest: '/remotes/mf_auth/1.0.0/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
    mf_customer: { manifest: 'https://cdn.pitchside.example/mf_customer/2.1.0/mf-manifest.json', version: '2.1.0', contract: '1.0.0' },
  } }));
  return dir;
}

beforeAll(async () => {
  root = buildStaticRoot();
  t = await createTestApp({
    env: { STATIC_ROOT: root, REMOTES_REGISTRY: path.join(root, 'other-registry.json'), CORS_ORIGINS: 'https://app.pitchside.example', AUTH_RATE_LIMIT_MAX: '3' },
    beforeReady: (app) => {
      app.get('/api/v1/__boom', async () => { throw new Error('SELECT secret FROM internals'); });
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain('script-src \'self\' https://cdn.pitchside.example');
  expect(csp).toContain('connect-src \'self\' https://cdn.pitchside.example');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBeDefined();
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['strict-transport-security']).toBeUndefined(); // production only
}

describe('security headers on every answer', () => {
  it('200 API answer', async () => {
    const response = await t.app.inject('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('404 for an unknown API route, as an envelope', async () => {
    const response = await t.app.inject('/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expectSecurityHeaders(response);
  });

  it('400 validation, 401, malformed JSON, bad URL', async () => {
    const responses = [
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email: 'x' } }),
      await t.app.inject('/api/v1/auth/profile'),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { 'content-type': 'application/json' }, payload: '{oops' }),
      await t.app.inject('/%zz'),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([400, 401, 400, 400]);
    for (const r of responses) {
      expectSecurityHeaders(r);
      expect(json(r)).toMatchObject({ success: false });
    }
  });

  it('500: a bare envelope, no stack or SQL, with headers', async () => {
    const response = await t.app.inject('/api/v1/__boom');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ success: false, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    expect(response.body).not.toContain('SELECT');
    expect(response.body).not.toContain('at ');
    expectSecurityHeaders(response);
  });

  it('429 from the per-IP auth limit, with Retry-After', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email: 'ip@limit.example' }, remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(json(limited)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expectSecurityHeaders(limited);
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/request-reset', payload: { email: 'ip@limit.example' }, remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(200);
  });

  it('static files, SPA fallback and the registry', async () => {
    for (const url of ['/', '/main.js', '/chunks/vendor.3f2a9c1b.js', '/remotes/mf_auth/1.0.0/remoteEntry.js', '/remotes.json', '/dashboard']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response);
    }
  });
});

describe('static front end', () => {
  it('serves index.html, main.js, sw.js and the manifest with no-cache', async () => {
    for (const url of ['/', '/main.js', '/sw.js', '/manifest.webmanifest']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject('/')).body).toContain('shell');
  });

  it('caches hashed shell chunks and remote chunks forever, revalidates a remote\'s manifest', async () => {
    expect((await t.app.inject('/chunks/vendor.3f2a9c1b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await t.app.inject('/remotes/mf_auth/1.0.0/chunks/page-login.0a1b2c3d4e.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject('/remotes/mf_auth/1.0.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allows listed origins to load remotes cross-origin, and no others', async () => {
    const allowed = await t.app.inject({ url: '/remotes/mf_auth/1.0.0/remoteEntry.js', headers: { origin: 'https://app.pitchside.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.pitchside.example');
    const denied = await t.app.inject({ url: '/remotes/mf_auth/1.0.0/remoteEntry.js', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const api = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/auth/login', headers: { origin: 'https://app.pitchside.example', 'access-control-request-method': 'POST' } });
    expect(api.headers['access-control-allow-origin']).toBe('https://app.pitchside.example');
    expect(api.headers['access-control-allow-credentials']).toBe('true');
  });

  it('serves the registry (REMOTES_REGISTRY override) with no-cache', async () => {
    const response = await t.app.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(json<{ remotes: Record<string, unknown> }>(response).remotes).toHaveProperty('mf_customer');
  });

  it('falls back to the shell for HTML navigations only', async () => {
    const nav = await t.app.inject({ url: '/fields/42/book?x=1', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(nav.statusCode).toBe(200);
    expect(nav.body).toContain('shell');
    expect(nav.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/fields/42', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/missing.js', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/nothing', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/remotes/mf_auth/9.9.9/remoteEntry.js', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('never serves dotfiles or escapes the static root', async () => {
    for (const url of ['/.env', '/../package.json', '/remotes/../shell/.env', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await t.app.inject(url);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('root:');
    }
  });
});

describe('signed-in answers', () => {
  it('carry the verification headers and the security headers', async () => {
    const response = await t.app.inject({ url: '/api/v1/auth/profile', headers: bearer(await login(t.app, DEMO.customer)) });
    expectSecurityHeaders(response);
    expect(response.headers['x-email-verification-required']).toBe('false');
  });
});
