// Records which script files each named chunk group needs, as `chunk-groups.json` beside the build:
// `{ "page-login": ["chunks/page-login.1a2b3c.js", …], "bootstrap": […] }`. The server that returns the
// HTML reads it to preload a route's page chunks (remotes name them `page-<id>` in their `pages.ts`)
// and the shell's start-up chunks (`bootstrap`) before the code that would request them has run.
const PLUGIN = 'PitchsideChunkGroups';

/**
 * `chunks` plus the chunks of the shared modules their code consumes at once (React, the design system,
 * the facades): the federation runtime loads those as soon as the group's code starts, so they belong
 * to what the group needs. Lazy imports inside them are not followed.
 */
function withSharedChunks(compilation, chunks) {
  const { chunkGraph } = compilation;
  const result = new Set(chunks);
  const queue = [...chunks];
  while (queue.length > 0) {
    const chunk = queue.pop();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const target of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (result.has(target)) continue;
          result.add(target);
          queue.push(target);
        }
      }
    }
  }
  return [...result];
}

class ChunkGroupsPlugin {
  /** @param {{ sharedChunks?: boolean }} options  `sharedChunks`: the app provides its shared modules itself (the shell) */
  constructor({ sharedChunks = false } = {}) {
    this.sharedChunks = sharedChunks;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const chunks = this.sharedChunks ? withSharedChunks(compilation, group.chunks) : group.chunks;
          const files = chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
          groups[name] = [...new Set(files)].sort();
        }
        compilation.emitAsset('chunk-groups.json', new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ChunkGroupsPlugin, withSharedChunks };
