// The repository agrees with the definition of the remotes (remotes.ts): each `mf-*` folder is a remote
// of it and each remote a folder of the workspace, built under its name and port, exposing the page ids
// it lists. The shell's route table is checked against the same ids (shell/src/routes/route-table.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { REMOTE_CONTRACT_VERSION, REMOTES, SHELL } from './remotes.js';

const ROOT = resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface PluginLike {
  constructor: { name: string };
  _options?: { name?: string; exposes?: unknown };
}
interface WebpackConfigLike {
  plugins: PluginLike[];
  devServer?: { port?: number };
}
type WebpackConfigFunction = (env: unknown, argv: { mode: string }) => WebpackConfigLike | WebpackConfigLike[];

/** The remote's own webpack.config.cjs, resolving its dependencies from its folder as webpack does. */
function webpackConfigs(dir: string, mode: 'development' | 'production'): WebpackConfigLike[] {
  const load = createRequire(join(ROOT, dir, 'package.json'));
  const configs = (load(join(ROOT, dir, 'webpack.config.cjs')) as WebpackConfigFunction)({}, { mode });
  return Array.isArray(configs) ? configs : [configs];
}

const federationOptions = (config: WebpackConfigLike) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options;

describe('the definition of the remotes', () => {
  it('names each remote, folder and port once, apart from the shell', () => {
    const apps = [SHELL, ...REMOTES];
    for (const key of ['name', 'dir', 'devPort'] as const) {
      expect(new Set(apps.map((app) => app[key])).size).toBe(apps.length);
    }
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(remote.pages.length).toBeGreaterThan(0);
      expect(new Set(remote.pages).size).toBe(remote.pages.length);
    }
    expect(REMOTE_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('lists every mf-* folder of the repository, and only those', () => {
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(REMOTES.map((remote) => remote.dir).sort());
  });

  it('has each remote in the workspace as the package @pitchside/<folder>', () => {
    const workspace = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
    const patterns = [...workspace.matchAll(/^ {2}- (\S+)$/gm)].map(([, glob]) => new RegExp(`^${(glob ?? '').replace(/\*/g, '[^/]*')}$`));
    for (const remote of [SHELL, ...REMOTES]) {
      expect(patterns.some((pattern) => pattern.test(remote.dir)), `${remote.dir} in pnpm-workspace.yaml`).toBe(true);
      expect(readJson(`${remote.dir}/package.json`)).toMatchObject({ name: `@pitchside/${remote.dir}` });
    }
  });

  it.each(REMOTES.map((remote) => [remote.name, remote] as const))('builds %s under its name and port, exposing ./pages', (_name, remote) => {
    const [browser] = webpackConfigs(remote.dir, 'development');
    expect(federationOptions(browser!)).toMatchObject({ name: remote.name, exposes: { './pages': './src/pages.ts' } });
    expect(browser?.devServer?.port).toBe(remote.devPort);
    for (const config of webpackConfigs(remote.dir, 'production')) {
      expect(federationOptions(config)?.exposes).toEqual({ './pages': './src/pages.ts' });
    }
    expect(existsSync(join(ROOT, remote.dir, 'src/pages.ts'))).toBe(true);
  });

  it.each(REMOTES.map((remote) => [remote.name, remote] as const))('has %s load each page as the chunk page-<id>', (_name, remote) => {
    // The server preloads a route's page by that chunk name (shell/src/server/remote-assets.ts).
    const source = readFileSync(join(ROOT, remote.dir, 'src/pages.ts'), 'utf8');
    const body = /export const pages = \{([\s\S]*?)\n\} satisfies/.exec(source)?.[1] ?? '';
    const entries = [...body.matchAll(/^ {2}'?([\w-]+)'?: .*webpackChunkName: "page-([\w-]+)"/gm)].map(([, id, chunk]) => ({ id, chunk }));
    expect(entries.map(({ id }) => id).sort()).toEqual([...remote.pages].sort());
    for (const { id, chunk } of entries) expect(chunk).toBe(id);
  });
});
