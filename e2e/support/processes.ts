// Child processes of the test platform (API servers, static servers): each runs in its own process
// group so that stopping it reaches everything it started (pnpm/tsx wrappers included), logs to a
// file, and is stopped by its own id — never by name.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ManagedProcess {
  name: string;
  pid: number;
  logFile: string;
  /** SIGTERM to the process group, then SIGKILL after `graceMs`. Resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
  exited(): boolean;
}

/** A free loopback port: listen on 0, read the port, close. */
export function freePort(): Promise<number> {
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

export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): ManagedProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true, // own process group: stop() signals the whole group
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!child.pid) throw new Error(`${options.name}: could not start ${options.command}`);
  const pid = child.pid;

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  let stopping: Promise<void> | undefined;
  return {
    name: options.name,
    pid,
    logFile: options.logFile,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop(graceMs = 20_000) {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          signalGroup('SIGTERM');
          const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
          await exit;
          clearTimeout(timer);
        }
        // Whatever is left in the group (a wrapper's child) goes too.
        signalGroup('SIGKILL');
        log.end();
      })();
      return stopping;
    },
  };
}

/** Last resort at exit: synchronous SIGKILL of the groups that are still running. */
export function killGroupsSync(processes: readonly ManagedProcess[]): void {
  for (const p of processes) {
    if (p.exited()) continue;
    try {
      process.kill(-p.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * The embedded PostgreSQL runs detached from the API (its own process group) and is stopped by the API
 * on SIGTERM. If the API died without doing so, stop the postmaster recorded in its data directory.
 */
export async function stopStalePostmaster(pgDataDir: string): Promise<boolean> {
  const pidFile = `${pgDataDir}/postmaster.pid`;
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  process.kill(pid, 'SIGINT'); // "fast shutdown"
  for (let i = 0; i < 100 && isAlive(pid); i += 1) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers (any HTTP status for which `accept` is true), or fails with the log tail. */
export async function waitForHttp(
  url: string,
  proc: ManagedProcess,
  { timeoutMs = 90_000, accept = (status: number) => status < 500 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exited()) throw new Error(`${proc.name} exited during start-up:\n${tail(proc.logFile)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (accept(response.status)) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs} ms:\n${tail(proc.logFile)}`);
    await sleep(150);
  }
}

export function tail(file: string, chars = 3_000): string {
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-chars) : '(no log)';
}
