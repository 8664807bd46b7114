import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first failure. */
  retries: number;
  /** Wait before attempt n (1-based). */
  delayMs: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's entry script again a few times (`loadEntryError` hook) before the remote counts as
 * unavailable: a deploy may be in flight.
 */
export function retryPlugin({ retries, delayMs, sleep = defaultSleep }: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'pitchside-retry',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const reload = async () => {
        for (let attempt = 1; attempt <= retries; attempt += 1) {
          await sleep(delayMs(attempt));
          // The runtime caches the failed load under this key; forget it so the script is requested again.
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (entry) return entry;
          } catch {
            // next attempt
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise the runtime awaits anyway; the value is the entry.
      return reload() as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
  };
}
