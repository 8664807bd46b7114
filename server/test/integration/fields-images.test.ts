import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFieldsResponse, Field, FieldImage, ImageUploadResult } from '@pitchside/shared-api/contracts/field';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, json } from '../helpers/http.js';
import { caller, createField, dataOf, demoOwner, type CompanyAccount } from '../helpers/field-management.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: CompanyAccount;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  owner = await demoOwner(t);
});
afterAll(async () => { await t.close(); });

interface Part { filename: string; type: string; data: Buffer; field?: string }

function multipart(parts: Part[]) {
  const boundary = `----fieldimages${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'images'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(fieldId: string, parts: Part[], who: { accessToken: string } = owner) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST', url: `/api/v1/fields/${fieldId}/images`, payload: body.payload,
    headers: { ...bearer(who), 'content-type': body.contentType },
  });
}

const photo = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600, name = `photo.${format}`): Promise<Part> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 125, b: 50 } } })[format]().toBuffer()
    .then((data) => ({ filename: name, type: `image/${format}`, data }));

const imagesOf = async (fieldId: string) => dataOf<Field>(await call(owner, 'GET', `/fields/${fieldId}`)).images;

describe('POST /fields/:id/images', () => {
  it('accepts JPEG, PNG and WebP, re-encodes them (at most 1600 px, no metadata) and serves them', async () => {
    const field = await createField(t, owner);
    const withExif = await sharp(await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } }).jpeg().toBuffer())
      .withExif({ IFD0: { Copyright: 'secret-location' } }).jpeg().toBuffer();
    const response = await upload(field.id, [
      { filename: 'wide.jpg', type: 'image/jpeg', data: withExif },
      await photo('png'),
      await photo('webp', 300, 500),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = dataOf<ImageUploadResult>(response);
    expect(result.rejected).toEqual([]);
    expect(result.images).toHaveLength(3);
    expect(result.images[0]!.url).toMatch(new RegExp(`^/api/v1/files/serve/field-images/${field.id}/[0-9a-f]{32}\\.jpg$`));

    const served = await Promise.all(result.images.map((image) => t.app.inject({ url: image.url })));
    for (const file of served) {
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
    }
    const wide = await sharp(served[0]!.rawPayload).metadata();
    expect([wide.width, wide.height]).toEqual([1600, 800]);
    expect(served[0]!.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    const small = await sharp(served[2]!.rawPayload).metadata();
    expect([small.width, small.height]).toEqual([300, 500]);

    expect((await imagesOf(field.id)).map((i) => i.id)).toEqual(result.images.map((i) => i.id));
  });

  it('lists each rejected file with its reason and keeps the good ones', async () => {
    const field = await createField(t, owner);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    (await photo('png')).data.copy(big);
    const response = await upload(field.id, [
      { filename: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a picture') },
      await photo('jpeg'),
      { filename: 'huge.png', type: 'image/png', data: big },
      { filename: 'fake.webp', type: 'image/webp', data: Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), Buffer.alloc(200, 1)]) },
      { filename: 'anim.gif', type: 'image/gif', data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const result = dataOf<ImageUploadResult>(response);
    expect(result.images).toHaveLength(1);
    expect(result.rejected).toEqual([
      { filename: 'notes.jpg', reason: FIELD_MESSAGES.imageFormat },
      { filename: 'huge.png', reason: FIELD_MESSAGES.imageTooLarge },
      { filename: 'fake.webp', reason: FIELD_MESSAGES.imageFormat },
      { filename: 'anim.gif', reason: FIELD_MESSAGES.imageFormat },
    ]);
    expect(await imagesOf(field.id)).toHaveLength(1);
  });

  it('keeps at most 10 images per field: the 11th is rejected', async () => {
    const field = await createField(t, owner);
    const eight = await Promise.all(Array.from({ length: 8 }, (_, i) => photo('jpeg', 64, 48, `p${i}.jpg`)));
    expect(dataOf<ImageUploadResult>(await upload(field.id, eight)).images).toHaveLength(8);
    const three = await Promise.all(['p8.png', 'p9.png', 'p10.png'].map((name) => photo('png', 64, 48, name)));
    const result = dataOf<ImageUploadResult>(await upload(field.id, three));
    expect(result.images).toHaveLength(2);
    expect(result.rejected).toEqual([{ filename: 'p10.png', reason: FIELD_MESSAGES.tooManyImages }]);
    const full = dataOf<ImageUploadResult>(await upload(field.id, [await photo('webp', 64, 48, 'late.webp')]));
    expect(full).toEqual({ images: [], rejected: [{ filename: 'late.webp', reason: FIELD_MESSAGES.tooManyImages }] });
    expect(await imagesOf(field.id)).toHaveLength(10);
  });

  it('needs multipart with at least one file in "images"', async () => {
    const field = await createField(t, owner);
    const asJson = await call(owner, 'POST', `/fields/${field.id}/images`, { images: [] });
    expect(asJson.statusCode).toBe(400);
    const elsewhere = await upload(field.id, [{ ...(await photo('png')), field: 'picture' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(json(elsewhere)).toMatchObject({ code: 'FILE_REQUIRED' });
    expect(await imagesOf(field.id)).toEqual([]);
  });
});

describe('ordering and deleting images', () => {
  async function fieldWithImages(count: number): Promise<{ field: Field; images: FieldImage[] }> {
    const field = await createField(t, owner, { name: `Gallery ${count}` });
    const parts = await Promise.all(Array.from({ length: count }, (_, i) => photo('png', 40 + i, 30, `g${i}.png`)));
    return { field, images: dataOf<ImageUploadResult>(await upload(field.id, parts)).images };
  }

  it('puts the images in the given order; the first is the primary one in the company list', async () => {
    const { field, images } = await fieldWithImages(3);
    const reversed = images.map((i) => i.id).reverse();
    const response = await call(owner, 'PUT', `/fields/${field.id}/images/order`, { imageIds: reversed });
    expect(response.statusCode).toBe(200);
    expect(dataOf<FieldImage[]>(response).map((i) => i.id)).toEqual(reversed);
    expect((await imagesOf(field.id)).map((i) => i.id)).toEqual(reversed);
    const list = dataOf<CompanyFieldsResponse>(await call(owner, 'GET', `/companies/fields?state=draft&search=${encodeURIComponent('Gallery 3')}`));
    expect(list.fields[0]).toMatchObject({ imageCount: 3, primaryImageUrl: images[2]!.url });
  });

  it('refuses an order that does not name every image exactly once', async () => {
    const { field, images } = await fieldWithImages(2);
    const [a, b] = images.map((i) => i.id) as [string, string];
    for (const imageIds of [[a], [a, a], [a, b, randomUUID()], [a, randomUUID()]]) {
      const response = await call(owner, 'PUT', `/fields/${field.id}/images/order`, { imageIds });
      expect(response.statusCode, JSON.stringify(imageIds)).toBe(400);
      expect(json(response)).toMatchObject({ message: FIELD_MESSAGES.imageOrder });
    }
    expect((await imagesOf(field.id)).map((i) => i.id)).toEqual([a, b]);
  });

  it('deletes an image together with its stored file, keeping the order of the rest', async () => {
    const { field, images } = await fieldWithImages(3);
    const [first, second, third] = images as [FieldImage, FieldImage, FieldImage];
    const response = await call(owner, 'DELETE', `/fields/${field.id}/images/${second.id}`);
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: second.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(200);
    expect((await imagesOf(field.id)).map((i) => i.id)).toEqual([first.id, third.id]);
    const again = await call(owner, 'DELETE', `/fields/${field.id}/images/${second.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toMatchObject({ message: FIELD_MESSAGES.imageNotFound });
    expect((await call(owner, 'DELETE', `/fields/${field.id}/images/nope`)).statusCode).toBe(400);
    // A new image goes after the others.
    const added = dataOf<ImageUploadResult>(await upload(field.id, [await photo('jpeg')])).images[0]!;
    expect((await imagesOf(field.id)).map((i) => i.id)).toEqual([first.id, third.id, added.id]);
  });

  it('removes the stored files when a draft is deleted', async () => {
    const { field, images } = await fieldWithImages(2);
    expect((await call(owner, 'DELETE', `/fields/${field.id}`)).statusCode).toBe(200);
    for (const image of images) expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
  });
});
