import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, FileStorage, isStoragePath, type StoredFile } from './file-storage.js';

/**
 * Uploaded files on local disk under one folder (`FILES_DIR`, by default the data directory's `uploads`):
 * the embedded default and development. Only one instance can serve what it holds, unless the folder is shared.
 */
export class DiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = path.resolve(root);
  }

  /** Absolute path inside the root, or undefined for anything that is not a plain stored file path. */
  resolve(relative: string): string | undefined {
    if (!isStoragePath(relative)) return undefined;
    const absolute = path.resolve(this.root, relative);
    return absolute.startsWith(this.root + path.sep) ? absolute : undefined;
  }

  /** Writes atomically (temp file + rename): a reader never sees half a file. */
  protected async write(relative: string, data: Buffer): Promise<void> {
    const target = this.resolved(relative);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, data, { mode: 0o644 });
    await rename(temp, target);
  }

  protected async read(relative: string): Promise<StoredFile | undefined> {
    const absolute = this.resolve(relative);
    if (!absolute) return undefined;
    try {
      const info = await stat(absolute);
      if (!info.isFile()) return undefined;
      return { stream: createReadStream(absolute), size: info.size, contentType: contentTypeOf(relative) };
    } catch {
      return undefined;
    }
  }

  protected async delete(relative: string): Promise<void> {
    const absolute = this.resolve(relative);
    if (absolute) await rm(absolute, { force: true });
  }

  private resolved(relative: string): string {
    const absolute = this.resolve(relative);
    if (!absolute) throw new Error(`unsafe storage path: ${relative}`);
    return absolute;
  }
}
