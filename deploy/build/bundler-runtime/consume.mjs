// What a production remote's container imports in place of the federation bundler runtime
// (webpack.app.cjs swaps it in): the container's own runtime façade (its build identifier, its instance)
// and its entry's start-up, but the shell's copy of the functions every container calls the same way
// (provide.mjs). A container built against another version of the runtime refuses to start, with a
// message saying which, rather than call functions it was not built for (docs/adr/0043).
/* global __PITCHSIDE_BUNDLER_RUNTIME_KEY__, __PITCHSIDE_BUNDLER_RUNTIME_VERSION__, FEDERATION_BUILD_IDENTIFIER -- replaced at build time (bundler-runtime.cjs, the federation plugin) */
// An external of a production remote: the shell's runtime core (ADR 0008).
import { CurrentGlobal, ModuleFederation, getGlobalFederationConstructor, setGlobalFederationInstance } from '@module-federation/runtime-core';
import { attachShareScopeMap } from 'pitchside-bundler-runtime/attachShareScopeMap.js';
import { initContainerEntry } from 'pitchside-bundler-runtime/initContainerEntry.js';

const provided = globalThis[__PITCHSIDE_BUNDLER_RUNTIME_KEY__];
if (!provided) throw new Error('This remote runs only inside the Pitchside shell, which provides its federation runtime.');
if (provided.version !== __PITCHSIDE_BUNDLER_RUNTIME_VERSION__) {
  throw new Error(`This remote was built with federation runtime ${__PITCHSIDE_BUNDLER_RUNTIME_VERSION__}, the shell runs ${provided.version}.`);
}

/** The container's federation instance, if it started before: by build identifier, or by name and version. */
function startedInstance({ name, version }) {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId !== '' && instance.options.id === buildId) ||
      (instance.options.name === name && (version ? instance.options.version === version : !instance.options.version)),
  );
}

/**
 * The container's runtime façade. The bundler runtime calls only its `init` (to create the container's
 * instance when the container starts), which does what `init` of `@module-federation/runtime` does: reuse
 * the container's instance or create it and register it globally. The package's façade carried every
 * other entry point of the runtime and their error texts, ~0.9 KB gzip of each remote's container.
 */
const runtime = {
  init(userOptions) {
    const options = { ...userOptions, id: userOptions.id || '' };
    const started = startedInstance(options);
    if (started) {
      started.initOptions(options);
      return started;
    }
    const Federation = getGlobalFederationConstructor() || ModuleFederation;
    const instance = new Federation(options);
    setGlobalFederationInstance(instance);
    return instance;
  },
};

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
