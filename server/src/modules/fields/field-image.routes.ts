import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_LIMITS } from '@pitchside/shared-api/contracts/field-constants';
import { ZFieldImageSchema, ZImageOrderSchema, ZImageUploadResultSchema } from '@pitchside/shared-api/contracts/field';
import { badRequest } from '../../lib/errors.js';
import { asClientError } from '../../lib/multipart-errors.js';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import type { FieldImageService, IncomingPhoto } from './field-image.service.js';
import { fieldSchemaErrors, fieldTags, manageFields, ZFieldImageParams, ZFieldParams } from './field-http.js';

/** The multipart field the photos arrive in. */
const IMAGES_FIELD = 'images';
/** More parts than a field can ever keep are refused outright (413) instead of being read. */
const MAX_FILES_PER_REQUEST = FIELD_LIMITS.imagesMax * 2;

/** The `images` files of a request as photos; other parts are drained and ignored. */
async function* photosOf(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<IncomingPhoto> {
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGES_FIELD) {
        await drain(part);
        continue;
      }
      yield {
        filename: part.filename,
        read: async () => {
          try {
            const data = await part.toBuffer();
            return { data, truncated: part.file.truncated };
          } catch (error) {
            throw asClientError(error);
          }
        },
        skip: () => drain(part).catch((error: unknown) => { throw asClientError(error); }),
      };
    }
  } catch (error) {
    throw asClientError(error);
  }
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const chunk of part.file) void chunk;
}

/** /api/v1/fields/:id/images: upload (multipart `images`), delete, reorder (the first is primary). */
export const fieldImageRoutes: FastifyPluginAsyncZod<{ fieldImages: FieldImageService }> = async (app, { fieldImages }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);
  // Multipart only in this scope. A file over 5 MB is cut off and reported, not a failed request.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: FIELD_LIMITS.imageMaxBytes, files: MAX_FILES_PER_REQUEST, fields: 10, parts: MAX_FILES_PER_REQUEST + 10, fieldSize: 1024, headerPairs: 50 },
  });

  app.post('/:id/images', {
    config: manageFields,
    schema: {
      ...fieldTags,
      operationId: 'uploadFieldImages', summary: `Add photos (multipart field "${IMAGES_FIELD}"): JPEG, PNG or WebP, 5 MB each, 10 per field; rejected files are listed with reasons`,
      consumes: ['multipart/form-data'], params: ZFieldParams, response: responses(ZImageUploadResultSchema, 400, 401, 403, 404, 413),
    },
  }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the images as multipart/form-data', 'MULTIPART_REQUIRED');
    return ok(await fieldImages.upload(actorOf(request), request.params.id, photosOf(request.parts())));
  });

  app.delete('/:id/images/:imageId', {
    config: manageFields,
    schema: { ...fieldTags, operationId: 'deleteFieldImage', summary: 'Remove a photo', params: ZFieldImageParams, response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    await fieldImages.delete(actorOf(request), request.params.id, request.params.imageId);
    return ok(null, 'Image deleted');
  });

  app.put('/:id/images/order', {
    config: manageFields,
    schema: {
      ...fieldTags, operationId: 'reorderFieldImages', summary: 'Order every image of the field (each exactly once); the first is primary',
      params: ZFieldParams, body: ZImageOrderSchema, response: responses(z.array(ZFieldImageSchema), 400, 401, 403, 404),
    },
  }, async (request) => ok(await fieldImages.reorder(actorOf(request), request.params.id, request.body.imageIds)));
};
