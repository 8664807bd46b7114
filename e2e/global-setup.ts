// Starts what the selected projects need — the SMTP catcher, and per topology its static remote servers
// and the real API with its own embedded PostgreSQL — and returns the teardown that stops all of it.
// Tests find the running platform through the run-state file named by PITCHSIDE_E2E_RUN_STATE.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { killGroupsSync } from './support/processes';
import { readBuiltRegistry, snapshotBuild, startTopology, type RunningTopology } from './support/platform';
import { serveMailbox, startSmtpServer } from './support/smtp';
import { isTopologyName, RUN_STATE_ENV, type RunState, type TopologyName } from './support/topologies';

/** Projects named by `--project` (Playwright does not tell global set-up), else every project of the config. */
function selectedProjects(config: FullConfig): string[] {
  const all = config.projects.map((project) => project.name);
  const patterns: string[] = [];
  const argv = process.argv;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--project' && argv[i + 1]) patterns.push(argv[(i += 1)] ?? '');
    else if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
  }
  if (process.env.E2E_PROJECTS) patterns.push(...process.env.E2E_PROJECTS.split(','));
  if (patterns.length === 0) return all;
  const regexes = patterns.map((p) => new RegExp(`^${p.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'));
  return all.filter((name) => regexes.some((r) => r.test(name)));
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  readBuiltRegistry(); // fail fast without a build
  const wanted = selectedProjects(config)
    .map((name) => config.projects.find((p) => p.name === name)?.metadata?.topology as string | undefined)
    .filter((t): t is TopologyName => !!t && isTopologyName(t));
  const topologyNames = [...new Set(wanted)];

  // Under a world-traversable path: as root, the embedded PostgreSQL runs as the `postgres` user.
  const runDir = mkdtempSync(join(tmpdir(), 'pitchside-e2e-'));
  chmodSync(runDir, 0o755);
  const smtp = await startSmtpServer();
  const mailbox = await serveMailbox(smtp.mailbox);
  const running: RunningTopology[] = [];
  const exitGuard = () => killGroupsSync(running.flatMap((t) => t.processes));
  process.on('exit', exitGuard);

  const teardown = async () => {
    await Promise.allSettled(running.map((t) => t.stop()));
    await mailbox.close();
    await smtp.close();
    process.off('exit', exitGuard);
    if (!process.env.E2E_KEEP_RUN_DIR) rmSync(runDir, { recursive: true, force: true });
  };

  const startedAt = Date.now();
  try {
    const outDir = await snapshotBuild(join(runDir, 'out'));
    const started = await Promise.allSettled(
      topologyNames.map((name) => startTopology(name, { runDir, outDir, smtpUrl: smtp.url }).then((t) => {
        running.push(t);
        return t;
      })),
    );
    const failed = started.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length > 0) throw new Error(failed.map((f) => String(f.reason?.stack ?? f.reason)).join('\n\n'));

    const state: RunState = {
      runDir,
      mailboxUrl: mailbox.url,
      smtpUrl: smtp.url,
      topologies: Object.fromEntries(running.map((t) => [t.name, t.info])),
    };
    const stateFile = join(runDir, 'run-state.json');
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    process.env[RUN_STATE_ENV] = stateFile;
    for (const t of running) console.info(`e2e: ${t.name} at ${t.info.baseURL}`);
    console.info(`e2e: platform started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (run folder ${runDir})`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
