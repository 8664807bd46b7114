import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { errorResponses, ZBinarySchema } from '../../lib/http.js';
import type { FileStorage } from './file-storage.js';

/** GET /api/v1/files/serve/{path}: stored uploads only; anything outside the storage root is 404. */
export const fileRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get('/serve/*', {
    schema: {
      tags: ['files'], operationId: 'serveFile', summary: 'Serve an uploaded file',
      response: { 200: { description: 'The file, with the type it was stored with', content: { '*/*': { schema: ZBinarySchema } } }, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    const file = await storage.open(relative);
    if (!file) throw notFound('File not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=86400')
      .header('content-disposition', 'inline')
      .send(file.stream);
  });
};
