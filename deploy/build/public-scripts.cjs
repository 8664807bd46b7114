// Copies an app's `public/*.js` files (tiny loaders that must keep their names) into its build output.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'PitchsidePublicScripts';

class PublicScriptsPlugin {
  /** @param {string} publicDir */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.publicDir)) return;
        for (const name of fs.readdirSync(this.publicDir).filter((file) => file.endsWith('.js'))) {
          const file = path.join(this.publicDir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { PublicScriptsPlugin };
