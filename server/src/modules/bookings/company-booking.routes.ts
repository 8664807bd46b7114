import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_MESSAGES as M, ZBookingCancelResultSchema, ZBookingCancelSchema, ZBookingConfirmSchema, ZBookingListSchema, ZBookingSchema,
  ZCheckInSchema, ZCompanyBookingListQuerySchema,
} from '@pitchside/shared-api/contracts/booking';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import { ok, responses } from '../../lib/http.js';
import type { Services } from '../../services.js';
import { fieldSchemaErrors } from '../fields/field-http.js';
import { bookingActor, ZBookingParams } from './booking.routes.js';

const scanPasses = { auth: 'required', permissions: ['SCAN_QR_CODES'] as readonly Permission[] } as const;
const manageReservations = { auth: 'required', permissions: ['MANAGE_RESERVATIONS'] as readonly Permission[] } as const;
const doc = { tags: ['company bookings'], security: [{ bearerAuth: [] }] };

/**
 * /api/v1/companies/bookings: the caller's company's bookings (spec §2 booking management). Each change is a
 * compare-and-swap on the status: a booking no longer pending (or confirmed) answers 409, never a second effect.
 */
export const companyBookingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const lifecycle = services.bookingLifecycle;
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/bookings', {
    config: manageReservations,
    schema: { ...doc, summary: 'Bookings of the company by status, field, local date and text', querystring: ZCompanyBookingListQuerySchema, response: responses(ZBookingListSchema, 400, 401, 403) },
  }, async (request) => ok(await lifecycle.listForCompany(bookingActor(request), request.query)));

  app.patch('/bookings/:id/confirm', {
    config: manageReservations,
    schema: { ...doc, summary: 'Confirm a paid pending booking (an unpaid hold: 409 PAYMENT_REQUIRED)', params: ZBookingParams, body: ZBookingConfirmSchema, response: responses(ZBookingSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await lifecycle.confirm(bookingActor(request), request.params.id, request.body.note), M.confirmed));

  app.patch('/bookings/:id/decline', {
    config: manageReservations,
    schema: { ...doc, summary: 'Decline a pending booking: cancelled and fully refunded', params: ZBookingParams, body: ZBookingCancelSchema, response: responses(ZBookingCancelResultSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await lifecycle.decline(bookingActor(request), request.params.id, request.body.reason), M.declined));

  app.patch('/bookings/:id/cancel', {
    config: manageReservations,
    schema: { ...doc, summary: 'Cancel a pending or confirmed booking: cancelled and fully refunded', params: ZBookingParams, body: ZBookingCancelSchema, response: responses(ZBookingCancelResultSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await lifecycle.cancelByCompany(bookingActor(request), request.params.id, request.body.reason), M.cancelled));
};

/** /api/v1/checkins: staff check a player in at the field (spec §2 check-in). */
export const checkInRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post('/', {
    config: scanPasses,
    schema: {
      tags: ['company bookings'], security: [{ bearerAuth: [] }],
      summary: 'Check a booking in by its pass (token) or confirmation code',
      description: 'Again: 409 ALREADY_CHECKED_IN; before the window: 409 CHECK_IN_NOT_OPEN; after the end: 409 CHECK_IN_CLOSED; cancelled: 409 BOOKING_CANCELLED; another company\'s booking: 404.',
      body: ZCheckInSchema, response: responses(ZBookingSchema, 400, 401, 403, 404, 409),
    },
  }, async (request) => ok(await services.bookingLifecycle.checkIn(bookingActor(request), request.body), M.checkedIn));
};
