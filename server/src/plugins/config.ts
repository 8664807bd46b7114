/**
 * Environment → typed configuration, parsed once with zod. Everything else receives the parsed
 * object (never `process.env`), so tests build the app with any configuration they need.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isInside, REPO_ROOT } from '../lib/paths.js';

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const bool = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** proxy-addr's names for ranges, as Fastify's `trustProxy` accepts them in a list. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};
const TRUST_PROXY_EXPECTED = 'must be true, false or a comma-separated list of the proxies\' addresses and CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)';
/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: `true`/`false` (and `1`/`0`, as before), or the proxies'
 * addresses and CIDR ranges, whose X-Forwarded-For entries are then believed. A hop count is refused:
 * Fastify 5 fails closed on a number (it trusts no proxy, since a count cannot tell a proxy from a client).
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, context): boolean | string[] => {
    const value = raw?.trim() ?? '';
    if (['', 'false', '0'].includes(value)) return false;
    if (['true', '1'].includes(value)) return true;
    if (/^\d+$/.test(value)) {
      context.addIssue({ code: 'custom', message: `${TRUST_PROXY_EXPECTED}; a hop count (${value}) would trust no proxy at all in Fastify 5` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0 && entries.length > 0) return entries;
    context.addIssue({ code: 'custom', message: `${TRUST_PROXY_EXPECTED}; not ${wrong.map((w) => JSON.stringify(w)).join(', ') || 'an empty list'}` });
    return z.NEVER;
  });

/** A PostgreSQL connection string; the migration job reads it alone (src/migrate-main.ts). */
export const ZDatabaseUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// URL, e.g. postgres://user:password@db.example:5432/pitchside',
});

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8080, 0, 65535),
  HOST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: ZDatabaseUrl.optional(),
  // Whether the API applies the migrations at start (false when a job runs them before a rollout: src/migrate-main.ts).
  RUN_MIGRATIONS: bool(true),
  // On SIGTERM, how long the instance keeps serving while draining (/ready 503, no keep-alive) before it
  // stops accepting connections: time for the load balancer to stop sending it requests. Default: 2 s in
  // production, none elsewhere (a developer's Ctrl-C stops at once).
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(20).optional(),
  DATA_DIR: z.string().optional(),
  PG_DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.url({
    protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@relay.example:587',
  }).optional(),
  // smtp: through SMTP_URL; outbox: kept in the outbox_mail table, undelivered (the default without SMTP_URL outside production).
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox'], { error: 'must be smtp or outbox' }).optional(),
  MAIL_FROM: z.string().default('Pitchside <no-reply@pitchside.test>'),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.email().default('admin@pitchside.test'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
  EMAIL_GRACE_PERIOD_DAYS: int(7, 0, 365),
  STATIC_ROOT: z.string().optional(),
  REMOTES_REGISTRY: z.string().optional(),
  CORS_ORIGINS: csv,
  TRUST_PROXY: trustProxySetting,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  AUTH_RATE_LIMIT_WINDOW_MS: int(60_000, 1000),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  CONTACT_RATE_LIMIT_WINDOW_MS: int(60 * 60_000, 1000),
  LOGIN_FAILURE_LIMIT: int(100, 1),
  LOGIN_FAILURE_WINDOW_MINUTES: int(60, 1),
  // 15 minutes; shorter only to exercise token refresh in end-to-end tests.
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60, 5, 24 * 60 * 60),
  // A Nominatim-compatible service for street-level geocoding; unset = the offline city gazetteer.
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'GEOCODER_URL must be an http(s) URL' }).optional(),
  // An Open-Meteo-compatible forecast service for the weather of a customer's next booking; unset = no weather shown.
  WEATHER_URL: z.url({ protocol: /^https?$/, error: 'WEATHER_URL must be an http(s) URL' }).optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+\/\S*$/, 'MAP_TILE_URL must be an http(s) URL template')
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'MAP_TILE_URL must contain {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().trim().min(1).max(500).default('© OpenStreetMap contributors'),
  // Background jobs (e-mails, reminders, hold expiry): how often an idle queue is polled, and whether
  // this process runs them (every API instance does unless told otherwise).
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_WORKERS: bool(true),
  // Whether this instance takes part in the periodic jobs (the booking upkeep each minute); tests run them by hand.
  JOB_SCHEDULES: bool(true),
  // First retry of a failed job after this many seconds, doubling (with jitter) up to eight tries.
  JOB_RETRY_DELAY_SECONDS: int(15, 1, 3600),
  // Jobs of each e-mail queue an instance runs at once (server/README.md, "Background jobs under load").
  JOB_CONCURRENCY: int(4, 1, 16),
  ANNOUNCEMENT_RETRY_LIMIT: int(4, 0, 20),
  // A comment line on every live notification stream this often, so that proxies keep idle streams open.
  NOTIFICATION_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  // Whether company webhooks may point at loopback and private networks (default: everywhere but production).
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false', '1', '0']).optional(),
  // Uploaded files: a folder on local disk (default <DATA_DIR>/uploads), or an S3-compatible bucket when
  // S3_BUCKET is set, which every API instance reads (fileStorageOf below checks the combination).
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.example:9000' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  S3_PREFIX: z.string()
    .regex(/^(?!(?:.*\/)?\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/,
      'must be folder names separated by "/" (letters, digits, ".", "_", "-")')
    .optional(),
});

export type AppConfig = ReturnType<typeof buildConfig>;

function buildConfig(env: z.infer<typeof ZEnvSchema>, jwtSecret: string, dataDir: string) {
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
  const mailTransport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: production,
    port: env.PORT,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    runMigrations: env.RUN_MIGRATIONS,
    shutdownDelayMs: Math.round((env.SHUTDOWN_DELAY_SECONDS ?? (production ? 2 : 0)) * 1000),
    dataDir,
    pgDataDir: path.resolve(env.PG_DATA_DIR ?? path.join(dataDir, 'postgres')),
    files: fileStorageOf(env, dataDir),
    jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    mailTransport,
    // Unset = the outbox (services.ts): MAIL_TRANSPORT=outbox wins over an SMTP_URL.
    smtpUrl: mailTransport === 'smtp' ? env.SMTP_URL : undefined,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    // Demo accounts with published passwords never appear in production unless asked for.
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' || env.SEED_DEMO_DATA === '1' : !production,
    emailGracePeriodDays: env.EMAIL_GRACE_PERIOD_DAYS,
    staticRoot: path.resolve(env.STATIC_ROOT ?? path.join(REPO_ROOT, 'deploy', 'out')),
    remotesRegistry: env.REMOTES_REGISTRY ? path.resolve(env.REMOTES_REGISTRY) : undefined,
    corsOrigins: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : [new URL(publicUrl).origin],
    trustProxy: env.TRUST_PROXY,
    geocoderUrl: env.GEOCODER_URL,
    weatherUrl: env.WEATHER_URL,
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    notificationStream: { heartbeatMs: Math.round(env.NOTIFICATION_HEARTBEAT_SECONDS * 1000) },
    webhooks: {
      allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS ? ['true', '1'].includes(env.WEBHOOK_ALLOW_PRIVATE_NETWORKS) : !production,
    },
    jobs: { pollingSeconds: env.JOB_POLLING_SECONDS, work: env.JOB_WORKERS, schedules: env.JOB_SCHEDULES, retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
      concurrency: env.JOB_CONCURRENCY, announcementRetryLimit: env.ANNOUNCEMENT_RETRY_LIMIT },
    rateLimit: {
      // Development and test runs (e2e suites) sign in often from one loopback address.
      authMax: env.AUTH_RATE_LIMIT_MAX ?? (production ? 100 : 1000),
      authWindowMs: env.AUTH_RATE_LIMIT_WINDOW_MS,
      // Messages of the contact form per IP: each one is an e-mail to the support team.
      contactMax: env.CONTACT_RATE_LIMIT_MAX ?? (production ? 5 : 50),
      contactWindowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS,
      loginFailureLimit: env.LOGIN_FAILURE_LIMIT,
      loginFailureWindowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
  };
}

export type FileStorageConfig =
  | { kind: 'disk'; root: string }
  | {
    kind: 's3'; bucket: string; prefix: string; region: string; endpoint: string | undefined; forcePathStyle: boolean;
    accessKeyId: string; secretAccessKey: string;
  };

/** Where uploaded files are kept; S3 settings without S3_BUCKET, or a bucket without its keys, are refused. */
function fileStorageOf(env: z.infer<typeof ZEnvSchema>, dataDir: string): FileStorageConfig {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const s3Settings = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const)
    .filter((key) => env[key] !== undefined);
  const problems: string[] = [];
  if (!bucket) {
    for (const key of s3Settings) problems.push(`${key}: is set but S3_BUCKET is not (without a bucket, files are kept on disk)`);
  } else {
    if (!accessKeyId) problems.push('S3_ACCESS_KEY_ID: is required with S3_BUCKET (and S3_SECRET_ACCESS_KEY)');
    if (!secretAccessKey) problems.push('S3_SECRET_ACCESS_KEY: is required with S3_BUCKET (and S3_ACCESS_KEY_ID)');
    if (env.FILES_DIR) problems.push('FILES_DIR: cannot be used with S3_BUCKET (files are kept in the bucket); set one of them');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  if (!bucket || !accessKeyId || !secretAccessKey) return { kind: 'disk', root: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'uploads')) };
  const prefix = env.S3_PREFIX?.replace(/\/+$/, '');
  return {
    kind: 's3', bucket, prefix: prefix ? `${prefix}/` : '', region: env.S3_REGION ?? 'us-east-1', endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1', accessKeyId, secretAccessKey,
  };
}

/** Reads the persisted secret, creating it on first start so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * Rules between settings, and production's: there the application's folder is the read-only code of an
 * image, shared by every instance, so no secret is generated into a file and nothing is written under it.
 * Each line names the variable and what it expects.
 */
function settingIssues(source: NodeJS.ProcessEnv): string[] {
  const given = (name: string) => Boolean(source[name]?.trim());
  const issues: string[] = [];
  if (source.MAIL_TRANSPORT === 'smtp' && !given('SMTP_URL')) {
    issues.push('SMTP_URL: required with MAIL_TRANSPORT=smtp: an smtp:// or smtps:// URL of the mail relay');
  }
  if (source.NODE_ENV !== 'production') return issues;
  if (!given('JWT_SECRET')) {
    issues.push('JWT_SECRET: required in production: at least 32 random characters (e.g. `openssl rand -base64 48`), '
      + 'the same for every instance; production never generates one into a file');
  }
  if (!given('PUBLIC_URL')) {
    issues.push('PUBLIC_URL: required in production: the address users open, e.g. https://pitchside.example '
      + '(links in e-mails, the default CORS origin)');
  }
  if (!given('SMTP_URL') && source.MAIL_TRANSPORT !== 'outbox') {
    issues.push('SMTP_URL: required in production: the smtp:// or smtps:// URL of the mail relay '
      + '(or MAIL_TRANSPORT=outbox to keep mail undelivered in the outbox_mail table)');
  }
  // Where this process writes files: uploads on disk (FILES_DIR, else DATA_DIR/uploads; none with S3_BUCKET) and
  // the embedded PostgreSQL (none with DATABASE_URL). The built front end (STATIC_ROOT) is only read and may be
  // the image's; main.ts warns at start when its registry, which activating a remote version rewrites, is there.
  const dataDirNeeded = (!given('S3_BUCKET') && !given('FILES_DIR')) || (!given('DATABASE_URL') && !given('PG_DATA_DIR'));
  const writes: { name: string; what: string }[] = [
    ...(dataDirNeeded || given('DATA_DIR') ? [{
      name: 'DATA_DIR',
      what: 'a writable folder, e.g. a mounted volume, for uploaded files (unless FILES_DIR or S3_BUCKET) and the embedded PostgreSQL (unless DATABASE_URL)',
    }] : []),
    ...(given('FILES_DIR') ? [{ name: 'FILES_DIR', what: 'the folder of uploaded files' }] : []),
    ...(given('PG_DATA_DIR') ? [{ name: 'PG_DATA_DIR', what: 'the embedded PostgreSQL\'s folder' }] : []),
  ];
  for (const { name, what } of writes) {
    const value = source[name]?.trim();
    if (!value) issues.push(`${name}: required in production: ${what}, outside the application's folder ${REPO_ROOT}`);
    else if (isInside(value, REPO_ROOT)) {
      issues.push(`${name}: ${path.resolve(value)} is inside the application's folder ${REPO_ROOT}, which production never writes to; `
        + `expected ${what} outside it`);
    }
  }
  return issues;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvSchema.safeParse(source);
  const lines = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)), ...settingIssues(source)];
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid environment:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  // In production JWT_SECRET is required (settingIssues): the file is the development convenience only.
  return buildConfig(env, env.JWT_SECRET ?? persistedSecret(dataDir), dataDir);
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
