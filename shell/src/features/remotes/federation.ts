import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';
import type { i18n as I18n } from 'i18next';
import { baseInstance } from '@pitchside/shared-ui/i18n';
import { isCompatibleContract, isRemotePagesModule, type RemoteName, type RemotePagesModule } from '@pitchside/shared-api/remote-contract';
import { fetchRegistry, readInlineRegistry, remoteEntryUrl, type RemoteRegistry } from './registry';

/** Why a remote could not be used; shown by the fallback and logged. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'not-registered' | 'load-failed' | 'incompatible-contract' | 'unknown-page',
    detail?: string,
  ) {
    super(`Remote ${remote} unavailable (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Marker module returned by the `errorLoadRemote` hook instead of letting the runtime throw. */
const UNAVAILABLE = Symbol.for('pitchside.remote-unavailable');
type UnavailableModule = { [UNAVAILABLE]: true; error: unknown };

let registered: RemoteRegistry = { remotes: {} };
let registryReady: Promise<void> | null = null;
const loaded = new Map<string, Promise<RemotePagesModule>>();
let pluginsInstalled = false;

function installPlugins() {
  if (pluginsInstalled) return;
  pluginsInstalled = true;
  registerPlugins([
    // Two more tries for a remote entry before giving up (a deploy may be in flight).
    retryPlugin({ retries: 2, delayMs: (attempt) => 300 * attempt }),
    {
      name: 'pitchside-remote-fallback',
      // A remote that cannot be loaded resolves to a marker; only its own routes show the fallback.
      errorLoadRemote: ({ error }) => ({ [UNAVAILABLE]: true, error }) satisfies UnavailableModule,
    },
  ]);
}

/** Registers every remote of the registry with the federation runtime (no URL is compiled in). */
export function registerRegistry(registry: RemoteRegistry): void {
  installPlugins();
  registered = registry;
  registerRemotes(
    Object.entries(registry.remotes).map(([name, entry]) => ({ name, entry: remoteEntryUrl(entry.manifest) })),
    { force: true },
  );
}

/**
 * Registers the registry once — the one the server inlined in the page, else fetched — and remote loads
 * wait for it. A failed fetch is retried by the next load.
 */
export function startRegistry(): Promise<void> {
  const inline = registryReady ? null : readInlineRegistry();
  if (inline) {
    registerRegistry(inline);
    registryReady = Promise.resolve();
  }
  registryReady ??= fetchRegistry().then(registerRegistry, (error: unknown) => {
    registryReady = null;
    throw error;
  });
  return registryReady;
}

/**
 * Uses `registry` from now on (server rendering: the registry file, pointing at the Node containers).
 * Remotes whose entry changed are loaded afresh at their next use; those it no longer names are not used.
 */
export function provideRegistry(registry: RemoteRegistry): void {
  // A remote the new registry no longer names (or refuses) is dropped too: its loaded code must not serve again.
  for (const name of new Set([...Object.keys(registered.remotes), ...Object.keys(registry.remotes)])) {
    if (registered.remotes[name]?.manifest !== registry.remotes[name]?.manifest) loaded.delete(name);
  }
  registerRegistry(registry);
  registryReady = Promise.resolve();
}

/** Forgets a failed remote so that the next attempt fetches it again. */
export function resetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  const entry = registered.remotes[remote];
  if (entry) registerRemotes([{ name: remote, entry: remoteEntryUrl(entry.manifest) }], { force: true });
}

/** Loads (once) the `./pages` module of a remote and checks its contract. */
function loadPagesModule(remote: RemoteName): Promise<RemotePagesModule> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const promise = (async () => {
    await startRegistry().catch((error: unknown) => {
      throw new RemoteUnavailableError(remote, 'load-failed', error instanceof Error ? error.message : undefined);
    });
    // Refused by the registry's contract: its code is not fetched at all.
    const refusedContract = registered.refused?.[remote];
    if (refusedContract !== undefined) throw new RemoteUnavailableError(remote, 'incompatible-contract', refusedContract);
    if (!registered.remotes[remote]) throw new RemoteUnavailableError(remote, 'not-registered');
    const mod = await loadRemote<RemotePagesModule | UnavailableModule>(`${remote}/pages`);
    if (!mod || UNAVAILABLE in mod) {
      const cause = mod && UNAVAILABLE in mod ? mod.error : undefined;
      throw new RemoteUnavailableError(remote, 'load-failed', cause instanceof Error ? cause.message : undefined);
    }
    if (!isRemotePagesModule(mod) || !isCompatibleContract(mod.contractVersion, __REMOTE_CONTRACT_VERSION__)) {
      throw new RemoteUnavailableError(remote, 'incompatible-contract', isRemotePagesModule(mod) ? mod.contractVersion : undefined);
    }
    return mod;
  })();
  loaded.set(remote, promise);
  promise.catch(() => loaded.delete(remote));
  return promise;
}

/** i18next instance → remote → its texts registered. The server renders each request with its own instance. */
const translated = new WeakMap<I18n, Map<string, Promise<RemotePagesModule>>>();

/**
 * Loads a remote's `./pages` module and adds its translations to `i18n` (once per instance, whichever
 * component's wrapper of it is given: adding them again would re-render every translated component).
 */
export function loadRemotePages(remote: RemoteName, given: I18n): Promise<RemotePagesModule> {
  const i18n = baseInstance(given);
  let byRemote = translated.get(i18n);
  if (!byRemote) translated.set(i18n, (byRemote = new Map()));
  const cached = byRemote.get(remote);
  if (cached) return cached;
  const promise = loadPagesModule(remote).then(async (mod) => {
    // The page renders in the current language from the start: its texts are loaded before it shows.
    await Promise.resolve(mod.registerTranslations?.(i18n)).catch((error: unknown) => {
      throw new RemoteUnavailableError(remote, 'load-failed', error instanceof Error ? error.message : undefined);
    });
    return mod;
  });
  byRemote.set(remote, promise);
  promise.catch(() => byRemote.delete(remote));
  return promise;
}
