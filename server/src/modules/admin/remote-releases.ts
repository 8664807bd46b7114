/**
 * The remotes' releases as the deployment holds them (docs/adr/0032-remote-releases.md): the registry file
 * (`remotes.json`, the one source of truth the shell, the API and a static server read) names each remote's
 * active version; every published version is a folder `remotes/<name>/<version>/` beside it, with the
 * `release.json` the publish script writes. Activating a version rewrites the registry in one step, as
 * `deploy/scripts/publish-remote.mjs --version` does.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  RELEASE_ERROR_CODES, RELEASE_MESSAGES as M, type RemoteRelease, type RemoteReleases, type RemoteVersion,
} from '@pitchside/shared-api/contracts/admin';
import { REMOTE_CONTRACT_VERSION, REMOTES } from '@pitchside/shared-api/remotes';
import { conflict, notFound } from '../../lib/errors.js';

interface RegistryEntry { manifest: string; version: string; contract?: string; [key: string]: unknown }
interface RegistryFile { remotes: Record<string, RegistryEntry>; [key: string]: unknown }

const major = (version: string) => version.split('.')[0];

export class RemoteReleaseStore {
  constructor(private readonly registryFile: string, private readonly shellContract: string = REMOTE_CONTRACT_VERSION) {}

  private readRegistry(): RegistryFile {
    if (!existsSync(this.registryFile)) return { remotes: {} };
    return JSON.parse(readFileSync(this.registryFile, 'utf8')) as RegistryFile;
  }

  private versionsDir(name: string): string {
    return path.join(path.dirname(this.registryFile), 'remotes', name);
  }

  /** A published version's facts; undefined when its folder is not there. */
  private version(name: string, version: string, registry: RegistryFile): RemoteVersion | undefined {
    const dir = path.join(this.versionsDir(name), version);
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) return undefined;
    let release: { contract?: string; publishedAt?: string } = {};
    try {
      release = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as typeof release;
    } catch {
      // A folder published before release.json existed: its registry entry may still say its contract.
    }
    const active = registry.remotes[name];
    const contract = release.contract ?? (active?.version === version ? active.contract ?? null : null);
    return {
      version, contract, publishedAt: release.publishedAt ?? null,
      compatible: contract !== null && major(contract) === major(this.shellContract),
    };
  }

  list(): RemoteReleases {
    const registry = this.readRegistry();
    const remotes = REMOTES.map((remote): RemoteRelease => {
      const dir = this.versionsDir(remote.name);
      const names = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
      const versions = names.map((v) => this.version(remote.name, v, registry)).filter((v): v is RemoteVersion => v !== undefined)
        .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.version.localeCompare(a.version));
      const active = registry.remotes[remote.name];
      return { name: remote.name, activeVersion: active?.version ?? null, activeContract: active?.contract ?? null, versions };
    });
    return { shellContract: this.shellContract, remotes };
  }

  /**
   * Makes a published version the active one with one write of the registry; answers the versions before and
   * after. Unknown remote or version: 404; a contract the shell does not speak: 409 and nothing changes.
   */
  activate(name: string, version: string): { previous: string | null; release: RemoteRelease } {
    if (!REMOTES.some((r) => r.name === name)) throw notFound(M.unknownRemote);
    const registry = this.readRegistry();
    const published = this.version(name, version, registry);
    if (!published) throw notFound(M.unknownVersion);
    if (published.contract === null) throw conflict(M.unknownContract, RELEASE_ERROR_CODES.incompatible);
    if (!published.compatible) throw conflict(M.incompatible(published.contract, this.shellContract), RELEASE_ERROR_CODES.incompatible);
    const current = registry.remotes[name];
    if (current?.version === version) throw conflict(M.alreadyActive, RELEASE_ERROR_CODES.alreadyActive);
    // The manifest keeps the current entry's base (a remote served from another origin stays there).
    const base = current ? current.manifest.replace(/\/remotes\/[^/]+\/[^/]+\/mf-manifest\.json$/, '') : '';
    registry.remotes[name] = { ...current, manifest: `${base}/remotes/${name}/${version}/mf-manifest.json`, version, contract: published.contract };
    // A name of its own: containers sharing the file's volume may all be process 1.
    const temporary = `${this.registryFile}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
    renameSync(temporary, this.registryFile);
    return { previous: current?.version ?? null, release: this.list().remotes.find((r) => r.name === name)! };
  }
}
