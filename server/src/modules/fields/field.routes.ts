import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFieldCreateSchema, ZFieldSchema, ZFieldStatusUpdateSchema, ZFieldUpdateSchema,
} from '@pitchside/shared-api/contracts/field';
import { ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { actorIfSignedIn, actorOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import {
  createdResponses, fieldSchemaErrors, fieldTags, manageFields, ZFieldParams,
} from './field-http.js';
import type { FieldService, FieldStateAction } from './field.service.js';

const STATE_ACTIONS: { action: FieldStateAction; operationId: string; summary: string; failures: (400 | 401 | 403 | 404 | 409 | 422)[] }[] = [
  { action: 'publish', operationId: 'publishField', summary: 'Publish a draft (needs an active schedule: 422 FIELD_INCOMPLETE otherwise)', failures: [400, 401, 403, 404, 409, 422] },
  { action: 'unpublish', operationId: 'unpublishField', summary: 'Take a published field back to draft', failures: [400, 401, 403, 404, 409] },
  { action: 'archive', operationId: 'archiveField', summary: 'Archive a draft or published field', failures: [400, 401, 403, 404] },
  { action: 'restore', operationId: 'restoreField', summary: 'Restore an archived field as a draft', failures: [400, 401, 403, 404, 409] },
];

/** /api/v1/fields/:id and the company's field management (docs/product/entities.md, roles-and-permissions.md). Another company's field is 404. */
export const fieldRoutes: FastifyPluginAsyncZod<{ fieldManagement: FieldService }> = async (app, { fieldManagement: fields }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/:id', {
    config: { auth: 'optional' },
    schema: {
      ...fieldTags, operationId: 'getField', summary: 'A field with images, schedules, pricing rules and company (drafts only to their company)',
      params: ZFieldParams, response: responses(ZFieldSchema, 400, 404),
    },
  }, async (request) => ok(await fields.get(actorIfSignedIn(request), request.params.id)));

  app.post('/', {
    config: { ...manageFields, company: 'staff' },
    schema: {
      ...fieldTags, operationId: 'createField', summary: "Create a draft in the caller's company (publish: true publishes it at once)",
      body: ZFieldCreateSchema, response: createdResponses(ZFieldSchema, 422),
    },
  }, async (request, reply) => reply.code(201).send(ok(await fields.create(companyOf(request), request.body), 'Field created')));

  app.put('/:id', {
    config: manageFields,
    schema: {
      ...fieldTags, operationId: 'updateField', summary: 'Change attributes; schedules or pricingRules, when present, replace the lists',
      params: ZFieldParams, body: ZFieldUpdateSchema, response: responses(ZFieldSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await fields.update(actorOf(request), request.params.id, request.body), 'Field updated'));

  app.delete('/:id', {
    config: manageFields,
    schema: { ...fieldTags, operationId: 'deleteField', summary: 'Delete a draft; a published field is archived instead', params: ZFieldParams, response: responses(ZNoDataSchema, 400, 401, 403, 404) },
  }, async (request) => {
    const outcome = await fields.delete(actorOf(request), request.params.id);
    return ok(null, outcome === 'deleted' ? 'Field deleted' : 'Field archived');
  });

  app.patch('/:id/status', {
    config: manageFields,
    schema: {
      ...fieldTags, operationId: 'setFieldStatus', summary: 'Activate or deactivate', params: ZFieldParams, body: ZFieldStatusUpdateSchema,
      response: responses(ZFieldSchema, 400, 401, 403, 404),
    },
  }, async (request) => ok(await fields.setStatus(actorOf(request), request.params.id, request.body.status), 'Field status updated'));

  for (const { action, operationId, summary, failures } of STATE_ACTIONS) {
    app.post(`/:id/${action}`, {
      config: manageFields,
      schema: { ...fieldTags, operationId, summary, params: ZFieldParams, response: responses(ZFieldSchema, ...failures) },
    }, async (request) => ok(await fields.changeState(actorOf(request), request.params.id, action)));
  }
};
