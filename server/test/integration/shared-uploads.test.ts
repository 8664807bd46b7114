/**
 * Two API instances on one PostgreSQL, as behind a load balancer: with the files in an S3-compatible bucket
 * (a real local S3 server), a picture uploaded through one is served by the other, and a replaced one is
 * gone from both. Kept on each instance's own disk, it is not — which is why the bucket exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { seed } from '../../src/seed/seed.js';
import { clearFields } from '../helpers/field-fixtures.js';
import { bearer, DEMO, json, login, type Session } from '../helpers/http.js';
import { multipartBody } from '../helpers/multipart.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers/test-app.js';

let s3: TestS3Server;
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  shared = await createTestDatabase();
  a = await createTestApp({ database: shared.database, env: s3.env({ S3_PREFIX: 'shared' }) });
  b = await createTestApp({ database: shared.database, env: s3.env({ S3_PREFIX: 'shared' }) });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.drop();
  await s3?.close();
});

const picture = (r: number) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g: 120, b: 60 } } }).png().toBuffer();

async function uploadPicture(app: TestApp, session: Session, data: Buffer): Promise<string> {
  const body = multipartBody([{ name: 'picture', filename: 'me.png', type: 'image/png', data }]);
  const response = await app.app.inject({
    method: 'POST', url: '/api/v1/auth/profile/picture', headers: { ...bearer(session), ...body.headers }, payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { profileImage: string } }>(response).data.profileImage;
}

describe('uploads with two instances sharing an S3-compatible bucket', () => {
  it('serves through one instance the picture uploaded through the other, with the same answer', async () => {
    const session = await login(a.app, DEMO.customer);
    const url = await uploadPicture(a, session, await picture(10));

    const fromA = await a.app.inject({ url });
    const fromB = await b.app.inject({ url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe('png');
    for (const header of ['content-type', 'content-length', 'cache-control', 'content-disposition', 'x-content-type-options']) {
      expect(fromB.headers[header], header).toBe(fromA.headers[header]);
    }
    expect(fromB.headers).toMatchObject({
      'content-type': 'image/png', 'content-length': String(fromA.rawPayload.length), 'cache-control': 'public, max-age=86400',
      'content-disposition': 'inline',
    });
    // Neither instance kept it on its own disk.
    for (const app of [a, b]) expect(existsSync(path.join(app.config.dataDir, 'uploads'))).toBe(false);
  });

  it('removes the replaced picture for both instances', async () => {
    const session = await login(b.app, DEMO.owner);
    const first = await uploadPicture(b, session, await picture(40));
    expect((await a.app.inject({ url: first })).statusCode).toBe(200);
    const second = await uploadPicture(a, session, await picture(80));
    expect(second).not.toBe(first);
    for (const app of [a, b]) {
      expect((await app.app.inject({ url: first })).statusCode).toBe(404);
      expect((await app.app.inject({ url: second })).statusCode).toBe(200);
    }
  });

  it('keeps the path checks in front of the bucket', async () => {
    for (const url of [
      '/api/v1/files/serve/../../etc/passwd', '/api/v1/files/serve/..%2f..%2fjwt-secret',
      '/api/v1/files/serve/profile-images/x/a.png%00.txt', '/api/v1/files/serve/profile-images/x/0123456789abcdef0123456789abcdef.png',
    ]) {
      const response = await b.app.inject({ url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(json(response)).toMatchObject({ success: false });
    }
  });

  it('seeds the demo fields\' pictures into the bucket, where the other instance finds them', async () => {
    await clearFields(shared.database.db);
    expect(await seed(shared.database.db, a.config, systemClock)).toEqual([]);
    const { rows } = await shared.database.pool.query<{ path: string }>('SELECT path FROM field_images ORDER BY path LIMIT 3');
    expect(rows).toHaveLength(3);
    for (const { path: stored } of rows) {
      const served = await b.app.inject({ url: `/api/v1/files/serve/${stored}` });
      expect(served.statusCode, stored).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    expect(existsSync(path.join(a.config.dataDir, 'uploads'))).toBe(false);
  });
});

describe('uploads with two instances each keeping files on its own disk', () => {
  it('cannot serve through one instance what the other stored', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ database: database.database });
    const second = await createTestApp({ database: database.database });
    try {
      const url = await uploadPicture(first, await login(first.app, DEMO.customer), await picture(120));
      expect((await first.app.inject({ url })).statusCode).toBe(200);
      expect((await second.app.inject({ url })).statusCode).toBe(404);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
