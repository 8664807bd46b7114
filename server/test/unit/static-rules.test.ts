import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileImageOrigins } from '../../src/plugins/security-headers.js';
import { RemoteRegistry, remoteOrigins } from '../../src/plugins/static/remote-registry.js';
import { cacheControlFor } from '@pitchside/deploy/scripts/cache-policy.mjs';

const shellCacheControl = (file: string) => cacheControlFor(`/${file}`);
const remoteCacheControl = (file: string) => cacheControlFor(`/remotes/${file}`);

describe('content security policy', () => {
  it('is strict and lists remote origins for scripts and connections only', () => {
    const csp = contentSecurityPolicy(['https://cdn.example']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).toContain("connect-src 'self' https://cdn.example");
    expect(csp).toContain("default-src 'self';");
  });

  it('lets map tiles load from any https: host, and from a configured http: tile server by origin', () => {
    expect(tileImageOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([]);
    expect(contentSecurityPolicy([], [])).toContain("img-src 'self' data: blob: https:;");
    expect(tileImageOrigins('http://Tiles.local:8081/osm/{z}/{x}/{y}.png')).toEqual(['http://tiles.local:8081']);
    expect(tileImageOrigins('http://{s}.tiles.local/{z}/{x}/{y}.png')).toEqual(['http://*.tiles.local']);
    expect(tileImageOrigins('http://tiles-{s}.local/{z}/{x}/{y}.png')).toEqual(['http:']);
    expect(contentSecurityPolicy([], ['http://tiles.local:8081'])).toContain("img-src 'self' data: blob: https: http://tiles.local:8081;");
  });
});

describe('remote registry', () => {
  it('collects the origins of absolute manifest URLs only', () => {
    expect(remoteOrigins({ remotes: {
      a: { manifest: '/remotes/a/1.0.0/mf-manifest.json', version: '1.0.0' },
      b: { manifest: 'https://cdn.example/b/2.0.0/mf-manifest.json', version: '2.0.0' },
      c: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
      d: { manifest: 'https://cdn.example/d/mf-manifest.json', version: '1.0.0' },
    } })).toEqual(['http://localhost:3001', 'https://cdn.example']);
  });

  it('re-reads the file when it changes and tolerates absence or garbage', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-registry-'));
    const file = path.join(dir, 'remotes.json');
    let now = 0;
    const registry = new RemoteRegistry(file, () => now);
    expect(registry.raw()).toBeUndefined();
    writeFileSync(file, JSON.stringify({ remotes: { a: { manifest: 'https://one.example/m.json', version: '1' } } }));
    now += 5000;
    expect(registry.origins()).toEqual(['https://one.example']);
    writeFileSync(file, JSON.stringify({ remotes: { a: { manifest: 'https://two.example/m.json', version: '2' } } }));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    now += 5000;
    expect(registry.origins()).toEqual(['https://two.example']);
    writeFileSync(file, '{not json');
    utimesSync(file, new Date(), new Date(Date.now() + 20_000));
    now += 5000;
    expect(registry.origins()).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('shell cache policy', () => {
  it('revalidates entry points and caches hashed chunks forever', () => {
    expect(shellCacheControl('index.html')).toBe('no-cache');
    expect(shellCacheControl('index.html.br')).toBe('no-cache');
    expect(shellCacheControl('main.js')).toBe('no-cache');
    expect(shellCacheControl('main.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(shellCacheControl('main.0123456789.js.gz')).toBe('public, max-age=31536000, immutable');
    expect(shellCacheControl('3f2a9c1b4d5e6f70a1b2.svg')).toBe('public, max-age=31536000, immutable');
    expect(shellCacheControl('sw.js')).toBe('no-cache');
    expect(shellCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(shellCacheControl('chunks/vendor.3f2a9c1b.js')).toBe('public, max-age=31536000, immutable');
    expect(shellCacheControl('chunks/anything.js')).toBe('public, max-age=31536000, immutable');
    expect(shellCacheControl('assets/logo.a1b2c3d4e5.svg')).toBe('public, max-age=31536000, immutable');
    expect(shellCacheControl('favicon.ico')).toBe('no-cache');
  });
});

describe('remote cache policy', () => {
  it('revalidates a version\'s manifest and entry, caches the rest of the version forever', () => {
    expect(remoteCacheControl('mf_auth/1.0.0-45074fae10/remoteEntry.js')).toBe('no-cache');
    expect(remoteCacheControl('mf_auth/1.0.0-45074fae10/remoteEntry.js.br')).toBe('no-cache');
    expect(remoteCacheControl('mf_auth/1.0.0-45074fae10/mf-manifest.json.gz')).toBe('no-cache');
    expect(remoteCacheControl('mf_auth/1.0.0-45074fae10/chunks/page-login.0a1b2c3d4e.js.br')).toBe('public, max-age=31536000, immutable');
    expect(remoteCacheControl('mf_auth/1.0.0-45074fae10/mf-stats.json')).toBe('public, max-age=31536000, immutable');
  });
});
