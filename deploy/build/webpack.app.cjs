// One webpack configuration for every front-end app: the shell (host) and the five remotes.
// Production builds use `[name].js` for entry files (the federation runtime needs stable
// remoteEntry/manifest names) and content hashes for every other chunk.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedPlugin } = require('@module-federation/enhanced');
const { sharedConfig, workspaceConsumes } = require('./shared-deps.cjs');
const { startupChunk } = require('./startup-chunk.cjs');

/** Contract version of the remote page modules; the shell accepts remotes of the same major. */
const REMOTE_CONTRACT_VERSION = require('@pitchside/shared-api/package.json').remoteContractVersion;

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
    // The host's start-up modules share one chunk (see startup-chunk.cjs); remotes have no start-up render.
    const startup = isHost && isProd ? startupChunk(path.join(dir, 'src', 'bootstrap.tsx'), path.join(dir, 'src') + path.sep) : null;
    // A production remote runs only inside the shell, which provides every workspace module: the remote
    // consumes them without providing its own copies (docs/adr/0015). Development builds still provide
    // them, so a remote's standalone harness shares one copy of each as before.
    const consumeWorkspaceOnly = !isHost && isProd;

    return {
      mode,
      context: dir,
      entry: entries,
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: isProd ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // The federation runtime packages ship CJS and ESM builds; some of them `require` each other and
        // some `import`, which bundled both copies (~20 KB gzip). Always resolving the ESM build keeps one.
        byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'default'] } },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: {
                    react: { runtime: 'automatic', development: !isProd, refresh: false },
                  },
                },
              },
            },
          },
          { test: /\.(png|svg|jpg|jpeg|gif|webp|ico|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __DEV__: JSON.stringify(!isProd),
          __REMOTE_CONTRACT_VERSION__: JSON.stringify(REMOTE_CONTRACT_VERSION),
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
          shared: sharedConfig(dir, { workspace: !consumeWorkspaceOnly }),
          shareStrategy: 'loaded-first',
          manifest: !isHost,
          dts: false,
          experiments: {
            asyncStartup: true,
            // The shell provides the federation runtime to every remote, so a production
            // remoteEntry carries only its own container (keeps it far below 25 KB gzip).
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: isProd }),
            optimization: { target: 'web' },
          },
        }),
        ...(startup ? [startup.plugin] : []),
        ...(consumeWorkspaceOnly ? [new ConsumeSharedPlugin({ shareScope: 'default', consumes: workspaceConsumes(dir) })] : []),
        ...(entries.main
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public', 'index.html'),
                ...(fs.existsSync(path.join(dir, 'public', 'favicon.svg')) ? { favicon: path.join(dir, 'public', 'favicon.svg') } : {}),
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: isProd,
        // Small shared modules (tokens, icons, Radix internals) would otherwise be copied into every
        // chunk that uses them: webpack's default 20 KB minimum size stops it from extracting them.
        splitChunks: { chunks: 'async', minSize: 1000, ...(startup ? { cacheGroups: { startup: startup.cacheGroup } } : {}) },
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: 'http://localhost:8080' }],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, REMOTE_CONTRACT_VERSION };
