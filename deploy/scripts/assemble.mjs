// Lays the production builds out as they are deployed:
//   out/shell/…                          the shell (index.html, hashed entry script and chunks)
//   out/remotes/<name>/<version>/…       each remote, immutable (version = package version + content hash)
//   out/remotes.json                     the registry, the only mutable file
// Every text file but the registry gets `.br` and `.gz` copies beside it (precompress.mjs); the registry
// is rewritten by publish-remote.mjs, so servers compress it per request if at all.
// Usage: node deploy/scripts/assemble.mjs [--out dir] [--base-url http://cdn.example]
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, SHELL } from '@pitchside/shared-api/remotes';
import { ROOT, distOf, publishRemoteFiles, writeRegistry } from './artefacts.mjs';
import { precompress } from './precompress.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'base-url': { type: 'string' } } });
const out = resolve(values.out ?? join(ROOT, 'deploy/out'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(distOf(SHELL, 'index.html'), join(out, 'shell'), { recursive: true });
precompress(join(out, 'shell'));

const registry = { remotes: {} };
for (const app of REMOTES) registry.remotes[app.name] = publishRemoteFiles(app, out, values['base-url'] ?? '');
writeRegistry(join(out, 'remotes.json'), registry);
console.log(`assembled shell and ${REMOTES.length} remotes into ${relative(ROOT, out)}`);
