import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPromotionAnnouncedSchema, ZPromotionAnnouncePreviewSchema, ZPromotionParamsSchema,
} from '@pitchside/shared-api/contracts/promotion';
import { PROMOTION_ANNOUNCEMENT_MESSAGES as M } from '@pitchside/shared-api/contracts/promotion-announcements';
import { ok, responses } from '../../lib/http.js';
import { companyOf } from '../../plugins/company-scope.js';
import type { PromotionAnnouncementService } from './promotion-announcement.service.js';

const manageFields = { company: 'staff', permissions: ['MANAGE_FIELDS'] } as const;
const doc = { tags: ['companies', 'promotions'], params: ZPromotionParamsSchema };
const { 200: accepted, ...announceFailures } = responses(ZPromotionAnnouncedSchema, 409, 422);

/**
 * /api/v1/companies/promotions/:id/announce: a promotion's e-mail to the company's past customers who want
 * promotions (the owner, or staff holding MANAGE_FIELDS; a super admin names the company with `?companyId=`).
 */
export const promotionAnnouncementRoutes: FastifyPluginAsyncZod<{ announcements: PromotionAnnouncementService }> = async (app, { announcements }) => {
  app.get('/promotions/:id/announce', {
    config: manageFields,
    schema: {
      ...doc, operationId: 'previewPromotionAnnouncement', summary: 'How many past customers the promotion’s e-mail would reach now, and when it was sent (null: not yet)',
      response: responses(ZPromotionAnnouncePreviewSchema),
    },
  }, async (request) => ok(await announcements.preview(companyOf(request), request.params.id)));

  app.post('/promotions/:id/announce', {
    config: manageFields,
    schema: {
      ...doc,
      operationId: 'announcePromotion', summary: 'Sends the promotion to the company’s past customers whose e-mail and promotions settings are on, in the background',
      description: 'Answers 202 with the number of recipients; a job writes each one’s in-app notification and sends the e-mail in their '
        + 'language, with a one-click unsubscribe link. Once per promotion: again 409 PROMOTION_ALREADY_ANNOUNCED; a promotion switched off '
        + 'or over 422 PROMO_EXPIRED.',
      response: { 202: accepted, ...announceFailures },
    },
  }, async (request, reply) => reply.code(202).send(ok(await announcements.announce(companyOf(request), request.params.id), M.announced)));
};
