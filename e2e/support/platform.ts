// Starts one topology: its static remote servers (if any, in this process), a generated registry, and the real API
// server (embedded PostgreSQL in a temporary folder, production mode, mail to the test SMTP server).
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, startProcess, stopStalePostmaster, waitForHttp, type ManagedProcess } from './processes';
import { startRemoteStatic, type RemoteStaticServer } from './remote-static';
import { TOPOLOGIES, type RunningTopologyInfo, type TopologyName } from './topologies';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const DEPLOY_OUT = join(REPO_ROOT, 'deploy/out');

interface RegistryEntry {
  manifest: string;
  version: string;
  contract?: string;
}
interface RegistryDocument {
  remotes: Record<string, RegistryEntry>;
}

export interface RunningTopology {
  name: TopologyName;
  info: RunningTopologyInfo;
  processes: ManagedProcess[];
  stop(): Promise<void>;
}

/** The registry of an assembled build; fails early, with the fix, when the build is missing. */
export function readBuiltRegistry(outDir = DEPLOY_OUT): RegistryDocument {
  const file = join(outDir, 'remotes.json');
  if (!existsSync(file) || !existsSync(join(outDir, 'shell/index.html'))) {
    throw new Error(`No production build in ${outDir}: run \`bash scripts/build.sh\` first.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as RegistryDocument;
}

/**
 * Copies deploy/out for this run: a rebuild during the run (the checkout is shared) must not swap the
 * files under the servers. Retries while the copy is not a complete build (copied mid-assembly).
 */
export async function snapshotBuild(target: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    rmSync(target, { recursive: true, force: true });
    try {
      readBuiltRegistry();
      cpSync(DEPLOY_OUT, target, { recursive: true });
      const registry = readBuiltRegistry(target);
      const missing = Object.values(registry.remotes).filter((entry) => !existsSync(join(target, entry.manifest)));
      if (missing.length === 0) return target;
      if (attempt >= 10) throw new Error(`deploy/out is incomplete: ${missing.map((m) => m.manifest).join(', ')}`);
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // a build is being assembled
  }
}

/** `smtpUrl` may be left out when nothing is mailed (benchmarks): mail then stays in the server's outbox. */
export async function startTopology(name: TopologyName, options: { runDir: string; outDir: string; smtpUrl?: string }): Promise<RunningTopology> {
  const spec = TOPOLOGIES[name];
  const dir = join(options.runDir, name);
  mkdirSync(dir, { recursive: true });
  const processes: ManagedProcess[] = [];
  const pgDataDir = join(dir, 'pg');
  const staticServers: RemoteStaticServer[] = [];
  const stop = async () => {
    // The API first (it stops its PostgreSQL), then any orphaned postmaster, then the static servers.
    for (const p of processes) await p.stop();
    await stopStalePostmaster(pgDataDir);
    await Promise.all(staticServers.map((s) => s.close()));
  };

  try {
    const outDir = spec.ownBuild ? join(dir, 'out') : options.outDir;
    if (spec.ownBuild) cpSync(options.outDir, outDir, { recursive: true });
    const registry = readBuiltRegistry(outDir);
    const apiPort = await freePort();
    const origin = `http://127.0.0.1:${apiPort}`;
    const remoteOrigins: Record<string, string> = {};
    let registryFile: string | undefined;

    if (spec.remotesOnOwnOrigins) {
      const generated: RegistryDocument = { remotes: {} };
      for (const [remote, entry] of Object.entries(registry.remotes)) {
        const port = await freePort();
        const remoteOrigin = `http://127.0.0.1:${port}`;
        remoteOrigins[remote] = remoteOrigin;
        generated.remotes[remote] = { ...entry, manifest: `${remoteOrigin}${entry.manifest}` };
        // A "down" remote keeps its registry entry but nothing listens on its port.
        if (spec.downRemotes.includes(remote)) continue;
        const server = await startRemoteStatic({
          dir: join(outDir, 'remotes', remote), prefix: `/remotes/${remote}/`, port, corsOrigins: [origin],
        });
        staticServers.push(server);
      }
      registryFile = join(dir, 'remotes.json');
      writeFileSync(registryFile, `${JSON.stringify(generated, null, 2)}\n`);
    } else {
      for (const remote of Object.keys(registry.remotes)) remoteOrigins[remote] = origin;
    }

    const apiLog = join(dir, 'api.log');
    const api = startProcess({
      name: `${name}: API`,
      // tsx directly (what `pnpm --filter @pitchside/server start` runs), so the signal reaches the server.
      command: join(REPO_ROOT, 'server/node_modules/.bin/tsx'),
      args: ['src/main.ts'],
      cwd: join(REPO_ROOT, 'server'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        PUBLIC_URL: origin,
        // Production takes its token key from the environment (it never generates one into a file).
        JWT_SECRET: randomBytes(48).toString('base64url'),
        STATIC_ROOT: outDir,
        DATA_DIR: join(dir, 'data'),
        PG_DATA_DIR: pgDataDir,
        // Without the test SMTP server, production must be told that mail stays in the outbox.
        ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : { MAIL_TRANSPORT: 'outbox' }),
        // Production seeds no demo accounts unless asked; the journeys sign in with them.
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        ...(registryFile
          ? { REMOTES_REGISTRY: registryFile, CORS_ORIGINS: [origin, ...Object.values(remoteOrigins)].join(',') }
          : {}),
        ...spec.apiEnv,
      },
      logFile: apiLog,
    });
    processes.push(api);
    await waitForHttp(`${origin}/api/v1/health`, api, { accept: (status) => status === 200, timeoutMs: 120_000 });

    return {
      name,
      processes,
      stop,
      info: { baseURL: `${origin}/`, remoteOrigins, downRemotes: [...spec.downRemotes], apiLog, outDir },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
