// The production build of the server: esbuild bundles src/ and the workspace's TypeScript
// (@pitchside/shared-api, @pitchside/deploy's cache policy) into ES modules for Node 24, with a
// source map beside each file, so stack traces name the .ts sources under `node --enable-source-maps`.
// Third-party packages stay imports of node_modules, loaded as in development (native ones such as sharp,
// @node-rs/argon2 and the embedded PostgreSQL binaries cannot be bundled), except BUNDLED_PACKAGES below.
//
//   node build.mjs [--outdir <folder>]     (default dist/: dist/main.js, the API; dist/migrate.js, the migrations)
//
// The output must stay inside server/ (default dist/): the code finds its files (migrations, node_modules,
// the front-end build) from the server's package.json above it (src/lib/paths.ts).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const SERVER_ROOT = import.meta.dirname;
const { values: args } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const outdir = path.resolve(SERVER_ROOT, args.outdir);

/**
 * Pure-JavaScript packages bundled all the same. Loading them file by file was half of the API's start:
 * date-fns alone is some 860 module files, drizzle-orm 430, jose 180, and Node reads each one's package scope
 * as it resolves it (about 1.5 s of CPU of 3 s on this machine; bench/startup.bench.ts). Only packages that
 * no external package imports may be listed, or the process would hold two copies of one (zod stays out:
 * fastify-type-provider-zod imports it, and schemas must come from its copy). The build refuses one that a
 * dependency of the server imports; deeper in the tree, a second copy of these stateless libraries would
 * cost memory, not behaviour.
 */
const BUNDLED_PACKAGES = ['date-fns', '@date-fns/tz', 'drizzle-orm', 'jose'];

const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const readManifest = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The server's dependencies that import a bundled package themselves (each would load a second copy). */
function sharedBundledPackages() {
  const { dependencies } = readManifest(path.join(SERVER_ROOT, 'package.json'));
  return Object.keys(dependencies).filter((name) => !name.startsWith('@pitchside/')).flatMap((name) => {
    // Every dependency is linked into server/node_modules (pnpm), whatever its package exports.
    const manifest = readManifest(path.join(SERVER_ROOT, 'node_modules', name, 'package.json'));
    const imports = { ...manifest.dependencies, ...manifest.peerDependencies };
    return BUNDLED_PACKAGES.filter((bundled) => bundled in imports).map((bundled) => `${name} imports ${bundled}`);
  });
}

/** Bare imports of packages outside the workspace stay imports; `@pitchside/*` and BUNDLED_PACKAGES are bundled. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@pitchside/') || args.path.startsWith('node:')) return undefined;
      if (BUNDLED_PACKAGES.includes(packageOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const shared = sharedBundledPackages();
if (shared.length > 0) {
  console.error(`✗ BUNDLED_PACKAGES would load twice: ${shared.join('; ')}. Leave those packages external.`);
  process.exit(1);
}

const started = performance.now();
// A fresh folder: no chunk of an earlier build is left to be loaded by mistake.
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER_ROOT,
  entryPoints: { main: 'src/main.ts', migrate: 'src/migrate-main.ts' },
  outdir,
  bundle: true,
  // Code shared by the two entries is one chunk, evaluated once per process.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // `.map` files beside the code, named by a comment that Node follows with --enable-source-maps;
  // the maps point at the sources instead of embedding them.
  sourcemap: 'linked',
  sourcesContent: false,
  // Class and function names as written (pino's `err.type`, stack frames), not esbuild's renamings.
  keepNames: true,
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
  metafile: true,
});
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
const bytes = files.reduce((sum, file) => sum + result.metafile.outputs[file].bytes, 0);
console.log(`› server built into ${path.relative(process.cwd(), outdir) || '.'}: ${files.length} files, `
  + `${(bytes / 1024).toFixed(0)} KiB of JavaScript, in ${Math.round(performance.now() - started)} ms`);
