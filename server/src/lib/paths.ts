/**
 * Where the server's own files are at run time. The same code runs from its TypeScript sources (tsx:
 * `src/lib/paths.ts`) and from the compiled bundle (`dist/main.js`, or a shared chunk below `dist/`),
 * so a fixed number of `..` would be right in one of them only. The server's folder is instead found by
 * walking up from this module to the package.json that names the server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PACKAGE = '@pitchside/server';

function packageName(file: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name as string | undefined;
  } catch {
    return undefined; // unreadable or not JSON: not the server's manifest
  }
}

/** The nearest folder at or above `from` whose package.json is the server's. */
export function findServerRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && packageName(manifest) === SERVER_PACKAGE) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json of ${SERVER_PACKAGE} in ${from} or any folder above it`);
  }
}

/** `server/`: its package.json, `migrations/`, `node_modules/`, and `src/` or `dist/`. */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository (or the image's application folder): `server/` beside `deploy/out/` of a front-end build. */
export const REPO_ROOT = path.dirname(SERVER_ROOT);

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/** Whether `target` is `folder` or inside it (both resolved; no file system access). */
export function isInside(target: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(target));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
