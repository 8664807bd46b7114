// Remote releases from the admin area: the published versions of each remote as the deployment holds them,
// and activating one rewrites the registry the API serves (`/remotes.json`) with no rebuild; a version that
// speaks another contract major, or was never published, is refused and nothing changes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_ERROR_CODES, type AdminActivityEntry, type RemoteRelease, type RemoteReleases } from '@pitchside/shared-api/contracts/admin';
import { REMOTE_CONTRACT_VERSION } from '@pitchside/shared-api/remotes';
import { REMOTE_REGISTRY_LOCK } from '../../src/modules/admin/admin-activity.repository.js';
import { caller, dataOf } from '../helpers/field-management.js';
import { DEMO, json, login, type Session } from '../helpers/http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const root = mkdtempSync(path.join(tmpdir(), 'pitchside-releases-'));
const registryFile = path.join(root, 'remotes.json');
const major = Number(REMOTE_CONTRACT_VERSION.split('.')[0]);
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Session;

/** A published version of mf_auth: its folder, manifest and release.json. */
function publish(version: string, contract: string, publishedAt: string) {
  const dir = path.join(root, 'remotes', 'mf_auth', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_auth' }));
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ version, contract, publishedAt }));
}

beforeAll(async () => {
  publish('1.0.0-old', REMOTE_CONTRACT_VERSION, '2026-06-01T10:00:00.000Z');
  publish('1.0.0-new', REMOTE_CONTRACT_VERSION, '2026-06-05T10:00:00.000Z');
  publish('2.0.0-next', `${major + 1}.0.0`, '2026-06-07T10:00:00.000Z');
  writeFileSync(registryFile, JSON.stringify({
    remotes: { mf_auth: { manifest: '/remotes/mf_auth/1.0.0-old/mf-manifest.json', version: '1.0.0-old', contract: REMOTE_CONTRACT_VERSION } },
  }));
  t = await createTestApp({ env: { REMOTES_REGISTRY: registryFile } });
  call = caller(t);
  admin = await login(t.app, DEMO.admin);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const served = async () => json<{ remotes: Record<string, { version: string; manifest: string }> }>(await t.app.inject('/remotes.json'));

describe('remote releases', () => {
  it('list each remote’s active version and every published one, newest first, with whether the shell can load it', async () => {
    const releases = dataOf<RemoteReleases>(await call(admin, 'GET', '/admin/remotes'));
    expect(releases.shellContract).toBe(REMOTE_CONTRACT_VERSION);
    const auth = releases.remotes.find((r) => r.name === 'mf_auth')!;
    expect(auth).toMatchObject({ activeVersion: '1.0.0-old', activeContract: REMOTE_CONTRACT_VERSION });
    expect(auth.versions.map((v) => [v.version, v.compatible])).toEqual([['2.0.0-next', false], ['1.0.0-new', true], ['1.0.0-old', true]]);
    expect(releases.remotes.find((r) => r.name === 'mf_company')).toMatchObject({ activeVersion: null, versions: [] });
    const customer = await login(t.app, DEMO.customer);
    expect((await call(customer, 'GET', '/admin/remotes')).statusCode).toBe(403);
  });

  it('activate a published version with one registry write that the next request serves; refuse the incompatible and the unknown', async () => {
    const incompatible = await call(admin, 'POST', '/admin/remotes/mf_auth/activate', { version: '2.0.0-next' });
    expect(incompatible.statusCode).toBe(409);
    expect(json<{ code: string }>(incompatible).code).toBe(RELEASE_ERROR_CODES.incompatible);
    expect((await call(admin, 'POST', '/admin/remotes/mf_auth/activate', { version: '9.9.9-none' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/admin/remotes/mf_nothing/activate', { version: '1.0.0-new' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/admin/remotes/mf_auth/activate', { version: '../../etc' })).statusCode).toBe(400);
    expect(JSON.parse(readFileSync(registryFile, 'utf8')).remotes.mf_auth.version).toBe('1.0.0-old');

    const activated = dataOf<RemoteRelease>(await call(admin, 'POST', '/admin/remotes/mf_auth/activate', { version: '1.0.0-new' }));
    expect(activated).toMatchObject({ name: 'mf_auth', activeVersion: '1.0.0-new' });
    // The registry file and what the API serves name it (the served copy is re-read within two seconds).
    expect(JSON.parse(readFileSync(registryFile, 'utf8')).remotes.mf_auth).toEqual({
      manifest: '/remotes/mf_auth/1.0.0-new/mf-manifest.json', version: '1.0.0-new', contract: REMOTE_CONTRACT_VERSION,
    });
    await expect.poll(async () => (await served()).remotes.mf_auth?.version, { timeout: 5_000, interval: 250 }).toBe('1.0.0-new');
    expect((await call(admin, 'POST', '/admin/remotes/mf_auth/activate', { version: '1.0.0-new' })).statusCode).toBe(409);

    const trail = json<{ data: AdminActivityEntry[] }>(await call(admin, 'GET', '/admin/activity?action=remote.activated')).data;
    expect(trail[0]).toMatchObject({ targetId: 'mf_auth', before: { version: '1.0.0-old' }, after: { version: '1.0.0-new' } });
  });

  it('wait for an activation running elsewhere (another instance sharing the registry) before writing', async () => {
    const other = await t.database.pool.connect();
    try {
      // Another instance is in the middle of an activation: it holds the registry's lock.
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [REMOTE_REGISTRY_LOCK]);
      let answered = false;
      const activation = call(admin, 'POST', '/admin/remotes/mf_auth/activate', { version: '1.0.0-old' }).then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBe(false);
      expect(JSON.parse(readFileSync(registryFile, 'utf8')).remotes.mf_auth.version).toBe('1.0.0-new');
      await other.query('COMMIT');
      expect((await activation).statusCode).toBe(200);
      expect(JSON.parse(readFileSync(registryFile, 'utf8')).remotes.mf_auth.version).toBe('1.0.0-old');
    } finally {
      other.release();
    }
  });
});
