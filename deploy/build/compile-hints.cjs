// Tells the browser's JavaScript engine to compile a start-up script's functions while it downloads the file,
// rather than on the page's thread at each function's first call. V8 compiles lazily by default: a function
// is only pre-parsed when its script loads, then compiled when it first runs, on the main thread, inside
// whichever task calls it. Start-up scripts run nearly all their code at once (React DOM, the federation
// runtime, the store, the first render), so that compilation lands in the long tasks that make up a
// signed-in page's blocking time. A file that begins with the comment below is compiled eagerly, off the
// main thread while it streams in (Chromium 136+; other engines ignore it). docs/adr/0039.
//
// Only the files whose code runs as soon as they load carry it: compiling every function of a lazily used
// chunk (a dialog, the map) eagerly would spend memory and background time on code that may never run.
const PLUGIN = 'PitchsideCompileHints';
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {object} options
 * @param {(chunk: import('webpack').Chunk) => boolean} options.eager whether a chunk's code runs as soon as it loads
 */
class CompileHintsPlugin {
  constructor({ eager }) {
    this.eager = eager;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After minification (which would drop the comment), before the content hashes and compression.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.eager(chunk)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }
}

/** The shell's start-up files: its entry (the federation runtime) and the chunks start-up loads (startup-chunk.cjs). */
const SHELL_EAGER = new Set(['main', 'bootstrap', 'startup', 'libraries', 'api', 'signed-in', 'page-kit']);

/**
 * A chunk of `kind` ('host' or 'remote') whose code runs as soon as it loads: the shell's start-up files;
 * a remote's container, its exposed module and its pages' own chunks (`page-<id>`, see each remote's
 * `pages.ts`), which render at once.
 */
function runsOnLoad(kind, chunk) {
  const name = chunk.name ?? '';
  if (kind === 'host') return SHELL_EAGER.has(name);
  return chunk.hasRuntime() || name.startsWith('__federation_expose_') || name.startsWith('page-');
}

module.exports = { CompileHintsPlugin, runsOnLoad, HINT };
