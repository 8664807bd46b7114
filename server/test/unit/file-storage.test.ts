/**
 * The two places uploaded files are kept, held to the same contract: the local disk, and an S3-compatible
 * bucket served by a real local S3 server (s3rver). Then what only one of them does.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../../src/modules/files/disk-file-storage.js';
import type { FileStorage } from '../../src/modules/files/file-storage.js';
import { S3FileStorage, type S3StorageSettings } from '../../src/modules/files/s3-file-storage.js';
import { S3_TEST_BUCKET, startS3Server, type TestS3Server } from '../helpers/s3-server.js';

let s3: TestS3Server;
let diskRoot: string;
const opened: FileStorage[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = mkdtempSync(path.join(tmpdir(), 'pitchside-files-'));
});
afterAll(async () => {
  await Promise.all(opened.map((storage) => storage.close()));
  await s3.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const s3Settings = (overrides: Partial<S3StorageSettings> = {}): S3StorageSettings => ({
  bucket: S3_TEST_BUCKET, prefix: 'unit/', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true,
  accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', ...overrides,
});
const track = <T extends FileStorage>(storage: T): T => {
  opened.push(storage);
  return storage;
};
/** The same bucket, reached without the storage: to see or plant objects as another writer would. */
const rawClient = () => new S3Client({
  region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } })[format]().toBuffer();

const UNSAFE_PATHS = [
  '../outside.png', 'profile-images/../../outside.png', '/etc/passwd', 'profile-images/x/a.png%00.txt', 'profile-images/x/a.svg',
  'profile-images/x/a.html', 'Profile-Images/x/a.png', 'profile-images//a.png', 'a.png', 'profile-images\\x\\a.png', '',
];

describe.each([
  { name: 'disk', create: () => track(new DiskFileStorage(diskRoot)) },
  { name: 'S3-compatible bucket', create: () => track(new S3FileStorage(s3Settings())) },
])('file storage on the $name', ({ create }) => {
  it('gives back the saved bytes with their size and content type, under a random name in the folder', async () => {
    const storage = create();
    for (const [format, extension, type] of [['png', 'png', 'image/png'], ['jpeg', 'jpg', 'image/jpeg']] as const) {
      const data = await picture(format);
      const relative = await storage.save('profile-images/0b0c', extension, data);
      expect(relative).toMatch(new RegExp(`^profile-images/0b0c/[0-9a-f]{32}\\.${extension}$`));
      const file = await storage.open(relative);
      expect(file).toMatchObject({ size: data.length, contentType: type });
      expect((await bytesOf(file!.stream)).equals(data)).toBe(true);
    }
  });

  it('answers undefined for a path that holds nothing, and forgets a removed file', async () => {
    const storage = create();
    expect(await storage.open('profile-images/0b0c/0123456789abcdef0123456789abcdef.png')).toBeUndefined();
    const relative = await storage.save('field-images/f1', 'jpg', await picture('jpeg'));
    expect(await storage.open(relative)).toBeDefined();
    await storage.remove(relative);
    expect(await storage.open(relative)).toBeUndefined();
    await expect(storage.remove(relative)).resolves.toBeUndefined();
  });

  it('refuses paths it could not have written, and folders that would make one', async () => {
    const storage = create();
    for (const unsafe of UNSAFE_PATHS) expect(await storage.open(unsafe), unsafe).toBeUndefined();
    for (const folder of ['../escape', 'profile-images/../..', 'Profile-Images', '', 'a b']) {
      await expect(storage.save(folder, 'png', await picture('png')), folder).rejects.toThrow(/unsafe storage path/);
    }
  });
});

describe('file storage on disk', () => {
  it('writes inside its root only, leaving no temporary file, and removes nothing outside it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pitchside-files-'));
    try {
      const storage = new DiskFileStorage(root);
      const relative = await storage.save('company-logos/c1', 'png', await picture('png'));
      expect(readdirSync(path.join(root, 'company-logos', 'c1'))).toEqual([relative.split('/').at(-1)]);
      expect(storage.resolve(relative)).toBe(path.join(root, relative));
      expect(storage.resolve('../outside.png')).toBeUndefined();
      const outside = path.join(root, '..', `${path.basename(root)}-outside.png`);
      writeFileSync(outside, 'not yours');
      try {
        await storage.remove(`../${path.basename(outside)}`);
        expect(existsSync(outside)).toBe(true);
      } finally {
        rmSync(outside, { force: true });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('file storage in an S3-compatible bucket', () => {
  it('keeps each file under the key prefix, with its content type', async () => {
    const storage = track(new S3FileStorage(s3Settings({ prefix: 'tenant-a/uploads/' })));
    const relative = await storage.save('company-covers/c1', 'jpg', await picture('jpeg'));
    const client = rawClient();
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: `tenant-a/uploads/${relative}` }));
      expect(head.ContentType).toBe('image/jpeg');
      await expect(client.send(new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: relative }))).rejects.toMatchObject({ name: 'NotFound' });
    } finally {
      client.destroy();
    }
  });

  it('reaches no object outside its prefix', async () => {
    const client = rawClient();
    const relative = 'profile-images/u1/0123456789abcdef0123456789abcdef.png';
    try {
      await client.send(new PutObjectCommand({ Bucket: S3_TEST_BUCKET, Key: relative, Body: await picture('png'), ContentType: 'image/png' }));
    } finally {
      client.destroy();
    }
    expect(await track(new S3FileStorage(s3Settings({ prefix: '' }))).open(relative)).toBeDefined();
    expect(await track(new S3FileStorage(s3Settings({ prefix: 'tenant-b/' }))).open(relative)).toBeUndefined();
  });

  it('serves a file with the type of its extension, whatever the object says it is', async () => {
    const relative = 'profile-images/u2/0123456789abcdef0123456789abcdef.png';
    const client = rawClient();
    try {
      await client.send(new PutObjectCommand({ Bucket: S3_TEST_BUCKET, Key: `unit/${relative}`, Body: '<script>alert(1)</script>', ContentType: 'text/html' }));
    } finally {
      client.destroy();
    }
    const file = await track(new S3FileStorage(s3Settings())).open(relative);
    expect(file?.contentType).toBe('image/png');
    file?.stream.destroy();
  });

  it('fails, rather than answering "no such file", when the store refuses the access key', async () => {
    const good = track(new S3FileStorage(s3Settings()));
    const relative = await good.save('profile-images/u3', 'png', await picture('png'));
    const wrong = track(new S3FileStorage(s3Settings({ accessKeyId: 'SOMEONE-ELSE' })));
    await expect(wrong.open(relative)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrong.save('profile-images/u3', 'png', await picture('png'))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});
