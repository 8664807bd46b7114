import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export const FILES_URL_PREFIX = '/api/v1/files/serve/';
/** Only paths this storage writes: lower-case folders, random names, known extensions. */
const SAFE_PATH = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.(?:jpg|png)$/;

export type StoredExtension = 'jpg' | 'png';
const CONTENT_TYPES: Record<StoredExtension, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** A stored file opened for reading: its bytes as a stream, with what the answer's headers need. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/** Whether `relative` is a path this storage could have written (no traversal, no other kind of file). */
export const isStoragePath = (relative: string): boolean => SAFE_PATH.test(relative);

/**
 * The type a stored file is served with, from its extension: only this storage's own two kinds, whatever
 * the place it is kept in says about it.
 */
export function contentTypeOf(relative: string): string {
  const extension = relative.slice(relative.lastIndexOf('.') + 1);
  return extension === 'jpg' || extension === 'png' ? CONTENT_TYPES[extension] : 'application/octet-stream';
}

/**
 * Uploaded files addressed by validated relative paths (`field-images/<id>/<random>.jpg`), kept on local
 * disk (`DiskFileStorage`) or in an S3-compatible bucket (`S3FileStorage`). Paths are chosen and checked
 * here, so every place a file is kept receives only paths this storage could have written.
 */
export abstract class FileStorage {
  /** Keeps `data` under a new random name in `folder` and answers its relative path. */
  async save(folder: string, extension: StoredExtension, data: Buffer): Promise<string> {
    const relative = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    if (!isStoragePath(relative)) throw new Error(`unsafe storage path: ${relative}`);
    await this.write(relative, data, CONTENT_TYPES[extension]);
    return relative;
  }

  /** The file, or undefined for a path that is not a stored file's (unsafe, or nothing kept there). */
  async open(relative: string): Promise<StoredFile | undefined> {
    return isStoragePath(relative) ? this.read(relative) : undefined;
  }

  /** Forgets the file; nothing happens for a path that holds none. */
  async remove(relative: string): Promise<void> {
    if (isStoragePath(relative)) await this.delete(relative);
  }

  /** Lets go of what the storage holds open (connections); the app calls it when it closes. */
  async close(): Promise<void> {}

  protected abstract write(relative: string, data: Buffer, contentType: string): Promise<void>;
  protected abstract read(relative: string): Promise<StoredFile | undefined>;
  protected abstract delete(relative: string): Promise<void>;

  static urlFor(relative: string): string {
    return `${FILES_URL_PREFIX}${relative}`;
  }

  static relativeFromUrl(url: string | null): string | undefined {
    return url?.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : undefined;
  }
}
