// The shell's first render needs ~30 shared modules besides the big libraries: design-system modules
// (tokens, theme, button, icons, …), the store's slices, react-redux, react-i18next's hooks, React's small
// entry points. Each shared module is its own async chunk (a remote may ask the shell for any one of
// them), so a visitor's first load fetched ~35 scripts of 0.1–1.5 KB gzip: ~10 KB of per-file overhead
// (gzip framing, webpack wrappers, no shared compression context) and as many requests. A signed-in page
// fetched ~45 (docs/adr/0037).
//
// These cache groups put the modules that load together into a few chunks, computed from the module
// graph (nothing to keep in sync by hand, except the page kit's list below):
//  - `startup`: what the shell's start-up code reaches from `src/bootstrap.tsx` through static imports
//    and shared-module consumption, not through `import()` (lazy code stays lazy), but neither the app's
//    own code (its bootstrap chunk) nor the big libraries;
//  - `libraries`: the big libraries start-up reaches (React DOM, i18next, react-router, styled-components,
//    Redux Toolkit), one long-cached file instead of five;
//  - `api`: the api client that the signed-in chrome reaches and start-up does not (RTK Query, the api
//    slice, its endpoints): a signed-out page with a form (sign-in, sign-up) loads it too;
//  - `signed-in`: the rest of what the signed-in chrome reaches (the top bar's actions, the session
//    upkeep, the sidebar; the shell's own code and design-system modules), but nothing the lazy parts of
//    a signed-out page use (the installable app's code, the maintenance banner): a signed-out visitor
//    never loads it;
//  - `page-kit`: the design system's page-building blocks (cards, chips, empty and error states, text
//    fields, page headers…) that a page of a remote asks the shell for, those start-up does not already
//    carry: one file instead of one per block. It comes before `signed-in`: a sign-in form's alert must
//    not bring the signed-in chrome.
// A remote asking for one of these modules gets the chunk that holds it, loaded once.
const LARGE_LIBRARIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-dom[\\/]cjs[\\/]react-dom-client\.|i18next[\\/]|react-router[\\/]|styled-components[\\/]|stylis[\\/]|@reduxjs[\\/]toolkit[\\/]|immer[\\/])/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The api client (RTK Query, the api slice, its endpoints) and libraries: what a signed-out form uses too. */
const DATA_LAYER = /[\\/]node_modules[\\/]|[\\/]shared-api[\\/]src[\\/]client[\\/]/;
const PLUGIN = 'PitchsideStartupChunk';
/**
 * A signed-in page's offline data (saved copies of API answers, cleared at sign-out) and the cache names it
 * shares with the installable app's code: one chunk, where they were two of a few hundred bytes each — a
 * script more on every signed-in page's start-up.
 */
const OFFLINE_DATA = /[\\/]shared-api[\\/]src[\\/](?:client[\\/]offline-data|contracts[\\/]offline-caches)\.ts$/;

/**
 * The page kit: design-system modules (folders of shared-ui/src, files of shared-api/src/client) that the
 * remotes' pages build on. Left out: what the signed-out landing page alone asks for (the grid), so that
 * the first visit does not load the kit, and the heavy or rare parts (dialogs, menus, maps, tables, the
 * payment card's fields) that keep their own chunks.
 */
const PAGE_KIT = [
  'shared-ui/src/alert/', 'shared-ui/src/badge/', 'shared-ui/src/card/', 'shared-ui/src/chip/',
  'shared-ui/src/empty-state/', 'shared-ui/src/field/', 'shared-ui/src/format/', 'shared-ui/src/load-error/', 'shared-ui/src/page/',
  'shared-ui/src/stack/', 'shared-ui/src/text-field/', 'shared-ui/src/use-format/', 'shared-api/src/client/query-string.ts',
  // The tones of the kit's alert, badge and chip (their only users).
  'shared-ui/src/internal/tones.ts',
];

/**
 * Modules reachable from `roots` without crossing a lazy `import()`, through the imports that survive
 * tree shaking (an unused re-export of a barrel such as `radix-ui` is not followed).
 */
function reachableFrom(moduleGraph, roots) {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const module = queue.pop();
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      // A lazy `import()` is not followed; an eager one (`webpackMode: "eager"`) is: its code is in the
      // importing chunk, only its evaluation waits.
      const type = connection.dependency?.type ?? '';
      if (!target || seen.has(target) || (type.startsWith('import()') && type !== 'import() eager')) continue;
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
 * @param {object} options
 * @param {string} options.startupFile absolute path of the module that renders the app (`src/bootstrap.tsx`)
 * @param {string[]} options.signedInFiles absolute paths of the signed-in chrome's lazily loaded modules
 * @param {string[]} options.publicLazyFiles lazily loaded modules of signed-out pages too: what they use is
 *   not put in the `signed-in` chunk, which a signed-out visitor would then load
 * @param {string} options.appSourceDir the app's `src`, whose start-up modules stay in the app's own chunk
 * @param {string} options.repoRoot the repository, against which the page kit's paths are read
 * @returns {{ plugin: import('webpack').WebpackPluginInstance, cacheGroups: Record<string, object> }}
 */
function startupChunk({ startupFile, signedInFiles, publicLazyFiles, appSourceDir, repoRoot }) {
  const compilations = new WeakMap();
  const sets = new WeakMap();
  const plugin = {
    apply(compiler) {
      compiler.hooks.compilation.tap(PLUGIN, (compilation) => compilations.set(compilation.moduleGraph, compilation));
    },
  };
  /** The start-up and signed-in module sets of the compilation owning `moduleGraph`, computed once. */
  const setsOf = (moduleGraph) => {
    if (!sets.has(moduleGraph)) {
      const compilation = compilations.get(moduleGraph);
      // A child compilation (the HTML template's) has none of the app's modules: no sets.
      if (!compilation) return { startup: new Set(), signedIn: new Set() };
      const modules = [...compilation.modules];
      // A root that is not in the build (a file moved or renamed) would silently empty its set.
      const find = (files) => files.map((file) => {
        const module = modules.find((m) => m.resource === file);
        if (!module) throw new Error(`${PLUGIN}: ${file} is not in the build; update the chunk roots in deploy/build/webpack.app.cjs`);
        return module;
      });
      const startup = reachableFrom(moduleGraph, find([startupFile]));
      const signedIn = reachableFrom(moduleGraph, find(signedInFiles));
      for (const module of reachableFrom(moduleGraph, find(publicLazyFiles))) signedIn.delete(module);
      sets.set(moduleGraph, { startup, signedIn });
    }
    return sets.get(moduleGraph);
  };
  const kit = PAGE_KIT.map((entry) => `${repoRoot}/${entry}`);
  const group = (name, priority, test) => ({ name, chunks: 'async', enforce: true, priority, test });
  const cacheGroups = {
    startup: group('startup', 50, (module, { moduleGraph }) => {
      const resource = module.resource ?? '';
      if (!resource || resource.startsWith(appSourceDir) || LARGE_LIBRARIES.test(resource)) return false;
      return setsOf(moduleGraph).startup.has(module);
    }),
    libraries: group('libraries', 45, (module, { moduleGraph }) =>
      LARGE_LIBRARIES.test(module.resource ?? '') && setsOf(moduleGraph).startup.has(module)),
    'signed-in': group('signed-in', 40, (module, { moduleGraph }) => {
      const { startup, signedIn } = setsOf(moduleGraph);
      return Boolean(module.resource) && !DATA_LAYER.test(module.resource) && signedIn.has(module) && !startup.has(module);
    }),
    api: group('api', 40, (module, { moduleGraph }) => {
      const { startup, signedIn } = setsOf(moduleGraph);
      return DATA_LAYER.test(module.resource ?? '') && signedIn.has(module) && !startup.has(module);
    }),
    'offline-data': group('offline-data', 55, (module) => OFFLINE_DATA.test(module.resource ?? '')),
    'page-kit': group('page-kit', 42, (module) => kit.some((prefix) => (module.resource ?? '').startsWith(prefix))),
  };
  return { plugin, cacheGroups };
}

module.exports = { startupChunk };
