/**
 * Environment → typed configuration, parsed once with zod. Everything else receives the parsed
 * object (never `process.env`), so tests build the app with any configuration they need.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const bool = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8080, 0, 65535),
  HOST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  PG_DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Pitchside <no-reply@pitchside.test>'),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.email().default('admin@pitchside.test'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
  EMAIL_GRACE_PERIOD_DAYS: int(7, 0, 365),
  STATIC_ROOT: z.string().optional(),
  REMOTES_REGISTRY: z.string().optional(),
  CORS_ORIGINS: csv,
  TRUST_PROXY: bool(false),
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
  ANNOUNCEMENT_RETRY_LIMIT: int(4, 0, 20),
  // A comment line on every live notification stream this often, so that proxies keep idle streams open.
  NOTIFICATION_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  // Whether company webhooks may point at loopback and private networks (default: everywhere but production).
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false', '1', '0']).optional(),
});

export type AppConfig = ReturnType<typeof buildConfig>;

function buildConfig(env: z.infer<typeof ZEnvSchema>, jwtSecret: string, dataDir: string) {
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: production,
    port: env.PORT,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgDataDir: path.resolve(env.PG_DATA_DIR ?? path.join(dataDir, 'postgres')),
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    smtpUrl: env.SMTP_URL,
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
      announcementRetryLimit: env.ANNOUNCEMENT_RETRY_LIMIT },
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

/** Reads the persisted secret, creating it on first start so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
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
