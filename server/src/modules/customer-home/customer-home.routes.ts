import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import {
  ZBookingCalendarQuerySchema, ZBookingCalendarSchema, ZCustomerDashboardSchema, ZGoalsSchema, ZGoalsUpdateSchema, ZWeatherQuerySchema,
  ZWeatherSchema,
} from '@pitchside/shared-api/contracts/customer-home';
import { DomainError } from '../../lib/errors.js';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import { customerZone } from './customer-month.js';
import type { CustomerHomeService, HomeOwner } from './customer-home.service.js';

const signedIn = { auth: 'required' } as const;

/** The caller, with the zone of their "this month": their profile's, else UTC. */
function ownerOf(request: FastifyRequest): HomeOwner {
  const { user } = authOf(request);
  return { userId: user.id, timezone: customerZone(user.preferences.timezone) };
}

/** A query that does not read answers 400 with the query's own words ("Enter the month as YYYY-MM…"). */
function queryErrors(errors: FastifySchemaValidationError[], context: string): Error {
  const issues = errors.map((e) => ({ field: e.instancePath.replace(/^\//, '') || context, message: e.message ?? 'Invalid value' }));
  if (context !== 'querystring' || !issues[0]) return new Error(`${context}: ${issues[0]?.message ?? 'invalid'}`);
  return new DomainError('invalid', API_ERROR_CODES.validation, issues[0].message, { errors: issues });
}

/** /api/v1/me: the signed-in user's home page (any role; their own bookings). */
export const customerHomeRoutes: FastifyPluginAsyncZod<{ home: CustomerHomeService }> = async (app, { home }) => {
  app.setSchemaErrorFormatter(queryErrors);
  const tags = ['home'];

  app.get('/dashboard', {
    config: signedIn,
    schema: {
      tags, operationId: 'getMyDashboard',
      summary: "The caller's home: figures, the next 3 bookings, the last 10 events and this month's goals",
      description: 'Figures are defined in docs/product/figures.md ("The customer\'s home"); "this month" is the month in the caller\'s profile zone (UTC without one).',
      response: responses(ZCustomerDashboardSchema, 401),
    },
  }, async (request) => ok(await home.dashboard(ownerOf(request))));

  app.get('/goals', {
    config: signedIn,
    schema: { tags, operationId: 'getMyGoals', summary: "The caller's monthly goals and this month's progress", response: responses(ZGoalsSchema, 401) },
  }, async (request) => ok(await home.goals(ownerOf(request))));

  app.put('/goals', {
    config: signedIn,
    schema: {
      tags, operationId: 'updateMyGoals', summary: 'Sets the monthly goals: a goal left out is kept, null clears it', body: ZGoalsUpdateSchema,
      response: responses(ZGoalsSchema, 400, 401),
    },
  }, async (request) => {
    const { data, message } = await home.updateGoals(ownerOf(request), request.body);
    return ok(data, message);
  });

  app.get('/weather', {
    config: signedIn,
    schema: {
      tags, operationId: 'getMyWeather',
      summary: "The forecast for the start of one of the caller's upcoming bookings, at its field; 204 when there is none to give",
      description: '204 (no body) without a configured weather service, when it fails or is slow, when the hour is outside its forecast, '
        + "and for a booking that is not one of the caller's upcoming bookings (another customer's, ended, cancelled or unknown).",
      querystring: ZWeatherQuerySchema,
      response: { ...responses(ZWeatherSchema, 400, 401), 204: z.null().describe('No forecast to show') },
    },
  }, async (request, reply) => {
    const weather = await home.weather(ownerOf(request), request.query.bookingId);
    if (!weather) return reply.code(204).send(null);
    return ok(weather);
  });
};

/** GET /api/v1/bookings/calendar: registered beside the booking routes; the static segment wins over `/:id`. */
export const bookingCalendarRoutes: FastifyPluginAsyncZod<{ home: CustomerHomeService }> = async (app, { home }) => {
  app.setSchemaErrorFormatter(queryErrors);
  app.get('/calendar', {
    config: signedIn,
    schema: {
      tags: ['bookings'], operationId: 'getMyBookingCalendar',
      summary: "The days of a month with the caller's bookings (each on its local day at its field), with those bookings",
      querystring: ZBookingCalendarQuerySchema, response: responses(ZBookingCalendarSchema, 400, 401),
    },
  }, async (request) => ok(await home.calendar(ownerOf(request), request.query.month)));
};
