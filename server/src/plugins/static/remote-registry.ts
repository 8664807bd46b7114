import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** `remotes.json`, written by the front-end build: remote name → manifest URL, version, contract version. */
export const ZRemoteRegistrySchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({ manifest: z.string().min(1), version: z.string(), contract: z.string().optional() }).loose(),
  ),
}).loose();
export type RemoteRegistryDocument = z.infer<typeof ZRemoteRegistrySchema>;

const RECHECK_MS = 2_000;

/** Where the deployment's registry is: `REMOTES_REGISTRY`, else `remotes.json` in the static root. */
export const registryFileOf = (config: { remotesRegistry?: string | undefined; staticRoot: string }): string =>
  config.remotesRegistry ?? path.join(config.staticRoot, 'remotes.json');

/**
 * The registry is the one mutable deployment file: re-read when it changes (checked at most every
 * 2 s) so a remote moved to another origin is allowed by the CSP without restarting the API.
 */
export class RemoteRegistry {
  private cached: { mtimeMs: number; raw: string; document: RemoteRegistryDocument | undefined; origins: string[] } | undefined;
  private checkedAt: number | undefined;

  constructor(readonly file: string, private readonly now: () => number = Date.now) {}

  private refresh(): void {
    // An absent or unreadable file is rechecked on the same schedule: no file system call per request.
    if (this.checkedAt !== undefined && this.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = this.now();
    try {
      const { mtimeMs } = statSync(this.file);
      if (this.cached?.mtimeMs === mtimeMs) return;
      const raw = readFileSync(this.file, 'utf8');
      const parsed = ZRemoteRegistrySchema.safeParse(JSON.parse(raw));
      const document = parsed.success ? parsed.data : undefined;
      this.cached = { mtimeMs, raw, document, origins: document ? remoteOrigins(document) : [] };
    } catch {
      this.cached = undefined;
    }
  }

  /** Raw file content (served as is), or undefined when absent. */
  raw(): string | undefined {
    this.refresh();
    return this.cached?.raw;
  }

  /** The parsed registry — the same object until the file changes — or undefined when absent or invalid. */
  document(): RemoteRegistryDocument | undefined {
    this.refresh();
    return this.cached?.document;
  }

  /** Origins of absolute manifest URLs: other hosts the shell loads remote code from. */
  origins(): string[] {
    this.refresh();
    return this.cached?.origins ?? [];
  }
}

export function remoteOrigins(doc: RemoteRegistryDocument): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(doc.remotes)) {
    if (!/^https?:\/\//i.test(entry.manifest)) continue;
    try {
      origins.add(new URL(entry.manifest).origin);
    } catch {
      // An unparsable URL cannot be loaded anyway; leave it out of the policy.
    }
  }
  return [...origins].sort();
}
