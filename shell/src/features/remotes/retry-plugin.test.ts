// @vitest-environment node
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type Args = Parameters<LoadEntryError>[0];

const delays: number[] = [];
const plugin = retryPlugin({ retries: 2, delayMs: (n) => n * 100, sleep: async (ms) => void delays.push(ms) });
const loadEntryError = plugin.loadEntryError as unknown as (args: Args) => Promise<unknown>;

/** The hook's arguments around a `getRemoteEntry` that fails `failures` times before answering. */
function entryLoad(failures: number) {
  const globalLoading: Record<string, unknown> = {};
  const calls: string[] = [];
  const entry = { get: () => undefined, init: () => undefined };
  const args = {
    uniqueKey: 'mf_customer:/remotes/mf_customer/1.0.0-aaa/remoteEntry.js',
    globalLoading,
    remoteInfo: { name: 'mf_customer', entry: '/remotes/mf_customer/1.0.0-aaa/remoteEntry.js' },
    getRemoteEntry: async () => {
      // The failed load must have been forgotten, or the runtime would hand back the cached failure.
      calls.push(args.uniqueKey in globalLoading ? 'cached' : 'fresh');
      globalLoading[args.uniqueKey] = Promise.resolve();
      if (calls.length <= failures) throw new Error('ScriptExecutionError');
      return entry;
    },
  } as unknown as Args;
  globalLoading[args.uniqueKey] = Promise.reject(new Error('first load failed')).catch(() => undefined);
  return { args, calls, entry };
}

beforeEach(() => {
  delays.length = 0;
});

describe('remote retry plugin', () => {
  it('loads a failed remote entry again, afresh, and returns the first one that loads', async () => {
    const { args, calls, entry } = entryLoad(1);
    await expect(loadEntryError(args)).resolves.toBe(entry);
    expect(calls).toEqual(['fresh', 'fresh']);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after the configured retries (the remote then shows its fallback)', async () => {
    const { args, calls } = entryLoad(5);
    await expect(loadEntryError(args)).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([100, 200]);
  });
});
