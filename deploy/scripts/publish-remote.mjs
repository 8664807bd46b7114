// Deploys ONE remote without touching the shell or the other remotes: uploads its current production
// build as a new immutable version and rewrites its registry entry. Rolling back = --version <older>.
// Usage: node deploy/scripts/publish-remote.mjs --remote mf_auth [--out deploy/out] [--base-url …]
//        node deploy/scripts/publish-remote.mjs --remote mf_auth --version 1.0.0-abc123   (rollback)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_CONTRACT_VERSION, REMOTES } from '@pitchside/shared-api/remotes';
import { ROOT, publishRemoteFiles, readRegistry, writeRegistry } from './artefacts.mjs';

const { values } = parseArgs({
  options: { remote: { type: 'string' }, out: { type: 'string' }, 'base-url': { type: 'string' }, version: { type: 'string' } },
});
const app = REMOTES.find((r) => r.name === values.remote || r.dir === values.remote);
if (!app) throw new Error(`--remote must be one of ${REMOTES.map((r) => r.name).join(', ')}`);
const out = resolve(values.out ?? join(ROOT, 'deploy/out'));
const baseUrl = values['base-url'] ?? '';
const registryFile = join(out, 'remotes.json');

let entry;
if (values.version) {
  if (!existsSync(join(out, 'remotes', app.name, values.version, 'mf-manifest.json'))) {
    throw new Error(`${app.name} ${values.version} was never published to ${out}`);
  }
  entry = { manifest: `${baseUrl}/remotes/${app.name}/${values.version}/mf-manifest.json`, version: values.version, contract: REMOTE_CONTRACT_VERSION };
} else {
  entry = publishRemoteFiles(app, out, baseUrl);
}
const registry = readRegistry(registryFile);
const previous = registry.remotes[app.name]?.version;
registry.remotes[app.name] = entry;
writeRegistry(registryFile, registry);
console.log(`${app.name}: ${previous ?? '(none)'} → ${entry.version}`);
