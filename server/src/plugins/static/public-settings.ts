/**
 * The platform's public settings as the documents get them (docs/adr/0016: every page shows the
 * maintenance banner): read at most once per `ttlMs` whatever the number of navigations, and never in
 * the way of a document — a read that fails or hangs gives none, and the page is made without them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PublicPlatformSettings } from '@pitchside/shared-api/contracts/admin';

/** How long the settings read for one document serve the next ones (the public endpoint says 30 s). */
export const PUBLIC_SETTINGS_TTL_MS = 5_000;
/** Longest a document waits for them. */
export const PUBLIC_SETTINGS_TIMEOUT_MS = 1_000;

export interface CachedSettingsOptions {
  read: () => Promise<PublicPlatformSettings>;
  log: FastifyBaseLogger;
  /** Milliseconds, for the cache's age (the app's clock). */
  now?: () => number;
  ttlMs?: number;
  timeoutMs?: number;
}

/** The settings for the next document, or undefined when they cannot be read now. */
export function cachedPublicSettings({
  read, log, now = Date.now, ttlMs = PUBLIC_SETTINGS_TTL_MS, timeoutMs = PUBLIC_SETTINGS_TIMEOUT_MS,
}: CachedSettingsOptions): () => Promise<PublicPlatformSettings | undefined> {
  let cached: { at: number; settings: Promise<PublicPlatformSettings | undefined> } | undefined;

  const attempt = async (): Promise<PublicPlatformSettings | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the public settings took over ${timeoutMs} ms`)), timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([read(), timeout]);
    } catch (error) {
      log.warn({ err: error }, 'documents are made without the public settings (maintenance banner)');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    const at = now();
    // One read at a time: concurrent navigations share it. A failure is kept as long as a success, so a
    // database that is down is not asked again by every navigation.
    if (!cached || at - cached.at >= ttlMs || at < cached.at) cached = { at, settings: attempt() };
    return cached.settings;
  };
}
