import { z } from 'zod';
import { ZPriceBreakdownSchema } from './booking.js';
import { ZCurrencySchema } from './field-primitives.js';
import {
  PROMOTION_CODE_PATTERN, PROMOTION_LIMITS as L, PROMOTION_MESSAGES as M, PROMOTION_STATUSES,
} from './promotion-constants.js';

export * from './promotion-constants.js';

// A company's promotion codes (GET|POST /companies/promotions, GET|PATCH|DELETE /companies/promotions/:id; the
// owner or staff holding MANAGE_FIELDS), the check of a code for a booking (GET /fields/:id/promotions/:code/check)
// and the announcement e-mail of a promotion (GET|POST /companies/promotions/:id/announce).
// Rules: docs/product/entities.md#promotion, docs/product/validation.md#promotion-form.

const uses = z.number({ error: M.usesRange }).int(M.usesRange).min(1, M.usesRange).max(L.usesMax, M.usesRange);
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

const promotionFields = {
  code: z.string({ error: M.codeFormat }).trim().regex(PROMOTION_CODE_PATTERN, M.codeFormat),
  discountPercent: z.number({ error: M.discountRange }).int(M.discountRange).min(L.discountMin, M.discountRange).max(L.discountMax, M.discountRange),
  /** Whole hours the booking must last at least; 0 = no minimum. */
  minHours: z.number({ error: M.minHoursRange }).int(M.minHoursRange).min(0, M.minHoursRange).max(L.minHoursMax, M.minHoursRange),
  validFrom: instant(M.validFrom),
  validTo: instant(M.validTo),
  /** Bookings that may hold the code at once over its life (null: no limit). */
  maxUses: uses.nullable(),
  /** Of those, one customer's (null: no limit). */
  maxUsesPerCustomer: uses.nullable(),
  /** The company's fields it is valid on; empty = all of them. */
  fieldIds: z.array(z.uuid(M.fieldsNotOwned), { error: M.fieldsNotOwned }).max(L.fieldsMax, M.tooManyFields),
  active: z.boolean(),
};

const endAfterStart = (value: { validFrom?: string; validTo?: string }, context: z.RefinementCtx) => {
  if (value.validFrom && value.validTo && Date.parse(value.validTo) <= Date.parse(value.validFrom)) {
    context.addIssue({ code: 'custom', message: M.validToAfterFrom, path: ['validTo'] });
  }
};

/** `POST /companies/promotions`. */
export const ZPromotionCreateSchema = z.object({
  ...promotionFields,
  minHours: promotionFields.minHours.default(0),
  maxUses: promotionFields.maxUses.default(null),
  maxUsesPerCustomer: promotionFields.maxUsesPerCustomer.default(null),
  fieldIds: promotionFields.fieldIds.default([]),
  active: promotionFields.active.default(true),
}).superRefine(endAfterStart);
export type PromotionCreate = z.input<typeof ZPromotionCreateSchema>;
export type PromotionDraft = z.infer<typeof ZPromotionCreateSchema>;

/** `PATCH /companies/promotions/:id`: any of the fields; the end must stay after the start. */
export const ZPromotionUpdateSchema = z.object(promotionFields).partial().superRefine(endAfterStart);
export type PromotionUpdate = z.infer<typeof ZPromotionUpdateSchema>;

export const ZPromotionStatusSchema = z.enum(PROMOTION_STATUSES);

export const ZPromotionSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  discountPercent: z.number().int(),
  minHours: z.number().int(),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  fieldIds: z.array(z.uuid()),
  /** The named fields (empty: every field of the company). */
  fields: z.array(z.object({ id: z.uuid(), name: z.string() })),
  active: z.boolean(),
  /** Bookings holding the code now or made with it, cancelled ones and lapsed holds left out. */
  uses: z.number().int(),
  status: ZPromotionStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Promotion = z.infer<typeof ZPromotionSchema>;

export const ZPromotionListSchema = z.array(ZPromotionSchema);

export const ZPromotionParamsSchema = z.object({ id: z.uuid(M.promotionNotFound) });

/** `GET /fields/:id/promotions/:code/check?start&end`: the slots' instants, as the availability gives them. */
export const ZPromotionCheckQuerySchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
export type PromotionCheckQuery = z.infer<typeof ZPromotionCheckQuerySchema>;

/** What the booking would cost with the code, before it is held. */
export const ZPromotionCheckSchema = z.object({
  code: z.string(),
  discountPercent: z.number().int(),
  price: ZPriceBreakdownSchema,
  currency: ZCurrencySchema,
});
export type PromotionCheck = z.infer<typeof ZPromotionCheckSchema>;

/** `PUT /bookings/:id/promo-code`: a code for a held booking (re-priced at once). */
export const ZPromoCodeSchema = z.object({
  promoCode: z.string().trim().min(1, M.notFound).max(L.customerCodeMax, M.notFound),
});
export type PromoCodeApply = z.infer<typeof ZPromoCodeSchema>;

/** `GET /companies/promotions/:id/announce`: how many customers the e-mail would reach now, and when it was sent. */
export const ZPromotionAnnouncePreviewSchema = z.object({
  recipients: z.number().int().min(0),
  announcedAt: z.iso.datetime().nullable(),
});
export type PromotionAnnouncePreview = z.infer<typeof ZPromotionAnnouncePreviewSchema>;

/** `POST /companies/promotions/:id/announce` (202): how many customers it is being sent to. */
export const ZPromotionAnnouncedSchema = z.object({ recipients: z.number().int().min(0) });
export type PromotionAnnounced = z.infer<typeof ZPromotionAnnouncedSchema>;
