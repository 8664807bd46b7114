import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { json } from '../helpers/http.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/v1/platform/map-config', () => {
  it('answers the OpenStreetMap tiles and attribution by default, without a token, cacheable', async () => {
    const response = await t.app.inject('/api/v1/platform/map-config');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      data: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the configured tile server, which the page may then load images from', async () => {
    const local = await createTestApp({ env: { MAP_TILE_URL: 'http://tiles.local:8081/{z}/{x}/{y}.png', MAP_ATTRIBUTION: 'Tiles: local cache' } });
    try {
      const response = await local.app.inject('/api/v1/platform/map-config');
      expect(json(response)).toEqual({ success: true, data: { tileUrl: 'http://tiles.local:8081/{z}/{x}/{y}.png', attribution: 'Tiles: local cache' } });
      for (const url of ['/api/v1/platform/map-config', '/api/v1/does-not-exist']) {
        const csp = String((await local.app.inject(url)).headers['content-security-policy']);
        expect(csp).toContain("img-src 'self' data: blob: https: http://tiles.local:8081;");
      }
      // The default configuration adds no plain-http image source.
      expect(String((await t.app.inject('/api/v1/health')).headers['content-security-policy'])).not.toContain('http:');
    } finally {
      await local.close();
    }
  });
});
