// One webpack configuration for every front-end app: the shell (host) and the remotes, each as
// shared-api/src/remotes.ts defines it.
// Production builds name every file after its content hash, but a remote's entry files: the federation
// runtime needs stable remoteEntry/manifest names. The shell's entry is hashed too (index.html names it).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedPlugin } = require('@module-federation/enhanced');
const { sharedConfig, workspaceConsumes } = require('./shared-deps.cjs');
const { startupChunk } = require('./startup-chunk.cjs');
const { ChunkGroupsPlugin } = require('./chunk-groups.cjs');
const { CompileHintsPlugin, runsOnLoad } = require('./compile-hints.cjs');
const { PublicFilesPlugin } = require('./public-files.cjs');
const { offlineWorkerPlugin, workerConfig } = require('./offline-worker.cjs');
const { moduleRules } = require('./module-rules.cjs');
const { createServerConfig } = require('./webpack.server.cjs');
const { stylisWithoutPrefixerAlias } = require('./stylis.cjs');
const { bundlerRuntimeAlias, bundlerRuntimeDefines, OneSharingRuntimePlugin, provideBundlerRuntime, useShellsBundlerRuntime, withoutSnapshotHandler } = require('./bundler-runtime/bundler-runtime.cjs');

/**
 * The minimizer plugin webpack itself uses (a dependency of webpack's, resolved from there: this package
 * does not list it), here with swc's minifier (@swc/core, which swc-loader already needs) instead of terser.
 */
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));

const { REMOTE_CONTRACT_VERSION, REMOTES, SHELL } = require('@pitchside/shared-api/remotes');

/** A remote's standalone development build: one entry and one page for all of them. */
const STANDALONE_ENTRY = path.join(__dirname, 'standalone-entry.mjs');
const STANDALONE_TEMPLATE = path.join(__dirname, 'standalone.html');
/** The shell's signed-in chrome, loaded lazily once signed in: its code and what only it uses share a chunk. */
const SIGNED_IN_CHROME = ['features/auth/auth-effects.tsx', 'app/layout/top-bar/signed-in-actions.tsx', 'app/layout/sidebar/sidebar.tsx'];
/** The shell's code a signed-out page loads lazily too: what it uses stays out of the signed-in chunk. */
const PUBLIC_LAZY = ['features/app-worker/start-app-worker.ts', 'features/maintenance/maintenance-banner.tsx'];

/**
 * `/remotes.json` of the shell's development server when every remote runs its own (scripts/dev.sh sets
 * PITCHSIDE_DEV_REMOTES=local): each remote at its development server, on the host the browser asked.
 * The browser's own override (`pitchside:remote-overrides`, shell/src/features/remotes/registry.ts) still
 * applies on top.
 */
function answerLocalRegistry(middlewares) {
  middlewares.unshift({
    name: 'pitchside-local-registry',
    path: '/remotes.json',
    middleware: (request, response) => {
      const hostname = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname;
      const remotes = Object.fromEntries(REMOTES.map((remote) => [remote.name, {
        manifest: `http://${hostname}:${remote.devPort}/mf-manifest.json`, version: 'dev', contract: REMOTE_CONTRACT_VERSION,
      }]));
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-cache');
      response.end(JSON.stringify({ remotes }));
    },
  });
  return middlewares;
}

/**
 * `[name].[contenthash:10].js` for the shell's entry. The federation runtime asks for the entry's name
 * before any content hash exists, only to learn its folder: until then it gets the unhashed form.
 */
const hashedEntryFilename = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js');

/** The build's constants: the mode, development checks, the remote contract version. */
function defines(mode, isProd) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    __DEV__: JSON.stringify(!isProd),
    __REMOTE_CONTRACT_VERSION__: JSON.stringify(REMOTE_CONTRACT_VERSION),
  });
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder
 * @param {string} options.name       federation name (identifier), e.g. `mf_auth`
 * @param {number} options.devPort    development server port
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remote only
 * @param {string} [options.entry]    app entry (host) or standalone development entry (remote)
 */
function createAppConfig({ dir, name, devPort, kind, exposes, entry }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const isHost = kind === 'host';
    // A remote's production build only needs its remoteEntry; its standalone entry is for development.
    const entries = isHost || !isProd ? { main: entry ?? './src/index.ts' } : {};
    // The host's modules that load together share chunks (see startup-chunk.cjs); remotes have no start-up render.
    const startup = isHost && isProd
      ? startupChunk({
          startupFile: path.join(dir, 'src', 'bootstrap.tsx'),
          signedInFiles: SIGNED_IN_CHROME.map((file) => path.join(dir, 'src', file)),
          publicLazyFiles: PUBLIC_LAZY.map((file) => path.join(dir, 'src', file)),
          appSourceDir: path.join(dir, 'src') + path.sep,
          repoRoot: path.resolve(__dirname, '../..'),
        })
      : null;
    // A production remote runs only inside the shell, which provides every workspace module: the remote
    // consumes them without providing its own copies (docs/adr/0015). Development builds still provide
    // them, so a remote's standalone harness shares one copy of each as before.
    const consumeWorkspaceOnly = !isHost && isProd;

    // The shell's offline worker is built first, on its own (offline-worker.cjs, docs/adr/0035).
    const worker = isHost && isProd ? workerConfig({ dir, name: `${name}-worker`, mode, moduleRules: moduleRules(isProd), define: defines(mode, isProd) }) : null;

    const browser = {
      ...(worker ? { name, dependencies: [worker.name] } : {}),
      mode,
      context: dir,
      entry: entries,
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isHost && isProd ? hashedEntryFilename : '[name].js',
        // Content-hashed, but a production remote's: its whole build is published in a folder named after
        // the content hash of all its files (deploy/scripts/artefacts.mjs), so a hash per file only
        // lengthened the container's table of chunk names (~1.3 KB gzip of hex that does not compress).
        // Hashed in development too: there a chunk used by two runtimes (a remote's container and its
        // standalone entry) is written once for each, and by name alone the two would collide.
        chunkFilename: isProd && !isHost ? 'chunks/[name].js' : 'chunks/[name].[contenthash:10].js',
        uniqueName: name,
        // The Node build (server/) is written by the other compiler of the same run.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // What a remote's standalone entry starts (standalone-entry.mjs).
        alias: {
          ...bundlerRuntimeAlias,
          ...stylisWithoutPrefixerAlias,
          ...(isHost ? {} : { 'pitchside-standalone-bootstrap$': path.join(dir, 'src', 'dev', 'bootstrap.ts') }),
        },
        // The federation runtime packages ship CJS and ESM builds; some of them `require` each other and
        // some `import`, which bundled both copies (~20 KB gzip). Always resolving the ESM build keeps one.
        byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'default'] } },
      },
      module: { rules: moduleRules(isProd) },
      plugins: [
        defines(mode, isProd),
        ...(isProd ? [bundlerRuntimeDefines(), isHost ? withoutSnapshotHandler() : useShellsBundlerRuntime()] : []),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
          shared: sharedConfig(dir, { workspace: !consumeWorkspaceOnly }),
          shareStrategy: 'loaded-first',
          // The shell publishes its bundler runtime for the remotes' containers (docs/adr/0043).
          ...(isHost && isProd ? { runtimePlugins: [provideBundlerRuntime] } : {}),
          manifest: !isHost,
          dts: false,
          experiments: {
            asyncStartup: true,
            // The shell provides the federation runtime to every remote, so a production
            // remoteEntry carries only its own container (keeps it far below 25 KB gzip).
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: isProd }),
            // The browser registers remotes by their entry script, never by manifest (docs/adr/0027),
            // so the shell's runtime leaves out the manifest ("snapshot") and asset-preload plugins.
            optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : {}) },
          },
        }),
        // After the federation plugin: see bundler-runtime/bundler-runtime.cjs.
        new OneSharingRuntimePlugin(),
        ...(startup ? [startup.plugin] : []),
        ...(isProd ? [new ChunkGroupsPlugin({ sharedChunks: isHost }), new CompileHintsPlugin({ eager: (chunk) => runsOnLoad(kind, chunk) })] : []),
        ...(isHost ? [new PublicFilesPlugin(path.join(dir, 'public'))] : []),
        // The offline worker (/sw.js): the shell's, production only (docs/adr/0035).
        ...(isHost && isProd ? [offlineWorkerPlugin(dir)] : []),
        ...(consumeWorkspaceOnly ? [new ConsumeSharedPlugin({ shareScope: 'default', consumes: workspaceConsumes(dir) })] : []),
        ...(entries.main
          ? [
              new HtmlWebpackPlugin({
                // The shell's page is its own; every remote's standalone page is the same template.
                ...(isHost ? { template: path.join(dir, 'public', 'index.html') } : { template: STANDALONE_TEMPLATE, title: `Pitchside · ${name} (standalone)` }),
                ...(fs.existsSync(path.join(dir, 'public', 'favicon.svg')) ? { favicon: path.join(dir, 'public', 'favicon.svg') } : {}),
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: isProd,
        // swc's minifier, with the two compress passes webpack gives terser by default: the same build for
        // about half its CPU, and a little smaller (docs/test-suite.md).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
        // Small shared modules (tokens, icons, Radix internals) would otherwise be copied into every
        // chunk that uses them: webpack's default 20 KB minimum size stops it from extracting them.
        splitChunks: { chunks: 'async', minSize: 1000, ...(startup ? { cacheGroups: startup.cacheGroups } : {}) },
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(isHost && process.env.PITCHSIDE_DEV_REMOTES === 'local' ? { setupMiddlewares: answerLocalRegistry } : {}),
        proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: process.env.PITCHSIDE_API_URL ?? 'http://localhost:8080' }],
      },
      stats: 'errors-warnings',
    };
    // Production also builds the app's Node side for server rendering (webpack.server.cjs).
    return isProd ? [...(worker ? [worker] : []), browser, createServerConfig({ dir, name, kind, exposes })] : browser;
  };
}

/** The module every remote exposes (its page ids → pages), checked against shared-api/src/remote-contract.ts. */
const REMOTE_EXPOSES = { './pages': './src/pages.ts' };

/** The shell's configuration (`shell/webpack.config.cjs`). */
function createShellConfig(dir) {
  return createAppConfig({ dir, name: SHELL.name, devPort: SHELL.devPort, kind: 'host' });
}

/** The configuration of the remote in folder `dir` (its `webpack.config.cjs`), from its line of remotes.ts. */
function createRemoteConfig(dir) {
  const remote = REMOTES.find((candidate) => candidate.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not a remote of shared-api/src/remotes.ts`);
  return createAppConfig({
    dir, name: remote.name, devPort: remote.devPort, kind: 'remote', exposes: REMOTE_EXPOSES, entry: STANDALONE_ENTRY,
  });
}

module.exports = { createAppConfig, createRemoteConfig, createShellConfig, REMOTE_EXPOSES };
