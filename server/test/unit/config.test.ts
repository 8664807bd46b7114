import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/lib/paths.js';
import { ConfigError, loadConfig } from '../../src/plugins/config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

/** What production needs, with folders outside the repository. */
const productionEnv = (): Record<string, string> => {
  const dir = tempDir();
  return {
    NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://pitchside.example', SMTP_URL: 'smtps://mailer:secret@relay.example:465',
    DATA_DIR: path.join(dir, 'data'), STATIC_ROOT: path.join(dir, 'out'), DATABASE_URL: 'postgres://pitchside:secret@db.example:5432/pitchside',
  };
};
const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
/** The message loadConfig refuses `env` with. */
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
};

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
      ...productionEnv(), PORT: '9000', CORS_ORIGINS: 'https://a.example, https://b.example', EMAIL_GRACE_PERIOD_DAYS: '3',
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

  it('does not start in production without JWT_SECRET, and writes no secret to disk there', () => {
    const env = without(productionEnv(), 'JWT_SECRET');
    expect(refusal(env)).toBe('Invalid environment:\n  JWT_SECRET: required in production: at least 32 random characters '
      + '(e.g. `openssl rand -base64 48`), the same for every instance; production never generates one into a file');
    expect(existsSync(path.join(env.DATA_DIR!, 'jwt-secret'))).toBe(false);
  });

  it('names every missing production setting at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    const variables = message.split('\n').slice(1).map((line) => line.trim().split(':')[0]);
    expect(variables).toEqual(['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'DATA_DIR']);
    expect(message).toContain(`DATA_DIR: required in production: a writable folder`);
    expect(message).toContain(`outside the application's folder ${REPO_ROOT}`);
  });

  it('parses a good production environment', () => {
    const env = productionEnv();
    const config = loadConfig(env);
    expect(config).toMatchObject({
      isProduction: true, host: '0.0.0.0', jwtSecret: 'x'.repeat(40), publicUrl: 'https://pitchside.example',
      corsOrigins: ['https://pitchside.example'], mailTransport: 'smtp', smtpUrl: 'smtps://mailer:secret@relay.example:465',
      databaseUrl: env.DATABASE_URL, runMigrations: true, dataDir: env.DATA_DIR, staticRoot: env.STATIC_ROOT, trustProxy: false,
      seedDemoData: false, webhooks: { allowPrivateNetworks: false },
    });
    expect(existsSync(env.DATA_DIR!)).toBe(false); // nothing written while reading the configuration
  });

  it('refuses a production folder inside the application, where nothing may be written', () => {
    const inside = path.join(REPO_ROOT, '.data');
    const message = refusal({ ...productionEnv(), DATA_DIR: inside });
    expect(message).toBe(`Invalid environment:\n  DATA_DIR: ${inside} is inside the application's folder ${REPO_ROOT}, which production never `
      + 'writes to; expected a writable folder, e.g. a mounted volume, for uploaded files (unless FILES_DIR or S3_BUCKET) and the '
      + 'embedded PostgreSQL (unless DATABASE_URL) outside it');
    expect(refusal({ ...productionEnv(), FILES_DIR: path.join(REPO_ROOT, 'uploads') }))
      .toMatch(/^ {2}FILES_DIR: .* is inside the application's folder .*; expected the folder of uploaded files outside it$/m);
    // The built front end is only read: the image's own is fine.
    expect(loadConfig(without(productionEnv(), 'STATIC_ROOT')).staticRoot).toBe(path.join(REPO_ROOT, 'deploy', 'out'));
  });

  it('needs no DATA_DIR in production when files go to a bucket and the database is external', () => {
    const config = loadConfig({
      ...without(productionEnv(), 'DATA_DIR'), S3_BUCKET: 'pitchside-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.files.kind).toBe('s3');
    expect(refusal({ ...without(productionEnv(), 'DATA_DIR', 'DATABASE_URL'), FILES_DIR: tempDir() })).toMatch(/^ {2}DATA_DIR: required in production/m);
  });

  it('takes SMTP_URL as smtp:// or smtps:// only', () => {
    expect(refusal({ DATA_DIR: tempDir(), SMTP_URL: 'http://relay.example:587' }))
      .toBe('Invalid environment:\n  SMTP_URL: must be an smtp:// or smtps:// URL, e.g. smtp://user:password@relay.example:587');
    expect(refusal({ DATA_DIR: tempDir(), SMTP_URL: 'relay.example' })).toMatch(/SMTP_URL: must be an smtp:\/\//);
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://relay.example:25' }).smtpUrl).toBe('smtp://relay.example:25');
  });

  it('chooses the mail transport: SMTP when SMTP_URL is set, else the outbox (production only when asked)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({ mailTransport: 'outbox', smtpUrl: undefined });
    expect(loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://relay.example:25', MAIL_TRANSPORT: 'outbox' }))
      .toMatchObject({ mailTransport: 'outbox', smtpUrl: undefined });
    expect(refusal({ DATA_DIR: tempDir(), MAIL_TRANSPORT: 'smtp' })).toMatch(/^ {2}SMTP_URL: required with MAIL_TRANSPORT=smtp/m);
    expect(refusal({ DATA_DIR: tempDir(), MAIL_TRANSPORT: 'log' })).toMatch(/^ {2}MAIL_TRANSPORT: must be smtp or outbox$/m);
    expect(refusal(without(productionEnv(), 'SMTP_URL'))).toMatch(/^ {2}SMTP_URL: required in production: .*MAIL_TRANSPORT=outbox/m);
    expect(loadConfig({ ...without(productionEnv(), 'SMTP_URL'), MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox');
  });

  it('takes TRUST_PROXY as Fastify does: a yes or no, or the proxies\' addresses', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect([trust(), trust('false'), trust('0'), trust('true'), trust('1')]).toEqual([false, false, false, true, true]);
    expect(trust(' 10.0.0.0/8, 127.0.0.1,fd00::/8 , loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
    expect(refusal({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/33,proxy.example' })).toBe('Invalid environment:\n  TRUST_PROXY: must be true, '
      + 'false or a comma-separated list of the proxies\' addresses and CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); not "10.0.0.0/33", "proxy.example"');
    expect(refusal({ DATA_DIR: tempDir(), TRUST_PROXY: '2' })).toMatch(/TRUST_PROXY: .*a hop count \(2\) would trust no proxy at all/);
  });

  it('applies the migrations at start unless RUN_MIGRATIONS=false, and wants a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).runMigrations).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), RUN_MIGRATIONS: 'false' }).runMigrations).toBe(false);
    expect(refusal({ DATA_DIR: tempDir(), RUN_MIGRATIONS: 'no' })).toMatch(/^ {2}RUN_MIGRATIONS: /m);
    expect(refusal({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://db.example/pitchside' }))
      .toBe('Invalid environment:\n  DATABASE_URL: must be a postgres:// URL, e.g. postgres://user:password@db.example:5432/pitchside');
  });
});
