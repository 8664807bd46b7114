import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGeocodeQuerySchema, ZGeocodeResponseSchema } from '@pitchside/shared-api/contracts/field';
import { ok, responses } from '../../lib/http.js';
import { pickLanguage } from '../mail/mailer.js';
import { authRouteLimit } from '../../plugins/rate-limit.js';
import type { Geocoder } from './geocoder.js';

/**
 * GET /api/v1/geocode?q=: candidate places for an address, for signed-in users (the field form).
 * No match is an empty list, not an error; only a failing upstream service answers 502.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  app.get('/geocode', {
    // Each lookup may reach an outside service: limited per address like the other costly routes.
    config: { auth: 'required', rateLimit: authRouteLimit(app.config) },
    schema: {
      tags: ['geocoding'],
      operationId: 'geocode', summary: 'Places matching an address or a city name (an empty list when none does)',
      querystring: ZGeocodeQuerySchema,
      response: responses(ZGeocodeResponseSchema, 400, 401, 429, 502),
    },
  }, async (request) => {
    const language = pickLanguage(undefined, request.headers['accept-language']);
    return ok({ results: await geocoder.search(request.query.q, { language }) });
  });
};
