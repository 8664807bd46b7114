// Copies an app's `public/` files into its build output under their own names: tiny loaders that must keep
// their names (start-after-paint.js), the offline page, the web app manifests and icons. The page template
// (index.html) and the favicon are HtmlWebpackPlugin's.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'PitchsidePublicFiles';
const HANDLED_ELSEWHERE = new Set(['index.html', 'favicon.svg']);

/** Every file below `dir`, as paths relative to it with `/` separators. */
function filesBelow(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

class PublicFilesPlugin {
  /** @param {string} publicDir */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.publicDir)) return;
        compilation.contextDependencies.add(this.publicDir);
        for (const name of filesBelow(this.publicDir).filter((file) => !HANDLED_ELSEWHERE.has(file))) {
          const file = path.join(this.publicDir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { PublicFilesPlugin };
