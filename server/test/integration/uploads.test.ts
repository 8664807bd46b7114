import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, DEMO, json, login, type Session } from '../helpers/http.js';

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await login(t.app, DEMO.customer);
});
afterAll(async () => { await t.close(); });

function multipart(filename: string, contentType: string, data: Buffer, field = 'picture') {
  const boundary = '----pitchside' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (filename: string, contentType: string, data: Buffer) => {
  const body = multipart(filename, contentType, data);
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/profile/picture', headers: { ...bearer(session), ...body.headers }, payload: body.payload });
};
const image = (format: 'png' | 'jpeg' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 125, b: 50 } } })[format]().toBuffer();

/** A PNG whose header claims huge dimensions (decompression bomb): the IHDR chunk is rewritten with a valid CRC. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await image('png', 10, 10));
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  const { crc32 } = await import('node:zlib');
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('POST /api/v1/auth/profile/picture', () => {
  it.each(['png', 'jpeg', 'gif'] as const)('accepts a %s, re-encodes it to at most 512 px and serves it', async (format) => {
    const response = await upload(`me.${format}`, `image/${format}`, await image(format));
    expect(response.statusCode, response.body).toBe(200);
    const { profileImage, user } = json<{ data: { profileImage: string; user: { profileImage: string } } }>(response).data;
    expect(profileImage).toMatch(/^\/api\/v1\/files\/serve\/profile-images\/[0-9a-f-]{36}\/[0-9a-f]{32}\.(jpg|png)$/);
    expect(user.profileImage).toBe(profileImage);
    const served = await t.app.inject({ url: profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(format === 'jpeg' ? 'image/jpeg' : 'image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(meta.exif).toBeUndefined();
  });

  it('strips metadata such as EXIF/GPS', async () => {
    const withExif = await sharp(await image('jpeg')).withExif({ IFD0: { Copyright: 'secret-location' } }).jpeg().toBuffer();
    expect(withExif.includes(Buffer.from('secret-location'))).toBe(true);
    const response = await upload('me.jpg', 'image/jpeg', withExif);
    const served = await t.app.inject({ url: json<{ data: { profileImage: string } }>(response).data.profileImage });
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('rejects a text file named .png (spoofed type)', async () => {
    const response = await upload('evil.png', 'image/png', Buffer.from('<?php system($_GET["c"]); ?>'));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('rejects an SVG with a script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    expect((await upload('x.svg', 'image/svg+xml', Buffer.from(svg))).statusCode).toBe(400);
    expect((await upload('x.png', 'image/png', Buffer.from(svg))).statusCode).toBe(400);
  });

  it('neutralises a polyglot (valid PNG with an appended script): only pixels are stored', async () => {
    const payload = '<script>alert(1)</script><html>';
    const polyglot = Buffer.concat([await image('png'), Buffer.from(payload)]);
    const response = await upload('poly.png', 'image/png', polyglot);
    if (response.statusCode === 200) {
      const served = await t.app.inject({ url: json<{ data: { profileImage: string } }>(response).data.profileImage });
      expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
      expect(served.headers['content-type']).toBe('image/png');
    } else {
      expect(response.statusCode).toBe(400);
    }
  });

  it('rejects a file with image magic bytes but garbage inside', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload('x.jpg', 'image/jpeg', fake)).statusCode).toBe(400);
  });

  it('rejects a pixel bomb by its declared dimensions, before decoding', async () => {
    const response = await upload('bomb.png', 'image/png', await pixelBomb());
    expect(response.statusCode).toBe(400);
  });

  it('rejects one byte over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await image('png')).copy(big);
    const response = await upload('big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('needs multipart, a file and a session', async () => {
    const asJson = await t.app.inject({ method: 'POST', url: '/api/v1/auth/profile/picture', headers: bearer(session), payload: { a: 1 } });
    expect(asJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(asJson.statusCode).toBeLessThan(500);
    const body = multipart('me.png', 'image/png', await image('png'));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/auth/profile/picture', headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/files/serve/{path}', () => {
  it.each([
    '/api/v1/files/serve/../../etc/passwd',
    '/api/v1/files/serve/..%2f..%2fetc%2fpasswd',
    '/api/v1/files/serve/%2e%2e/%2e%2e/jwt-secret',
    '/api/v1/files/serve/profile-images/..%2f..%2fjwt-secret',
    '/api/v1/files/serve/profile-images/x/..%5c..%5cjwt-secret.png',
    '/api/v1/files/serve//etc/passwd',
    '/api/v1/files/serve/profile-images/x/a.png%00.txt',
    '/api/v1/files/serve/jwt-secret',
    '/api/v1/files/serve/',
  ])('does not escape the storage root: %s', async (url) => {
    const response = await t.app.inject({ url });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});
