import type { FileStorageConfig } from '../../plugins/config.js';
import { DiskFileStorage } from './disk-file-storage.js';
import type { FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The storage the configuration names: an S3-compatible bucket when `S3_BUCKET` is set, else the disk. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.kind === 's3' ? new S3FileStorage(config) : new DiskFileStorage(config.root);
}
