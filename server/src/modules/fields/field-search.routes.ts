import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAvailabilityQuerySchema, ZAvailabilitySchema, ZFieldSearchQuerySchema, ZFieldSearchResponseSchema,
} from '@pitchside/shared-api/contracts/field';
import { ok, responses } from '../../lib/http.js';
import { actorIfSignedIn } from '../../plugins/authentication.js';
import type { FieldSearchService } from './field-search.service.js';
import { fieldSchemaErrors, fieldTags, ZFieldParams } from './field-http.js';

/** Whether the query string names a sort (the parsed query always holds one, the default included). */
function namesSort(url: string): boolean {
  const start = url.indexOf('?');
  return start >= 0 && new URLSearchParams(url.slice(start + 1)).has('sort');
}

/** Public reads under /api/v1/fields: search and a field's availability. */
export const fieldSearchRoutes: FastifyPluginAsyncZod<{ fieldSearch: FieldSearchService }> = async (app, { fieldSearch }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/', {
    schema: {
      ...fieldTags,
      operationId: 'searchFields', summary: 'Search listed fields: text (typo-tolerant), filters, distance, sort and pages',
      querystring: ZFieldSearchQuerySchema,
      response: responses(ZFieldSearchResponseSchema, 400),
    },
    // The cards are built field by field from typed rows (field-search.repository.ts, toSummary);
    // re-validating them with zod on the way out took 7 % of the event loop under load. The tests
    // parse every answer with ZFieldSearchResponseSchema.
    serializerCompiler: () => (data) => JSON.stringify(data),
  }, async (request) => ok(await fieldSearch.find(request.query, { sortGiven: namesSort(request.url) })));

  app.get('/:id/availability', {
    config: { auth: 'optional' },
    schema: {
      ...fieldTags,
      operationId: 'getFieldAvailability', summary: "Slots of the field's local days from `from`, with status and price (drafts only to their company)",
      params: ZFieldParams,
      querystring: ZAvailabilityQuerySchema,
      response: responses(ZAvailabilitySchema, 400, 404),
    },
    // Hundreds of slots per answer: re-validating them with zod on the way out cost a sixth of the
    // route's CPU. The engine's output is typed, and the tests parse it with ZAvailabilitySchema.
    serializerCompiler: () => (data) => JSON.stringify(data),
  }, async (request) => ok(await fieldSearch.availability(
    request.params.id, request.query, actorIfSignedIn(request),
  )));
};
