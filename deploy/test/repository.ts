// What the deployment files must agree with, read from the repository itself: the server's settings,
// routes and stop timing, the Dockerfiles' instructions. Read as text (no server code is loaded), so a
// rename or a changed value in either place fails these tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const repoPath = (relative: string): string => path.join(REPO_ROOT, relative);

export const readRepoFile = (relative: string): string => readFileSync(repoPath(relative), 'utf8');

/** The first capture of `pattern` in `text`, or an error naming what was looked for and where. */
export function capture(text: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${what}: ${pattern} not found`);
  return match[1];
}

/** A number as written in TypeScript (`25_000`). */
const numberOf = (literal: string): number => Number(literal.replaceAll('_', ''));

/** Every environment setting the server reads: the keys of ZEnvSchema in server/src/plugins/config.ts. */
export function serverSettings(): Set<string> {
  const file = 'server/src/plugins/config.ts';
  const schema = capture(readRepoFile(file), /const ZEnvSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/, `${file}: ZEnvSchema`);
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!));
}

/** The GET routes of the health module as the app mounts them (`/api/v1/health`, …). */
export function healthRoutes(): string[] {
  const prefix = capture(readRepoFile('server/src/app.ts'), /register\(healthRoutes, \{ prefix: '([^']+)' \}\)/, 'server/src/app.ts: health prefix');
  const routes = readRepoFile('server/src/modules/health/health.routes.ts');
  return [...routes.matchAll(/app\.get\('([^']+)'/g)].map((match) => `${prefix}${match[1]!}`.replace(/(.)\/$/, '$1'));
}

/** Seconds the server gives its drain on SIGTERM before it exits anyway (server/src/main.ts). */
export function serverDrainLimitSeconds(): number {
  return numberOf(capture(readRepoFile('server/src/main.ts'), /'Shutdown timed out'[\s\S]*?\},\s*([\d_]+)\s*\)/, 'server/src/main.ts: shutdown timer')) / 1000;
}

/** Milliseconds /api/v1/ready waits for the database before it answers 503. */
export function readyDatabaseTimeoutMs(): number {
  const file = 'server/src/modules/health/health.routes.ts';
  return numberOf(capture(readRepoFile(file), /READY_DATABASE_TIMEOUT_MS = ([\d_]+)/, `${file}: READY_DATABASE_TIMEOUT_MS`));
}

export interface Instruction {
  /** Upper-case keyword: FROM, COPY, RUN, … */
  keyword: string;
  /** The rest of the instruction, continuation lines joined. */
  args: string;
}

/** A Dockerfile's instructions, comments and parser directives left out. */
export function dockerfile(relative: string): Instruction[] {
  const logical = readRepoFile(relative)
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return logical
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The default of `ARG name=value`. */
export function argDefault(instructions: Instruction[], name: string): string {
  const arg = instructions.find((i) => i.keyword === 'ARG' && i.args.startsWith(`${name}=`));
  if (!arg) throw new Error(`no ARG ${name}=… default`);
  return arg.args.slice(name.length + 1);
}

/** The instructions of this keyword in the final stage (after the last FROM). */
export function finalStage(instructions: Instruction[], keyword: string): Instruction[] {
  const lastFrom = instructions.map((i) => i.keyword).lastIndexOf('FROM');
  return instructions.slice(lastFrom + 1).filter((i) => i.keyword === keyword);
}
