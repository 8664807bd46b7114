// The one list of modules shared between the shell and the remotes at runtime.
// Every webpack config imports it; nothing else is shared. Each entry is a singleton so React, the design
// system, the i18n set-up and the store exist once per page. The shell loads first and its copies win
// (`loaded-first`).
//
// Only React itself is a shared *package*: a shared package is provided whole, it cannot be tree-shaken
// (react-router alone weighed 63 KB gzip whole). Every other library — react-router, Redux Toolkit,
// react-redux, styled-components, i18next, react-i18next — is reached only through shared workspace
// modules (facades: `@pitchside/shared-ui/router`, `/styled`, `/i18n`, `/translation`,
// `@pitchside/shared-api/client/*`), so it exists once per page, inside the shell's build, tree-shaken
// to what the facades use. Lint forbids importing these libraries directly from an app. See docs/adr/0010.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/'];

/**
 * Workspace packages shared module by module. They are keyed by ABSOLUTE file path (with the package
 * subpath as share key), which makes webpack share a module however it is reached — by its package
 * subpath from an app, or by a relative import inside the package. Keying by the bare subpath alone
 * would leave relative imports unshared: a remote-only module such as an endpoint file would then
 * carry its own copy of the api slice instead of the shell's one.
 */
const SHARED_WORKSPACE_PACKAGES = [
  { name: '@pitchside/shared-ui', dir: 'shared-ui/src', subpath: (rel) => rel.split('/')[0] },
  { name: '@pitchside/shared-api', dir: 'shared-api/src/client', subpath: (rel) => `client/${rel.replace(/\.ts$/, '')}` },
];
const REPO_ROOT = path.resolve(__dirname, '../..');
const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.|\.d\.ts$|(^|\/)testing\//.test(file);

/** Installed version of a package as seen from `appDir` (pnpm resolves per package). */
function installedVersion(appDir, name) {
  const segments = name.split('/');
  const pkgName = segments.slice(0, name.startsWith('@') ? 2 : 1).join('/');
  const manifest = require.resolve(`${pkgName}/package.json`, { paths: [appDir] });
  return require(manifest).version;
}

function workspaceShared(appDir) {
  const shared = {};
  for (const pkg of SHARED_WORKSPACE_PACKAGES) {
    const version = installedVersion(appDir, pkg.name);
    const dir = path.join(REPO_ROOT, pkg.dir);
    for (const rel of fs.readdirSync(dir, { recursive: true }).map(String).filter(isSource).sort()) {
      const file = path.join(dir, rel);
      // A module's main file is shared under its public subpath; helpers used across modules
      // (`internal/`) under a path-like key. Files private to one module (styles, sub-parts) go with it.
      const base = path.basename(rel).replace(/\.tsx?$/, '');
      const folder = path.dirname(rel);
      const isMain = folder === '.' || base === path.basename(folder);
      const isInternal = folder.split(path.sep)[0] === 'internal';
      if (!isMain && !isInternal) continue;
      const shareKey = isMain ? `${pkg.name}/${pkg.subpath(rel)}` : `${pkg.name}/~/${rel.replace(/\.tsx?$/, '')}`;
      // No required version: the workspace's modules are one repository's code at one version, so the
      // federation runtime's semver check could only pass, and it costs a regex pipeline per module
      // consumed, on every page's start. What the shell and a remote must agree on is the remote
      // contract's major (shared-api/src/remote-contract.ts), checked when the remote loads.
      shared[file] = { shareKey, singleton: true, version, requiredVersion: false, strictVersion: false };
    }
  }
  return shared;
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`. With `workspace: false` it
 * holds the packages only; the workspace modules are then consumed through `workspaceConsumes`.
 */
function sharedConfig(appDir, { workspace = true } = {}) {
  const shared = workspace ? workspaceShared(appDir) : {};
  for (const name of SINGLETONS) {
    const version = installedVersion(appDir, name);
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
    };
  }
  return shared;
}

/**
 * The workspace modules as the `consumes` of a ConsumeSharedPlugin: used from the share scope (the
 * shell's copy), with the app's own copy as fallback, but not provided. A production remote always runs
 * in the shell, which provides every one of them first, so a remote's own provided copies were never
 * chosen — yet each added two entries to its remoteEntry.js (~3 KB gzip in all). See docs/adr/0015.
 */
function workspaceConsumes(appDir) {
  return Object.fromEntries(
    Object.entries(workspaceShared(appDir)).map(([file, { version: _provided, ...config }]) => [file, { ...config, import: file }]),
  );
}

module.exports = { SINGLETONS, sharedConfig, workspaceConsumes, installedVersion };
