import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROMOTION_LIMITS, PROMOTION_MESSAGES as M,
  ZPromotionCheckQuerySchema, ZPromotionCheckSchema, ZPromotionCreateSchema, ZPromotionListSchema, ZPromotionParamsSchema,
  ZPromotionSchema, ZPromotionUpdateSchema,
} from '@pitchside/shared-api/contracts/promotion';
import { createdResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { BookingPromoService } from '../bookings/booking-promo.service.js';
import { ZFieldParams } from '../fields/field-http.js';
import type { PromotionService } from './promotion.service.js';

const manageFields = { company: 'staff', permissions: ['MANAGE_FIELDS'] } as const;
const doc = { tags: ['companies', 'promotions'] };
const one = { ...doc, params: ZPromotionParamsSchema };

/**
 * /api/v1/companies/promotions: the company's promotion codes (the owner, or staff holding MANAGE_FIELDS; a super
 * admin names the company with `?companyId=`). Refusals of a code when it is used: docs/product/api.md#promotions.
 */
export const promotionRoutes: FastifyPluginAsyncZod<{ promotions: PromotionService }> = async (app, { promotions }) => {
  app.get('/promotions', {
    config: manageFields,
    schema: { ...doc, operationId: 'listPromotions', summary: 'The company’s promotion codes, newest first, each with its uses and where it stands', response: responses(ZPromotionListSchema) },
  }, async (request) => ok(await promotions.list(companyOf(request))));

  app.post('/promotions', {
    config: manageFields,
    schema: {
      ...doc, operationId: 'createPromotion', summary: 'Create a promotion code (unique in the company whatever its letter case: 409 PROMOTION_CODE_TAKEN)',
      body: ZPromotionCreateSchema, response: createdResponses(ZPromotionSchema, 409),
    },
  }, async (request, reply) => reply.code(201).send(ok(await promotions.create(companyOf(request), request.body), M.created)));

  app.get('/promotions/:id', {
    config: manageFields,
    schema: { ...one, operationId: 'getPromotion', summary: 'One promotion code with its uses', response: responses(ZPromotionSchema) },
  }, async (request) => ok(await promotions.get(companyOf(request), request.params.id)));

  app.patch('/promotions/:id', {
    config: manageFields,
    schema: {
      ...one, operationId: 'updatePromotion', summary: 'Change a promotion code, or switch it on or off (`active`)',
      description: 'Holds already carrying the code keep their price; the change applies to the next use.',
      body: ZPromotionUpdateSchema, response: responses(ZPromotionSchema, 409),
    },
  }, async (request) => ok(await promotions.update(companyOf(request), request.params.id, request.body), M.updated));

  app.delete('/promotions/:id', {
    config: manageFields,
    schema: {
      ...one, operationId: 'deletePromotion', summary: 'Delete a promotion code, used or not: bookings made with it keep their discount and code',
      response: responses(ZNoDataSchema, 409),
    },
  }, async (request) => {
    await promotions.remove(companyOf(request), request.params.id);
    return ok(null, M.deleted);
  });
};

const ZCheckParams = ZFieldParams.extend({ code: z.string().trim().min(1).max(PROMOTION_LIMITS.customerCodeMax) });

/** GET /api/v1/fields/:id/promotions/:code/check: what a code would take off a booking, before the hold. */
export const promotionCheckRoutes: FastifyPluginAsyncZod<{ promo: BookingPromoService }> = async (app, { promo }) => {
  app.get('/:id/promotions/:code/check', {
    config: { auth: 'required' },
    schema: {
      tags: ['fields', 'promotions'],
      operationId: 'checkPromoCode', summary: 'The price of the slots from `start` to `end` (instants, as the availability gives them) with a promo code',
      description: 'Nothing is held. Refusals are 422 PROMO_NOT_FOUND, PROMO_EXPIRED, PROMO_MIN_HOURS (details.minHours), '
        + 'PROMO_USED_UP (details.limit: total or customer) or PROMO_NOT_FOR_FIELD; slots that are not to be had answer as `POST /bookings` would.',
      params: ZCheckParams, querystring: ZPromotionCheckQuerySchema, response: responses(ZPromotionCheckSchema, 400, 401, 404, 409, 422),
    },
  }, async (request) => ok(await promo.check(actorOf(request), request.params.id, request.params.code, request.query.start, request.query.end)));
};
