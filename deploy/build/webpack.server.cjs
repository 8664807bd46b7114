// The Node build of an app, published beside its browser build (`<dist>/server/`), for server rendering.
// A remote's Node build is a federation container exposing the same `./pages` as in the browser; the
// shell's is the host that renders a document (its `src/server/document.tsx`). The API server loads the
// shell's build and registers the Node containers of the remote versions the registry points at, so a
// remote deployed through the registry renders its own markup with no shell rebuild (docs/adr/0016).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps.cjs');
const { moduleRules } = require('./module-rules.cjs');

const { REMOTE_CONTRACT_VERSION } = require('@pitchside/shared-api/remotes');

/**
 * @param {object} options
 * @param {string} options.dir   the app's folder
 * @param {string} options.name  federation name, e.g. `mf_auth`
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remote only
 */
function createServerConfig({ dir, name, kind, exposes }) {
  const isHost = kind === 'host';
  return {
    mode: 'production',
    context: dir,
    entry: isHost ? { document: './src/server/document-entry.ts' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      // CommonJS whatever the enclosing package.json says (the apps' own are ES modules).
      filename: '[name].cjs',
      chunkFilename: 'chunks/[name].[contenthash:10].cjs',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: moduleRules(true) },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __DEV__: 'false',
        __REMOTE_CONTRACT_VERSION__: JSON.stringify(REMOTE_CONTRACT_VERSION),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true, optimization: { target: 'node' } },
      }),
    ],
    // Readable stack traces on the server; the bytes do not travel.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
