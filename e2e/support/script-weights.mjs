// What the budget checks of a page's scripts share: the gzip size they count, how zod is recognised in a
// script, and which files of the shell are the installable app's (loaded after the page, not counted).
// Used by scripts/check-budgets.mjs and the browser journey that checks the server-rendered /fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A script's size as the budgets count it: gzip at its highest level. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Whether a script (text or bytes) carries zod: its error map names its issue codes. */
export const carriesZod = (text) => text.includes('invalid_union_discriminator') || text.includes('too_small');

/**
 * The installable app's files (the shell's `app-worker` chunk group, docs/adr/0035), as URL paths, less
 * those a page's start-up loads first: the shell's entry and bootstrap, and on a signed-in page the session
 * upkeep (`auth-effects`), which shares some of them.
 * @param {string} outDir the production build (deploy/out)
 * @param {{ signedIn: boolean }} page
 * @returns {Set<string>}
 */
export function installableAppFiles(outDir, { signedIn }) {
  const groups = JSON.parse(readFileSync(join(outDir, 'shell/chunk-groups.json'), 'utf8'));
  const before = new Set(['main', 'bootstrap', ...(signedIn ? ['auth-effects'] : [])].flatMap((name) => groups[name] ?? []));
  return new Set((groups['app-worker'] ?? []).filter((file) => !before.has(file)).map((file) => `/${file}`));
}
