import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_MESSAGES as M, ZBookingCancelResultSchema, ZBookingCancelSchema, ZBookingConfirmSchema, ZBookingListSchema, ZBookingSchema,
  ZCheckInSchema, ZCompanyBookingListQuerySchema,
} from '@pitchside/shared-api/contracts/booking';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import { fieldSchemaErrors } from '../fields/field-http.js';
import type { BookingLifecycleService } from './booking-lifecycle.service.js';
import { ZBookingParams } from './booking.routes.js';

const scanPasses = { company: 'staff', permissions: ['SCAN_QR_CODES'] } as const;
const manageReservations = { company: 'staff', permissions: ['MANAGE_RESERVATIONS'] } as const;
const doc = { tags: ['company bookings'] };

/**
 * /api/v1/companies/bookings: the company's bookings (docs/product/routes-and-screens.md, booking management). Each change is a
 * compare-and-swap on the status: a booking no longer pending (or confirmed) answers 409, never a second effect.
 */
export const companyBookingRoutes: FastifyPluginAsyncZod<{ lifecycle: BookingLifecycleService }> = async (app, { lifecycle }) => {
  app.setSchemaErrorFormatter(fieldSchemaErrors);

  app.get('/bookings', {
    config: manageReservations,
    schema: { ...doc, operationId: 'listCompanyBookings', summary: 'Bookings of the company by status, field, local date and text', querystring: ZCompanyBookingListQuerySchema, response: responses(ZBookingListSchema) },
  }, async (request) => ok(await lifecycle.listForCompany(companyOf(request), request.query)));

  app.patch('/bookings/:id/confirm', {
    config: manageReservations,
    schema: { ...doc, operationId: 'confirmCompanyBooking', summary: 'Confirm a paid pending booking (an unpaid hold: 409 PAYMENT_REQUIRED)', params: ZBookingParams, body: ZBookingConfirmSchema, response: responses(ZBookingSchema, 409) },
  }, async (request) => ok(await lifecycle.confirm(companyOf(request), request.params.id, request.body.note), M.confirmed));

  app.patch('/bookings/:id/decline', {
    config: manageReservations,
    schema: { ...doc, operationId: 'declineCompanyBooking', summary: 'Decline a pending booking: cancelled and fully refunded', params: ZBookingParams, body: ZBookingCancelSchema, response: responses(ZBookingCancelResultSchema, 409) },
  }, async (request) => ok(await lifecycle.decline(companyOf(request), request.params.id, request.body.reason), M.declined));

  app.patch('/bookings/:id/cancel', {
    config: manageReservations,
    schema: { ...doc, operationId: 'cancelCompanyBooking', summary: 'Cancel a pending or confirmed booking: cancelled and fully refunded', params: ZBookingParams, body: ZBookingCancelSchema, response: responses(ZBookingCancelResultSchema, 409) },
  }, async (request) => ok(await lifecycle.cancelByCompany(companyOf(request), request.params.id, request.body.reason), M.cancelled));
};

/** /api/v1/checkins: staff check a player in at the field (docs/product/routes-and-screens.md, check-in). */
export const checkInRoutes: FastifyPluginAsyncZod<{ lifecycle: BookingLifecycleService }> = async (app, { lifecycle }) => {
  app.post('/', {
    config: scanPasses,
    schema: {
      ...doc,
      operationId: 'checkInBooking',
      summary: 'Check a booking in by its pass (token) or confirmation code',
      description: 'Again: 409 ALREADY_CHECKED_IN; before the window: 409 CHECK_IN_NOT_OPEN; after the end: 409 CHECK_IN_CLOSED; cancelled: 409 BOOKING_CANCELLED; another company\'s booking: 404.',
      body: ZCheckInSchema, response: responses(ZBookingSchema, 409),
    },
  }, async (request) => ok(await lifecycle.checkIn(companyOf(request), request.body), M.checkedIn));
};
