import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/plugins/config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(8080);
    expect(config.nodeEnv).toBe('development');
    expect(config.emailGracePeriodDays).toBe(7);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.pgDataDir).toBe(path.join(config.dataDir, 'postgres'));
    expect(config.staticRoot.endsWith(path.join('deploy', 'out'))).toBe(true);
    expect(config.corsOrigins).toEqual(['http://localhost:8080']);
    expect(config.admin.email).toBe('admin@pitchside.test');
    expect(config.seedDemoData).toBe(true);
    expect(config.rateLimit.authMax).toBe(1000);
    expect(config.rateLimit.authWindowMs).toBe(60_000);
  });

  it('evaluates at most 100 failed logins per account per hour by default', () => {
    const { rateLimit } = loadConfig({ DATA_DIR: tempDir() });
    expect(rateLimit.loginFailureLimit).toBe(100);
    expect(rateLimit.loginFailureWindowMs).toBe(60 * 60 * 1000);
  });

  it('generates the JWT secret once and keeps it in the data directory', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('parses lists, numbers and production defaults', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(), NODE_ENV: 'production', PORT: '9000', CORS_ORIGINS: 'https://a.example, https://b.example',
      JWT_SECRET: 'x'.repeat(40), EMAIL_GRACE_PERIOD_DAYS: '3',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.port).toBe(9000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.isProduction).toBe(true);
    expect(config.seedDemoData).toBe(false);
    expect(config.emailGracePeriodDays).toBe(3);
    expect(config.rateLimit.authMax).toBe(100);
  });

  it('uses the offline gazetteer and OpenStreetMap tiles unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.geocoderUrl).toBeUndefined();
    expect(config.map).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });

  it('reads the geocoder and map settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(), GEOCODER_URL: 'https://nominatim.example.org', MAP_TILE_URL: 'http://tiles.local:8081/{z}/{x}/{y}.png', MAP_ATTRIBUTION: 'Local tiles',
    });
    expect(config.geocoderUrl).toBe('https://nominatim.example.org');
    expect(config.map).toEqual({ tileUrl: 'http://tiles.local:8081/{z}/{x}/{y}.png', attribution: 'Local tiles' });
  });

  it('refuses a geocoder that is not http(s) and a tile URL without its placeholders', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), GEOCODER_URL: 'ftp://geo.example' })).toThrowError(/GEOCODER_URL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrowError(/MAP_TILE_URL must contain/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toThrowError(/MAP_TILE_URL/);
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tempDir() })).toThrowError(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrowError(/JWT_SECRET/);
  });
});
