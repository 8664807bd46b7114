// What the shell's federation runtime core gets in place of its snapshot handler (bundler-runtime.cjs
// swaps it in, production only). The handler fetches remotes' manifests (`mf-manifest.json`) and builds
// "snapshots" from them, for remotes registered by manifest and for preloading a remote's assets. The
// browser registers every remote by its entry script and preloads nothing through the runtime (docs/adr/0027),
// and the build leaves out the snapshot plugin that would call it (`disableSnapshot`); yet the core created
// the handler for every instance, which kept its manifest code in every page's start-up (~1.5 KB gzip).
// This one has what the core uses of it without manifests: hook registration (no snapshot hooks), the
// manifest cache a removed remote is deleted from, and the helper that looks up a registered remote.
// Anything that would need a manifest fails with a message saying so. See docs/adr/0044.
import { DisabledSnapshotHandler } from 'pitchside-federation-core/plugins/snapshot/disabled.js';

export { getGlobalRemoteInfo } from 'pitchside-federation-core/plugins/snapshot/SnapshotHandler.js';

export class SnapshotHandler extends DisabledSnapshotHandler {
  manifestCache = new Map();

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(`Remote ${moduleInfo.name}: the shell's federation runtime is built without manifests and asset preloading (deploy/build/bundler-runtime/snapshot-handler.mjs).`);
  }
}
