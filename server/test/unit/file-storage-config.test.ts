/** Where uploaded files are kept, as the environment says: FILES_DIR, or the S3_* settings of a bucket. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/plugins/config.js';

const dirs: string[] = [];
const env = (extra: Record<string, string> = {}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-config-'));
  dirs.push(dir);
  return { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ...extra };
};
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

const BUCKET = { S3_BUCKET: 'pitchside-uploads', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

describe('file storage configuration', () => {
  it('keeps files in the data directory\'s uploads folder by default, or in FILES_DIR', () => {
    const defaults = env();
    expect(loadConfig(defaults).files).toEqual({ kind: 'disk', root: path.join(defaults.DATA_DIR, 'uploads') });
    expect(loadConfig(env({ FILES_DIR: 'relative/uploads' })).files).toEqual({ kind: 'disk', root: path.resolve('relative/uploads') });
  });

  it('selects the bucket with S3_BUCKET, in us-east-1 with virtual-host addressing unless told otherwise', () => {
    expect(loadConfig(env(BUCKET)).files).toEqual({
      kind: 's3', bucket: 'pitchside-uploads', prefix: '', region: 'us-east-1', endpoint: undefined, forcePathStyle: false,
      accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example',
    });
    expect(loadConfig(env({
      ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'prod/uploads/',
    })).files).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-3', forcePathStyle: true, prefix: 'prod/uploads/' });
    expect(loadConfig(env({ ...BUCKET, S3_PREFIX: 'prod' })).files).toMatchObject({ prefix: 'prod/' });
  });

  it('refuses a bucket without both keys, naming what is missing', () => {
    expect(() => loadConfig(env({ S3_BUCKET: 'pitchside-uploads' }))).toThrowError(ConfigError);
    expect(() => loadConfig(env({ S3_BUCKET: 'pitchside-uploads' }))).toThrowError(/S3_ACCESS_KEY_ID: is required with S3_BUCKET[^]*S3_SECRET_ACCESS_KEY: is required/);
    expect(() => loadConfig(env({ S3_BUCKET: 'pitchside-uploads', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })))
      .toThrowError(/S3_SECRET_ACCESS_KEY: is required with S3_BUCKET/);
  });

  it('refuses S3 settings without a bucket, and a bucket with FILES_DIR', () => {
    expect(() => loadConfig(env({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })))
      .toThrowError(/S3_ENDPOINT: is set but S3_BUCKET is not[^]*S3_ACCESS_KEY_ID: is set but S3_BUCKET is not/);
    expect(() => loadConfig(env({ ...BUCKET, FILES_DIR: '/srv/uploads' }))).toThrowError(/FILES_DIR: cannot be used with S3_BUCKET/);
  });

  it('refuses malformed bucket names, endpoints, regions and prefixes', () => {
    for (const [key, value] of [
      ['S3_BUCKET', 'Uploads_Bucket'], ['S3_BUCKET', 'ab'], ['S3_ENDPOINT', 'ftp://files.example'], ['S3_ENDPOINT', 'not a url'],
      ['S3_REGION', 'EU West'], ['S3_PREFIX', '../other-tenant'], ['S3_PREFIX', 'a//b'], ['S3_PREFIX', '/absolute'], ['S3_PREFIX', 'a/./b'],
    ] as const) {
      expect(() => loadConfig(env({ ...BUCKET, [key]: value })), `${key}=${value}`).toThrowError(new RegExp(`${key}: must be`));
    }
  });
});
