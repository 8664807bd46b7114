import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_DATA_LIMITS as L, COMPANY_DATA_MESSAGES as M, ZCompanyExportSchema, ZImportResultSchema } from '@pitchside/shared-api/contracts/company-data';
import { ok, responses } from '../../lib/http.js';
import { asClientError } from '../../lib/multipart-errors.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import { pickLanguage } from '../mail/mailer.js';
import type { CompanyDataService } from './company-data.service.js';

const owner = { company: 'owner' } as const;

/** /api/v1/companies/export and /import: locations, fields and employees out and back in (docs/product/api.md). */
export const companyDataRoutes: FastifyPluginAsyncZod<{ companyData: CompanyDataService }> = async (app, { companyData }) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: L.fileMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post('/export', {
    config: owner,
    schema: {
      body: ZCompanyExportSchema,
      operationId: 'exportCompanyData',
      summary: 'Locations, fields (not archived) and employees as one JSON document or one CSV table (a download)',
      response: {
        200: { description: 'The file', content: { 'application/json': { schema: z.string() }, 'text/csv': { schema: z.string() } } },
      },
    },
  }, async (request, reply) => {
    const file = await companyData.exportData(companyOf(request), request.body.format);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store').send(file.content as never);
  });

  app.post('/import', {
    config: owner,
    schema: {
      consumes: ['multipart/form-data'],
      operationId: 'importCompanyData',
      summary: 'Add the locations, fields (as drafts) and employees of an export file (multipart `file`): all or nothing',
      description: 'Every row is checked first: any error answers 400 IMPORT_INVALID with the rows (details.rows) and imports nothing. '
        + 'Rows the company already has (same name; same e-mail for employees) are skipped. Beyond the plan: 409 as when adding by hand.',
      response: responses(ZImportResultSchema, 409, 413),
    },
  }, async (request) => {
    let file: { data: Buffer; truncated: boolean } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'file') file = { data: await part.toBuffer(), truncated: part.file.truncated };
        else if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      throw asClientError(error);
    }
    const language = pickLanguage(authOf(request).user.preferences.language, request.headers['accept-language']);
    return ok(await companyData.importData(companyOf(request), file, language), M.imported);
  });
};
