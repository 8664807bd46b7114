// deploy/docker/*.Dockerfile cannot be built here (no Docker daemon on the development machines): these
// checks catch what would break a build or an image without building it: files copied from the repository
// that were renamed or are kept out of the context, scripts and packages that moved, and paths and ports
// that the images, nginx's configuration and the server must agree on.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { argDefault, capture, dockerfile, finalStage, healthRoutes, readRepoFile, repoPath, type Instruction } from './repository';

const API = 'deploy/docker/api.Dockerfile';
const WEB = 'deploy/docker/web.Dockerfile';
const DOCKERFILES = [API, WEB];

/** `COPY [--flags] <source>… <destination>`: the flags and the operands. */
function copyOperands(instruction: Instruction): { from?: string; sources: string[]; destination: string } {
  const words = instruction.args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const operands = words.filter((word) => !word.startsWith('--'));
  return { ...(from ? { from } : {}), sources: operands.slice(0, -1), destination: operands.at(-1)! };
}

/** The .dockerignore patterns (no negations are used: a `!` line would need the full matching rules). */
function dockerignore(): string[] {
  const patterns = readRepoFile('.dockerignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  expect(patterns.filter((pattern) => pattern.startsWith('!'))).toEqual([]);
  return patterns;
}

const ignoredBy = (file: string, patterns: string[]): string | undefined =>
  patterns.find((pattern) => path.matchesGlob(file, pattern) || path.matchesGlob(file, `${pattern}/**`));

/** The JSON-array form of CMD or HEALTHCHECK … CMD, parsed. */
const execForm = (text: string): string[] => JSON.parse(capture(text, /(\[.*\])\s*$/, 'exec form')) as string[];

describe('deploy/docker', () => {
  it('copies from the repository only files and folders that exist and that .dockerignore lets into the context', () => {
    const patterns = dockerignore();
    for (const file of DOCKERFILES) {
      const copies = dockerfile(file).filter((i) => i.keyword === 'COPY').map(copyOperands).filter((copy) => !copy.from);
      expect(copies.length, file).toBeGreaterThan(0);
      for (const source of copies.flatMap((copy) => copy.sources)) {
        expect(existsSync(repoPath(source)), `${file}: COPY ${source}`).toBe(true);
        if (source !== '.') expect(ignoredBy(source, patterns), `${file}: COPY ${source} is in .dockerignore`).toBeUndefined();
      }
    }
  });

  it('keeps out of the context what is installed or built inside, and nothing the builds read', () => {
    const patterns = dockerignore();
    for (const generated of ['node_modules', 'server/node_modules', '.toolchain', 'deploy/out', 'server/dist', '.git', '.data']) {
      expect(ignoredBy(generated, patterns), generated).toBeDefined();
    }
    for (const needed of ['pnpm-lock.yaml', 'scripts/build.sh', 'server/migrations/0001_initial.sql', 'server/build.mjs', 'shell/webpack.config.cjs',
      'deploy/build/webpack.app.cjs', 'deploy/scripts/assemble.mjs', 'shared-api/src/remotes.ts', 'e2e/package.json']) {
      expect(existsSync(repoPath(needed)), needed).toBe(true);
      expect(ignoredBy(needed, patterns), needed).toBeUndefined();
    }
  });

  it('runs repository scripts and workspace packages that exist', () => {
    for (const file of DOCKERFILES) {
      const runs = dockerfile(file).filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
      for (const [script] of runs.matchAll(/\bscripts\/[\w.-]+\.(?:sh|mjs)\b/g)) expect(existsSync(repoPath(script)), `${file}: ${script}`).toBe(true);
      for (const [, name, script] of runs.matchAll(/pnpm --filter (@pitchside\/[\w-]+)(?: --prod)? (\w+)/g)) {
        const manifest = JSON.parse(readRepoFile(`${name!.replace('@pitchside/', '')}/package.json`)) as { name: string; scripts?: Record<string, string> };
        expect(manifest.name).toBe(name);
        if (script !== 'deploy') expect(manifest.scripts, `${file}: pnpm --filter ${name} ${script}`).toHaveProperty([script!]);
      }
    }
  });

  it('builds both images on the Node major the toolchain pins', () => {
    const major = capture(readRepoFile('scripts/toolchain.sh'), /^NODE_MAJOR=(\d+)$/m, 'scripts/toolchain.sh: NODE_MAJOR');
    for (const file of DOCKERFILES) expect(argDefault(dockerfile(file), 'NODE_IMAGE'), file).toMatch(new RegExp(`^node:${major}-`));
  });

  it('runs the API as dist/main.js, built from the server, as a non-root user, checked on /api/v1/health', () => {
    const instructions = dockerfile(API);
    const [cmd] = finalStage(instructions, 'CMD');
    expect(execForm(cmd!.args)).toEqual(['node', '--enable-source-maps', 'dist/main.js']);
    const entries = capture(readRepoFile('server/build.mjs'), /entryPoints: \{([^}]*)\}/, 'server/build.mjs: entryPoints');
    expect(entries).toMatch(/\bmain: 'src\/main\.ts'/);
    expect(entries).toMatch(/\bmigrate: 'src\/migrate-main\.ts'/);

    const [user] = finalStage(instructions, 'USER');
    expect(user?.args).toMatch(/^[1-9]\d*(?::\d+)?$/);
    const [healthcheck] = finalStage(instructions, 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('/api/v1/health');
    expect(healthRoutes()).toContain('/api/v1/health');
  });

  it('lays the API image out as the server finds its files: server/ beside deploy/out/, data outside both', () => {
    const instructions = dockerfile(API);
    const [workdir] = finalStage(instructions, 'WORKDIR');
    const serverRoot = workdir!.args;
    // server/src/lib/paths.ts: the repository (or the image's folder) is the parent of the server's.
    expect(readRepoFile('server/src/lib/paths.ts')).toMatch(/REPO_ROOT = path\.dirname\(SERVER_ROOT\)/);
    const frontEnd = finalStage(instructions, 'COPY').map(copyOperands).find((copy) => copy.from === 'web');
    expect(frontEnd?.destination).toBe(path.posix.join(path.posix.dirname(serverRoot), 'deploy/out'));
    // The web image keeps its build where pitchside.conf serves it from.
    const webOut = finalStage(dockerfile(WEB), 'COPY').map(copyOperands).find((copy) => copy.from === 'build');
    expect(webOut?.sources).toEqual(['/repo/deploy/out']);
    expect(frontEnd?.sources).toEqual([webOut!.destination]);

    const env = finalStage(instructions, 'ENV').map((i) => i.args).join(' ');
    const dataDir = capture(env, /\bDATA_DIR=(\S+)/, 'ENV DATA_DIR');
    expect(path.posix.relative(path.posix.dirname(serverRoot), dataDir)).toMatch(/^\.\./);
    expect(env).toMatch(/\bNODE_ENV=production\b/);
  });

  it('serves pitchside.conf as written, changing only the two lines it rewrites, from where the build is copied', () => {
    const conf = readRepoFile('deploy/nginx/pitchside.conf');
    // The lines web.Dockerfile rewrites (its build fails when one is missing; this says so earlier).
    expect(conf).toMatch(/^\s*listen 80;$/m);
    expect(conf).toMatch(/^\s*server 127\.0\.0\.1:8080;$/m);
    const instructions = dockerfile(WEB);
    const webOut = finalStage(instructions, 'COPY').map(copyOperands).find((copy) => copy.from === 'build');
    const roots = [...conf.matchAll(/^\s*root (\S+);$/gm)].map((match) => match[1]!);
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) expect(root.startsWith(webOut!.destination), root).toBe(true);

    // The main configuration loads the Brotli module pitchside.conf needs and includes it where it is written.
    const main = readRepoFile('deploy/docker/nginx.conf');
    expect(conf).toMatch(/^\s*brotli_static on;/m);
    expect(main).toMatch(/^load_module \S+ngx_http_brotli_static_module\.so;/m);
    const included = capture(main, /^\s*include (\/etc\/nginx\/conf\.d\/\S+);$/m, 'nginx.conf: include of the site');
    expect(finalStage(instructions, 'RUN').map((i) => i.args).join('\n')).toContain(`> ${included}`);
    const [cmd] = finalStage(instructions, 'CMD');
    expect(execForm(cmd!.args)).toEqual(expect.arrayContaining(['-c', '/etc/nginx/pitchside-main.conf']));
    expect(finalStage(instructions, 'COPY').map(copyOperands)).toContainEqual({ sources: ['deploy/docker/nginx.conf'], destination: '/etc/nginx/pitchside-main.conf' });
    expect(finalStage(instructions, 'STOPSIGNAL')[0]?.args).toBe('SIGQUIT');
  });
});
