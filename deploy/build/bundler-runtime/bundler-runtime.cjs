// A remote's container runs only inside the shell (docs/adr/0015), and every container calls the same
// bundler-runtime functions (load a shared module, load a remote, start the container) with its own webpack
// runtime as argument. So a production remote uses the shell's copy of them instead of carrying its own:
// the shell publishes them (provide.mjs, a runtime plugin of its federation runtime) and the remote's
// build swaps the bundler runtime's entry for consume.mjs. See docs/adr/0043.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** The bundler runtime the federation plugin builds in, resolved as the plugin resolves it. */
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced'));
const bundlerEntry = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [enhancedDir] });
const bundlerDist = path.dirname(bundlerEntry);
const bundlerVersion = require(path.join(bundlerDist, '..', 'package.json')).version;

/** The federation runtime core the bundler runtime uses, resolved as the bundler runtime resolves it. */
const coreDist = path.dirname(require.resolve('@module-federation/runtime-core', { paths: [path.dirname(require.resolve('@module-federation/runtime', { paths: [enhancedDir] }))] }));
const snapshotHandlerFile = path.join(coreDist, 'plugins', 'snapshot', 'SnapshotHandler.js');
const snapshotHandlerStandIn = path.join(__dirname, 'snapshot-handler.mjs');

/** The shell's runtime plugin that publishes its bundler runtime. */
const provideBundlerRuntime = path.join(__dirname, 'provide.mjs');

/** `pitchside-bundler-runtime/<file>` → a file of the bundler runtime's build, for provide.mjs and consume.mjs. */
const bundlerRuntimeAlias = { 'pitchside-bundler-runtime': bundlerDist, 'pitchside-federation-core': coreDist };

/** The global the shell publishes under, and the runtime's version a remote checks against the shell's. */
function bundlerRuntimeDefines() {
  return new webpack.DefinePlugin({
    __PITCHSIDE_BUNDLER_RUNTIME_KEY__: JSON.stringify('__PITCHSIDE_FEDERATION_BUNDLER_RUNTIME__'),
    __PITCHSIDE_BUNDLER_RUNTIME_VERSION__: JSON.stringify(bundlerVersion),
  });
}

/** A remote's build: its container imports consume.mjs where it would import the bundler runtime. */
function useShellsBundlerRuntime() {
  const consume = path.join(__dirname, 'consume.mjs');
  return new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, (resolveData) => {
    if (resolveData.createData?.resource === bundlerEntry) resolveData.createData.resource = consume;
    else if (resolveData.request === bundlerEntry) resolveData.request = consume;
  });
}

/**
 * The shell's build: the runtime core's snapshot handler is snapshot-handler.mjs, which takes the one
 * helper the core needs from the real module (imported under the alias, which this swap leaves alone).
 * The build fails if the real module stops exporting what the stand-in replaces (a runtime upgrade).
 */
function withoutSnapshotHandler() {
  const exported = fs.readFileSync(snapshotHandlerFile, 'utf8').match(/^export \{([^}]*)\};?$/m)?.[1].split(',').map((name) => name.trim()).sort().join(', ');
  if (exported !== 'SnapshotHandler, getGlobalRemoteInfo') {
    throw new Error(`${snapshotHandlerFile} exports ${exported}: review deploy/build/bundler-runtime/snapshot-handler.mjs for this version of the federation runtime.`);
  }
  return new webpack.NormalModuleReplacementPlugin(/plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/, (resolveData) => {
    if (resolveData.createData?.resource === snapshotHandlerFile && resolveData.contextInfo?.issuer !== snapshotHandlerStandIn) {
      // The module's identity (`request`) too, else it would be one module with the real file's.
      Object.assign(resolveData.createData, { resource: snapshotHandlerStandIn, request: snapshotHandlerStandIn, userRequest: snapshotHandlerStandIn });
    }
  });
}

/**
 * Webpack adds its own sharing runtime (the share scope `__webpack_require__.S`, its initialisation and a
 * table registering every provided module) whenever a build uses the share scope; the federation plugin
 * adds its own, which runs after it and replaces both functions, taking the provided modules from a table
 * of its own. Webpack's was dead code: in the shell, a second table of its ~100 shared modules (1.2 KB gzip
 * on every page). This plugin answers the share scope's runtime requirement after the federation plugin
 * has seen it and before webpack does, so webpack's module is not added.
 */
class OneSharingRuntimePlugin {
  apply(compiler) {
    const name = 'PitchsideOneSharingRuntime';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(webpack.RuntimeGlobals.shareScopeMap).tap(name, () => true);
    });
  }
}

module.exports = { bundlerRuntimeAlias, bundlerRuntimeDefines, provideBundlerRuntime, useShellsBundlerRuntime, withoutSnapshotHandler, OneSharingRuntimePlugin };
