import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerRoot, isInside, MIGRATIONS_DIR, REPO_ROOT, SERVER_ROOT } from '../../src/lib/paths.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('run-time paths', () => {
  it('finds the server folder from the sources and from any depth of the build', () => {
    expect(path.basename(SERVER_ROOT)).toBe('server');
    expect(REPO_ROOT).toBe(path.dirname(SERVER_ROOT));
    expect(MIGRATIONS_DIR).toBe(path.join(SERVER_ROOT, 'migrations'));
    for (const from of ['src/lib', 'dist', 'dist/chunks', 'node_modules/.cache/build']) {
      expect(findServerRoot(path.join(SERVER_ROOT, from))).toBe(SERVER_ROOT);
    }
  });

  it("skips other packages' manifests and says where it looked when there is none", () => {
    const server = path.join(dir, 'image', 'server');
    mkdirSync(path.join(server, 'dist', 'vendor', 'lib'), { recursive: true });
    writeFileSync(path.join(server, 'package.json'), JSON.stringify({ name: '@pitchside/server' }));
    writeFileSync(path.join(server, 'dist', 'vendor', 'package.json'), JSON.stringify({ name: 'vendor' }));
    writeFileSync(path.join(server, 'dist', 'package.json'), 'not JSON');
    expect(findServerRoot(path.join(server, 'dist', 'vendor', 'lib'))).toBe(server);
    const elsewhere = path.join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    expect(() => findServerRoot(elsewhere)).toThrow(`No package.json of @pitchside/server in ${elsewhere} or any folder above it`);
  });

  it('tells a path inside a folder from one beside it', () => {
    expect(isInside('/app/server/dist', '/app')).toBe(true);
    expect(isInside('/app', '/app')).toBe(true);
    expect(isInside('/app/../data', '/app')).toBe(false);
    expect(isInside('/application-data', '/app')).toBe(false);
    expect(isInside('/var/lib/pitchside', '/app')).toBe(false);
  });
});
