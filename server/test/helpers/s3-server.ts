/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary folder,
 * with one bucket. s3rver knows one access key (S3RVER, secret S3RVER) and refuses any other; it does not
 * verify the signature of a version 4 request itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'pitchside-uploads';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** Where s3rver keeps the bucket's objects (to look at what was written). */
  directory: string;
  /** The environment that points an app at this server's bucket. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'pitchside-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: (extra = {}) => ({
      S3_BUCKET: S3_TEST_BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey, ...extra,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
