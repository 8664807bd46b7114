import { isCompatibleContract } from '@pitchside/shared-api/remote-contract';
import { readInlineJson } from '../../app/inline-json';

/** One remote in the registry: where its manifest is, its version and the contract it was built against. */
export interface RegistryEntry {
  manifest: string;
  version: string;
  contract: string;
}
export interface RemoteRegistry {
  remotes: Record<string, RegistryEntry>;
  /**
   * Remotes the registry names with a contract whose major the shell does not speak → that contract. They
   * are not in `remotes`: their code is never fetched nor run, and their routes show the fallback.
   */
  refused?: Record<string, string>;
}

export const REGISTRY_URL = '/remotes.json';
/** Development-only override: localStorage key holding `{ "mf_auth": "http://localhost:3001/mf-manifest.json" }`. */
export const DEV_OVERRIDE_KEY = 'pitchside:remote-overrides';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRegistryEntry(value: unknown): value is RegistryEntry {
  return (
    isRecord(value) &&
    typeof value.manifest === 'string' &&
    value.manifest.length > 0 &&
    typeof value.version === 'string' &&
    typeof value.contract === 'string'
  );
}

/**
 * Validates a registry document. Entries that are malformed are dropped, and entries built against a
 * contract major other than `shellContract` are refused (listed in `refused`): in either case their routes
 * show the fallback. A registry the server already read (the one inlined in the page) keeps its refusals.
 */
export function parseRegistry(value: unknown, shellContract: string = __REMOTE_CONTRACT_VERSION__): RemoteRegistry {
  if (!isRecord(value) || !isRecord(value.remotes)) throw new Error('Remote registry is malformed');
  const remotes: Record<string, RegistryEntry> = {};
  const refused: Record<string, string> = {};
  if (isRecord(value.refused)) {
    for (const [name, contract] of Object.entries(value.refused)) if (typeof contract === 'string') refused[name] = contract;
  }
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRegistryEntry(entry)) continue;
    if (isCompatibleContract(entry.contract, shellContract)) {
      remotes[name] = entry;
      delete refused[name];
    } else {
      refused[name] = entry.contract;
    }
  }
  return Object.keys(refused).length > 0 ? { remotes, refused } : { remotes };
}

/**
 * The remote entry script published beside a manifest (`…/mf-manifest.json` → `…/remoteEntry.js`: every
 * remote's build names its entry so, deploy/build/webpack.app.cjs). The browser loads the entry directly
 * instead of fetching the manifest first: one round trip less before a remote page, and the federation
 * runtime is built without its manifest ("snapshot") code (docs/adr/0027). Any other URL is taken as an
 * entry already (the Node containers server rendering registers).
 */
export function remoteEntryUrl(manifest: string): string {
  return manifest.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');
}

/** Id of the `<script type="application/json">` in which the server inlines the registry. */
export const INLINE_REGISTRY_ID = 'pitchside-registry';

/**
 * The registry the server wrote into the page, or null (a host that serves the plain HTML file). It
 * saves the round trip to `/remotes.json` before the first remote can load.
 */
export function readInlineRegistry(doc: Document | undefined = globalThis.document): RemoteRegistry | null {
  const inlined = readInlineJson(INLINE_REGISTRY_ID, doc);
  if (inlined === undefined) return null;
  try {
    return applyDevOverrides(parseRegistry(inlined));
  } catch {
    return null;
  }
}

/** Fetches the remote registry; it is the only mutable deployment file, so never cached. */
export async function fetchRegistry(fetchFn: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchFn(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return applyDevOverrides(parseRegistry(await response.json()));
}

function applyDevOverrides(registry: RemoteRegistry): RemoteRegistry {
  if (!__DEV__) return registry;
  let overrides: unknown;
  try {
    overrides = JSON.parse(localStorage.getItem(DEV_OVERRIDE_KEY) ?? 'null');
  } catch {
    return registry;
  }
  if (!isRecord(overrides)) return registry;
  const remotes = { ...registry.remotes };
  const refused = { ...registry.refused };
  for (const [name, manifest] of Object.entries(overrides)) {
    if (typeof manifest !== 'string') continue;
    remotes[name] = { manifest, version: 'dev', contract: remotes[name]?.contract ?? __REMOTE_CONTRACT_VERSION__ };
    delete refused[name];
  }
  return Object.keys(refused).length > 0 ? { remotes, refused } : { remotes };
}
