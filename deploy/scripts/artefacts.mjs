// Deployable artefacts of the front end: immutable versioned folders and the registry that points at them.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REMOTE_CONTRACT_VERSION } from '@pitchside/shared-api/remotes';
import { precompress } from './precompress.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/** Short hash over every file of a build, so a changed build never reuses a cached path. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/** The production build folder of an app, checked to exist. */
export function distOf(app, marker) {
  const dist = join(ROOT, app.dir, 'dist');
  if (!existsSync(join(dist, marker))) throw new Error(`${app.dir} has no production build in ${dist}; build it first`);
  return dist;
}

export function readRegistry(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
}

/**
 * Replaces the registry in one step (a temporary file renamed over it), as the API's release endpoint does:
 * a reader sees the old file or the new one, never half of one (docs/adr/0032-remote-releases.md).
 */
export function writeRegistry(file, registry) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * Copies a remote's build to `<out>/remotes/<name>/<version>/` (never overwriting a published version),
 * with the compressed copies of its text files and `release.json` (version, contract, publication time: what
 * the admin's releases page lists), and returns its registry entry.
 */
export function publishRemoteFiles(app, out, baseUrl = '') {
  const dist = distOf(app, 'remoteEntry.js');
  const pkgVersion = JSON.parse(readFileSync(join(ROOT, app.dir, 'package.json'), 'utf8')).version;
  const version = `${pkgVersion}-${contentHash(dist)}`;
  const target = join(out, 'remotes', app.name, version);
  if (!existsSync(target)) {
    mkdirSync(target, { recursive: true });
    cpSync(dist, target, { recursive: true });
  }
  precompress(target); // also completes a version published before its copies existed
  const release = join(target, 'release.json');
  if (!existsSync(release)) {
    writeFileSync(release, `${JSON.stringify({ version, contract: REMOTE_CONTRACT_VERSION, publishedAt: new Date().toISOString() }, null, 2)}\n`);
  }
  return { manifest: `${baseUrl}/remotes/${app.name}/${version}/mf-manifest.json`, version, contract: REMOTE_CONTRACT_VERSION };
}
