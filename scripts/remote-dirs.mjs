// Prints the remotes' folders, space-separated, for the shell scripts (scripts/*.sh):
// `for dir in $(node scripts/remote-dirs.mjs)`. The list is shared-api/src/remotes.ts.
import { REMOTES } from '../shared-api/src/remotes.ts';

console.log(REMOTES.map((remote) => remote.dir).join(' '));
