// deploy/README.md says where production gets each setting: a setting added to the server and not placed
// there is a decision nobody made.
import { describe, expect, it } from 'vitest';
import { readRepoFile, serverSettings } from './repository';

describe('deploy/README.md', () => {
  it('names every setting the server reads', () => {
    const readme = readRepoFile('deploy/README.md');
    const settings = [...serverSettings()];
    expect(settings.length).toBeGreaterThan(40);
    expect(settings.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
