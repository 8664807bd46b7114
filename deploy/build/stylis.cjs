// `stylis` without its vendor prefixer, for every browser build, development included (stylis-without-prefixer.mjs, docs/adr/0044).
const path = require('node:path');

/** stylis's ES module entry, as styled-components (a dependency of shared-ui) resolves it. */
const styledComponentsDir = path.dirname(require.resolve('styled-components/package.json', { paths: [path.resolve(__dirname, '../../shared-ui')] }));
const stylisEntry = path.join(path.dirname(require.resolve('stylis/package.json', { paths: [styledComponentsDir] })), 'index.js');

/** Aliases: `stylis` → the module without the prefixer, which takes the rest from stylis's entry. */
const stylisWithoutPrefixerAlias = {
  stylis$: path.join(__dirname, 'stylis-without-prefixer.mjs'),
  'pitchside-stylis-library$': stylisEntry,
};

module.exports = { stylisWithoutPrefixerAlias };
