// A runtime plugin of the shell's federation runtime (webpack.app.cjs adds it to the shell's build): it
// publishes the shell's bundler runtime (the functions a container's webpack runtime calls to load
// shared modules and remotes) for the remotes' containers, which then do not carry their own copy
// (consume.mjs, docs/adr/0043-remotes-use-the-shells-bundler-runtime.md).
// Resolved by webpack.app.cjs's aliases: the runtime's packages are dependencies of the federation plugin.
/* global __PITCHSIDE_BUNDLER_RUNTIME_KEY__, __PITCHSIDE_BUNDLER_RUNTIME_VERSION__ -- replaced at build time (bundler-runtime.cjs) */
import { bundlerRuntime } from 'pitchside-bundler-runtime/index.js';

export default function provideBundlerRuntime() {
  return {
    name: 'pitchside-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[__PITCHSIDE_BUNDLER_RUNTIME_KEY__] ??= { version: __PITCHSIDE_BUNDLER_RUNTIME_VERSION__, bundlerRuntime };
      return args;
    },
  };
}
