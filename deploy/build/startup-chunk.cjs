// The shell's first render needs ~30 shared modules besides the big libraries: design-system modules
// (tokens, theme, button, icons, …), the store's slices, react-redux, react-i18next's hooks, React's small
// entry points. Each shared module is its own async chunk (a remote may ask the shell for any one of
// them), so a visitor's first load fetched ~35 scripts of 0.1–1.5 KB gzip: ~10 KB of per-file overhead
// (gzip framing, webpack wrappers, no shared compression context) and as many requests.
//
// This cache group moves exactly the modules the shell's start-up code reaches into ONE chunk,
// `startup`: those reached from `src/bootstrap.tsx` through static imports and shared-module consumption,
// not through `import()` (lazy code stays lazy). Computed from the module graph, so it follows the code:
// nothing to keep in sync by hand. A remote asking for one of these modules gets the already loaded
// `startup` chunk. Left out: the app's own code (its bootstrap chunk) and the big libraries, which keep
// their own long-cached chunks.
const LARGE_LIBRARIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-dom[\\/]cjs[\\/]react-dom-client\.|i18next[\\/]|react-router[\\/]|styled-components[\\/]|stylis[\\/]|@reduxjs[\\/]toolkit[\\/]|immer[\\/])/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const PLUGIN = 'PitchsideStartupChunk';

/**
 * Modules reachable from `root` without crossing an `import()`, through the imports that survive
 * tree shaking (an unused re-export of a barrel such as `radix-ui` is not followed).
 */
function reachableFrom(moduleGraph, root) {
  const seen = new Set([root]);
  const queue = [root];
  while (queue.length > 0) {
    const module = queue.pop();
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || seen.has(target) || (connection.dependency?.type ?? '').startsWith('import()')) continue;
      if (connection.getActiveState(undefined) === false) {
        // Bypassed by tree shaking: the import was rewired past this module (a facade's re-export) or
        // nothing of it is used. A workspace module is still provided to the remotes, so it comes along;
        // what it imports is not followed.
        if (!NODE_MODULES.test(target.resource ?? '')) seen.add(target);
        continue;
      }
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/**
 * @param {string} startupFile absolute path of the module that renders the app (`src/bootstrap.tsx`)
 * @param {string} appSourceDir the app's `src`, whose modules stay in the app's own chunks
 * @returns {{ plugin: import('webpack').WebpackPluginInstance, cacheGroup: object }}
 */
function startupChunk(startupFile, appSourceDir) {
  const compilations = new WeakMap();
  const reachable = new WeakMap();
  const plugin = {
    apply(compiler) {
      compiler.hooks.compilation.tap(PLUGIN, (compilation) => compilations.set(compilation.moduleGraph, compilation));
    },
  };
  const isStartupModule = (module, moduleGraph) => {
    if (!reachable.has(moduleGraph)) {
      const compilation = compilations.get(moduleGraph);
      const root = compilation && [...compilation.modules].find((m) => m.resource === startupFile);
      reachable.set(moduleGraph, root ? reachableFrom(moduleGraph, root) : new Set());
    }
    return reachable.get(moduleGraph).has(module);
  };
  const cacheGroup = {
    name: 'startup',
    chunks: 'async',
    enforce: true,
    priority: 50,
    test: (module, { moduleGraph }) => {
      const resource = module.resource ?? '';
      if (!resource || resource.startsWith(appSourceDir) || LARGE_LIBRARIES.test(resource)) return false;
      return isStartupModule(module, moduleGraph);
    },
  };
  return { plugin, cacheGroup };
}

module.exports = { startupChunk };
