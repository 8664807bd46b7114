// The shell's offline worker: shell/src/sw/worker/worker.ts built on its own (workerConfig), then written
// as /sw.js by Workbox's InjectManifest with the precache list filled in (docs/adr/0035). Listed: the shell's start-up files (its
// entry, the start-up chunks and the shared modules they consume), the signed-in chrome that loads right
// after, and the public files an offline start needs; the worker precaches the public files and keeps the
// scripts when it activates (docs/adr/0039). Everything else — remotes above all — is kept at
// run time by the worker's routing table, so that no remote version is ever baked into the shell's worker.
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { withSharedChunks } = require('./chunk-groups.cjs');

/**
 * Named chunk groups of the shell whose files are precached: webpack's entry, start-up, the signed-in
 * chrome, and what an offline page may need without having loaded it before (the toasts that say the
 * connection is gone, the phone's navigation drawer, a remote's fallback).
 */
const PRECACHED_GROUPS = ['main', 'bootstrap', 'auth-effects', 'signed-in-actions', 'sidebar', 'sidebar-drawer', 'toaster', 'remote-fallback'];
/** Public files precached: the offline page and its script, the manifests, the icons and the page loader. */
const PRECACHED_PUBLIC = /^(?:offline\.(?:html|js)|manifest(?:\.[a-z]{2})?\.webmanifest|icons\/.+\.png|favicon\.svg|start-after-paint\.js)$/;

const startupFiles = new WeakMap();

/** The JavaScript files of the precached chunk groups of `compilation`. */
function startupFilesOf(compilation) {
  let files = startupFiles.get(compilation);
  if (!files) {
    files = new Set();
    for (const name of PRECACHED_GROUPS) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) continue;
      for (const chunk of withSharedChunks(compilation, group.chunks)) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
    }
    startupFiles.set(compilation, files);
  }
  return files;
}

/** Where the worker's own build (workerConfig) writes its code, for InjectManifest to fill in. */
const workerBuildFile = (dir) => path.join(dir, 'node_modules', '.cache', 'offline-worker', 'worker.js');

/**
 * The worker's own build, run before the shell's browser build (its `dependencies`): a plain web worker
 * bundle of shell/src/sw/worker/worker.ts and the Workbox modules it imports. Compiled apart, not by
 * InjectManifest's child compiler, which would inherit the shell's federation plugins.
 */
function workerConfig({ dir, name, mode, moduleRules, define }) {
  return {
    name,
    mode,
    context: dir,
    target: 'webworker',
    entry: { worker: path.join(dir, 'src', 'sw', 'worker', 'worker.ts') },
    devtool: false,
    output: { path: path.dirname(workerBuildFile(dir)), filename: 'worker.js', clean: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: { rules: moduleRules },
    plugins: [define],
    optimization: { minimize: mode === 'production', splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** In the shell's browser build: /sw.js is the worker's build with the precache list injected. */
function offlineWorkerPlugin(dir) {
  return new InjectManifest({
    swSrc: workerBuildFile(dir),
    compileSrc: false,
    swDest: 'sw.js',
    include: [({ asset, compilation }) => PRECACHED_PUBLIC.test(asset.name) || startupFilesOf(compilation).has(asset.name)],
    // Hashed names need no revision; the public files get one from their content.
    dontCacheBustURLsMatching: /(?:^|[./])[0-9a-f]{10}\.js$/,
    // The precached start-up is a few hundred kilobytes; the default 2 MB limit only guards mistakes.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
}

module.exports = { offlineWorkerPlugin, workerConfig, PRECACHED_GROUPS, PRECACHED_PUBLIC };
