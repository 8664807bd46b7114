// Lays the production builds out as they are deployed:
//   out/shell/…                          the shell (index.html, main.js, hashed chunks)
//   out/remotes/<name>/<version>/…       each remote, immutable (version = package version + content hash)
//   out/remotes.json                     the registry, the only mutable file
// Usage: node deploy/scripts/assemble.mjs [--out dir] [--base-url http://cdn.example]
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, SHELL } from './apps.mjs';
import { ROOT, distOf, publishRemoteFiles, writeRegistry } from './artefacts.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'base-url': { type: 'string' } } });
const out = resolve(values.out ?? join(ROOT, 'deploy/out'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(distOf(SHELL, 'index.html'), join(out, 'shell'), { recursive: true });

const registry = { remotes: {} };
for (const app of REMOTES) registry.remotes[app.name] = publishRemoteFiles(app, out, values['base-url'] ?? '');
writeRegistry(join(out, 'remotes.json'), registry);
console.log(`assembled shell and ${REMOTES.length} remotes into ${relative(ROOT, out)}`);
