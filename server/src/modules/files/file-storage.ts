import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FILES_URL_PREFIX = '/api/v1/files/serve/';
/** Only paths this storage writes: lower-case folders, random names, known extensions. */
const SAFE_PATH = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.(?:jpg|png)$/;
const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };

/** Uploaded files on local disk under the data directory, addressed by validated relative paths. */
export class FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Writes atomically (temp file + rename) and answers the relative path. */
  async save(folder: string, extension: 'jpg' | 'png', data: Buffer): Promise<string> {
    const relative = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    const target = this.resolve(relative);
    if (!target) throw new Error(`unsafe storage path: ${relative}`);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, data, { mode: 0o644 });
    await rename(temp, target);
    return relative;
  }

  /** Absolute path inside the root, or undefined for anything that is not a plain stored file path. */
  resolve(relative: string): string | undefined {
    if (!SAFE_PATH.test(relative)) return undefined;
    const absolute = path.resolve(this.root, relative);
    return absolute.startsWith(this.root + path.sep) ? absolute : undefined;
  }

  async open(relative: string): Promise<{ stream: ReadStream; size: number; contentType: string } | undefined> {
    const absolute = this.resolve(relative);
    if (!absolute) return undefined;
    try {
      const info = await stat(absolute);
      if (!info.isFile()) return undefined;
      const contentType = CONTENT_TYPES[path.extname(absolute)] ?? 'application/octet-stream';
      return { stream: createReadStream(absolute), size: info.size, contentType };
    } catch {
      return undefined;
    }
  }

  async remove(relative: string): Promise<void> {
    const absolute = this.resolve(relative);
    if (absolute) await rm(absolute, { force: true });
  }

  static urlFor(relative: string): string {
    return `${FILES_URL_PREFIX}${relative}`;
  }

  static relativeFromUrl(url: string | null): string | undefined {
    return url?.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : undefined;
  }
}
