import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { ZAuthSessionSchema } from '@pitchside/shared-api/contracts/auth';
import {
  COMPANY_PROFILE_JSON_FIELDS, COMPANY_PROFILE_LIMITS as L, COMPANY_PROFILE_MESSAGES as M, ZCompanyLocationSchema,
  ZCompanyProfileSchema, ZCompanyProfileUpdateSchema, ZCompanyUpgradeSchema, ZDocumentParamsSchema,
  ZLocationInputSchema, ZLocationListSchema, ZLocationParamsSchema, ZLocationQuerySchema, ZLocationUpdateSchema, ZLogoResponseSchema,
  UPLOAD_TYPES, ZUploadResultSchema,
} from '@pitchside/shared-api/contracts/company-profile';
import { DomainError, badRequest, invalidField } from '../../lib/errors.js';
import { asClientError } from '../../lib/multipart-errors.js';
import { createdResponses, ok, responses, ZBinarySchema, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { CompanyLocationService } from './company-location.service.js';
import type { CompanyProfileService, IncomingFile } from './company-profile.service.js';

const owner = { company: 'owner' } as const;

/** An insurance document is sent back with the type it was stored with. */
const DOCUMENT_CONTENT = Object.fromEntries(['application/pdf', 'image/jpeg', 'image/png'].map((type) => [type, { schema: ZBinarySchema }]));

const invalid = invalidField;

/**
 * The multipart profile form (docs/product/validation.md): text values, objects and lists as JSON strings, `logo` and
 * `coverImage` files, insurance documents as `insuranceDocuments[n]`. Empty values are left out.
 */
async function readProfileForm(request: FastifyRequest) {
  const values: Record<string, unknown> = {};
  const files: { logo?: IncomingFile; cover?: IncomingFile; documents: IncomingFile[] } = { documents: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = { filename: part.filename, data: await part.toBuffer(), truncated: part.file.truncated };
        if (file.data.length === 0) continue;
        if (part.fieldname === 'logo') files.logo = file;
        else if (part.fieldname === 'coverImage') files.cover = file;
        else if (/^insuranceDocuments(\[\d+\])?$/.test(part.fieldname)) files.documents.push(file);
        continue;
      }
      const raw = String(part.value);
      if (raw === '' || raw === 'null' || raw === 'undefined') continue;
      if ((COMPANY_PROFILE_JSON_FIELDS as readonly string[]).includes(part.fieldname)) {
        try {
          values[part.fieldname] = JSON.parse(raw);
        } catch {
          throw invalid(part.fieldname, M.invalidJson);
        }
      } else values[part.fieldname] = raw;
    }
  } catch (error) {
    throw asClientError(error);
  }
  const parsed = ZCompanyProfileUpdateSchema.safeParse(values);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
    throw new DomainError('invalid', API_ERROR_CODES.validation, errors[0]?.message ?? 'Validation failed. Please check your input.', { errors });
  }
  return { changes: parsed.data, files };
}

/** /api/v1/companies: profile (multipart), logo, insurance documents, upgrade and locations (docs/product/api.md). */
export const companyProfileRoutes: FastifyPluginAsyncZod<{
  companyProfile: CompanyProfileService;
  companyLocations: CompanyLocationService;
}> = async (app, { companyProfile, companyLocations }) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: L.documentMaxBytes, files: L.documentsMax + 2, fields: 40, parts: 50, fieldSize: 8 * 1024, headerPairs: 50 },
  });

  app.get('/profile', {
    config: owner,
    schema: { operationId: 'getCompanyProfile', summary: 'Every attribute of the company, its documents and locations', response: responses(ZCompanyProfileSchema) },
  }, async (request) => ok(await companyProfile.get(companyOf(request))));

  app.put('/profile', {
    config: owner,
    schema: {
      consumes: ['multipart/form-data'],
      operationId: 'updateCompanyProfile',
      summary: 'Change the profile: text values, objects and lists as JSON strings, `logo`/`coverImage` files, `insuranceDocuments[n]` files (PDF, JPEG, PNG; 5 MB each; 5 kept)',
      response: responses(ZCompanyProfileSchema, 409, 413),
    },
  }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the profile as multipart/form-data', 'MULTIPART_REQUIRED');
    const { changes, files } = await readProfileForm(request);
    return ok(await companyProfile.update(companyOf(request), changes, files), M.updated);
  });

  app.post('/logo', {
    config: owner,
    schema: { consumes: ['multipart/form-data'], operationId: 'uploadCompanyLogo', summary: 'Replace the logo (multipart field `logo`: JPG, PNG or GIF, 5 MB)', response: responses(ZLogoResponseSchema, 413) },
  }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the logo as multipart/form-data', 'MULTIPART_REQUIRED');
    let file: IncomingFile | undefined;
    try {
      const part = await request.file();
      if (part) file = { filename: part.filename, data: await part.toBuffer(), truncated: part.file.truncated };
    } catch (error) {
      throw asClientError(error);
    }
    if (!file || file.data.length === 0) throw badRequest('No file was uploaded', 'FILE_REQUIRED');
    return ok({ logoUrl: await companyProfile.setLogo(companyOf(request), file) }, M.logoUpdated);
  });

  app.post('/upload', {
    config: owner,
    schema: {
      consumes: ['multipart/form-data'],
      operationId: 'uploadCompanyFile',
      summary: 'Upload a file (multipart `file`, and `type`: `image` served publicly, `document` kept privately with the insurance documents)',
      response: createdResponses(ZUploadResultSchema, 413),
    },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data', 'MULTIPART_REQUIRED');
    let file: IncomingFile | undefined;
    let type: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (part.fieldname === 'file') file = { filename: part.filename, data, truncated: part.file.truncated };
        } else if (part.fieldname === 'type') type = String(part.value);
      }
    } catch (error) {
      throw asClientError(error);
    }
    if (!file || file.data.length === 0) throw badRequest('No file was uploaded', 'FILE_REQUIRED');
    const kind = UPLOAD_TYPES.find((known) => known === (type ?? 'image'));
    if (!kind) throw invalid('type', M.uploadType);
    return reply.code(201).send(ok(await companyProfile.upload(companyOf(request), file, kind), M.uploaded));
  });

  app.delete('/logo', {
    config: owner,
    schema: { operationId: 'removeCompanyLogo', summary: 'Remove the logo', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await companyProfile.removeLogo(companyOf(request));
    return ok(null, M.logoRemoved);
  });

  app.get('/profile/documents/:id', {
    config: owner,
    schema: {
      params: ZDocumentParamsSchema, operationId: 'downloadCompanyDocument', summary: 'Download an insurance document (owner or super admin only)',
      response: { 200: { description: 'The document as it was uploaded', content: DOCUMENT_CONTENT } },
    },
  }, async (request, reply) => {
    const file = await companyProfile.document(companyOf(request), request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  app.delete('/profile/documents/:id', {
    config: owner,
    schema: { params: ZDocumentParamsSchema, operationId: 'deleteCompanyDocument', summary: 'Remove an insurance document', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await companyProfile.deleteDocument(companyOf(request), request.params.id);
    return ok(null);
  });

  app.post('/upgrade', {
    config: { auth: 'required' },
    schema: {
      tags: ['companies'], operationId: 'upgradeToCompany', description: 'A customer account becomes the owner of a new company; the answer is the new session (its token carries the new role).',
      body: ZCompanyUpgradeSchema, summary: 'Turn a customer into a company owner', response: createdResponses(ZAuthSessionSchema, 400, 401, 403, 409),
    },
  }, async (request, reply) => reply.code(201).send(ok(await companyProfile.upgrade(authOf(request).user, request.body), M.upgraded)));

  // ── Locations ───────────────────────────────────────────────────────────────────────────────────
  const one = { params: ZLocationParamsSchema };

  app.get('/locations', {
    // Employees who manage fields read the list (a field belongs to a location); the rest is the owner's.
    config: { company: 'staff', permissions: ['MANAGE_FIELDS'] },
    schema: { querystring: ZLocationQuerySchema, operationId: 'listCompanyLocations', summary: 'A page of locations (primary first), with filters; employees who manage fields may read it too', response: responses(ZLocationListSchema) },
  }, async (request) => ok(await companyLocations.locations(companyOf(request), request.query)));

  app.post('/locations', {
    config: owner,
    schema: { body: ZLocationInputSchema, operationId: 'createCompanyLocation', summary: 'Add a location (the first one is primary)', response: createdResponses(ZCompanyLocationSchema) },
  }, async (request, reply) => reply.code(201).send(ok(await companyLocations.createLocation(companyOf(request), request.body), M.locationCreated)));

  app.get('/locations/:id', {
    config: owner,
    schema: { ...one, operationId: 'getCompanyLocation', summary: 'One location', response: responses(ZCompanyLocationSchema) },
  }, async (request) => ok(await companyLocations.location(companyOf(request), request.params.id)));

  app.put('/locations/:id', {
    config: owner,
    schema: { ...one, body: ZLocationUpdateSchema, operationId: 'updateCompanyLocation', summary: 'Change a location', response: responses(ZCompanyLocationSchema) },
  }, async (request) => ok(await companyLocations.updateLocation(companyOf(request), request.params.id, request.body), M.locationUpdated));

  app.delete('/locations/:id', {
    config: owner,
    schema: { ...one, operationId: 'deleteCompanyLocation', summary: 'Remove a location (its fields keep no location; a removed primary passes to the oldest other)', response: responses(ZNoDataSchema) },
  }, async (request) => {
    await companyLocations.deleteLocation(companyOf(request), request.params.id);
    return ok(null, M.locationDeleted);
  });

  app.patch('/locations/:id/set-primary', {
    config: owner,
    schema: { ...one, operationId: 'setPrimaryCompanyLocation', summary: 'Make this the primary location (exactly one is)', response: responses(ZCompanyLocationSchema) },
  }, async (request) => ok(await companyLocations.setPrimary(companyOf(request), request.params.id), M.primarySet));
};
