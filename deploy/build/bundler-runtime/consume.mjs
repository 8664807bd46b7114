// What a production remote's container imports in place of the federation bundler runtime
// (webpack.app.cjs swaps it in): the container's own runtime façade (its build identifier, its instance)
// and its entry's start-up, but the shell's copy of the functions every container calls the same way
// (provide.mjs). A container built against another version of the runtime refuses to start, with a
// message saying which, rather than call functions it was not built for (docs/adr/0043).
/* global __PITCHSIDE_BUNDLER_RUNTIME_KEY__, __PITCHSIDE_BUNDLER_RUNTIME_VERSION__ -- replaced at build time (bundler-runtime.cjs) */
import * as runtime from '@module-federation/runtime';
import { attachShareScopeMap } from 'pitchside-bundler-runtime/attachShareScopeMap.js';
import { initContainerEntry } from 'pitchside-bundler-runtime/initContainerEntry.js';

const provided = globalThis[__PITCHSIDE_BUNDLER_RUNTIME_KEY__];
if (!provided) throw new Error('This remote runs only inside the Pitchside shell, which provides its federation runtime.');
if (provided.version !== __PITCHSIDE_BUNDLER_RUNTIME_VERSION__) {
  throw new Error(`This remote was built with federation runtime ${__PITCHSIDE_BUNDLER_RUNTIME_VERSION__}, the shell runs ${provided.version}.`);
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
