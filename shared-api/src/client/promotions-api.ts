import {
  ZPromotionAnnouncedSchema, ZPromotionAnnouncePreviewSchema, ZPromotionCheckSchema, ZPromotionListSchema, ZPromotionSchema,
  type Promotion, type PromotionAnnounced, type PromotionAnnouncePreview, type PromotionCheck, type PromotionCheckQuery,
  type PromotionCreate, type PromotionUpdate,
} from '../contracts/promotion.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { queryString } from './query-string.js';

const LIST = { type: 'Company' as const, id: 'PROMOTIONS' };
const announceTag = (id: string) => ({ type: 'Company' as const, id: `promotion:${id}:announce` });

/** The company acted on: the caller's own, or `companyId` for a super admin. */
interface Scope { companyId?: string | undefined }
const promotionPath = (id: string, scope: Scope, tail = '') =>
  `/companies/promotions/${encodeURIComponent(id)}${tail}${queryString({ companyId: scope.companyId })}`;

/**
 * Promotion codes (docs/product/api.md#promotions): the company's list and its changes, the announcement
 * e-mail of one, and the check of a code for a booking before its hold (the hold's own code is a booking call,
 * bookings-api.ts).
 */
export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromotions: build.query<Promotion[], Scope | void>({
      query: (scope) => `/companies/promotions${queryString({ companyId: scope?.companyId })}`,
      transformResponse: unwrapEnvelope<Promotion[]>,
      responseSchema: __DEV__ ? ZPromotionListSchema : undefined,
      providesTags: [LIST],
    }),
    createPromotion: build.mutation<Promotion, Scope & { promotion: PromotionCreate }>({
      query: ({ promotion, companyId }) => ({ url: `/companies/promotions${queryString({ companyId })}`, method: 'POST', body: promotion }),
      transformResponse: unwrapEnvelope<Promotion>,
      responseSchema: __DEV__ ? ZPromotionSchema : undefined,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updatePromotion: build.mutation<Promotion, Scope & { id: string; changes: PromotionUpdate }>({
      query: ({ id, changes, ...scope }) => ({ url: promotionPath(id, scope), method: 'PATCH', body: changes }),
      transformResponse: unwrapEnvelope<Promotion>,
      responseSchema: __DEV__ ? ZPromotionSchema : undefined,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, announceTag(id)]),
    }),
    deletePromotion: build.mutation<null, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: promotionPath(id, scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** How many customers the promotion's e-mail would reach now, and when it was sent (null: never). */
    getPromotionAnnounce: build.query<PromotionAnnouncePreview, Scope & { id: string }>({
      query: ({ id, ...scope }) => promotionPath(id, scope, '/announce'),
      transformResponse: unwrapEnvelope<PromotionAnnouncePreview>,
      responseSchema: __DEV__ ? ZPromotionAnnouncePreviewSchema : undefined,
      providesTags: (_result, _error, { id }) => [announceTag(id)],
      // The count moves with the customers' settings: asked again each time the dialog opens.
      keepUnusedDataFor: 0,
    }),
    /** Sends the promotion's e-mail (202): once per promotion. */
    announcePromotion: build.mutation<PromotionAnnounced, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: promotionPath(id, scope, '/announce'), method: 'POST' }),
      transformResponse: unwrapEnvelope<PromotionAnnounced>,
      responseSchema: __DEV__ ? ZPromotionAnnouncedSchema : undefined,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [announceTag(id)]),
      // Sent at most once: a lost answer is not sent again behind the user's back.
      extraOptions: { maxRetries: 0 },
    }),
    /** What a code takes off the slots from `start` to `end` of a field, before any hold. */
    checkPromoCode: build.query<PromotionCheck, PromotionCheckQuery & { fieldId: string; code: string }>({
      query: ({ fieldId, code, start, end }) =>
        `/fields/${encodeURIComponent(fieldId)}/promotions/${encodeURIComponent(code)}/check${queryString({ start, end })}`,
      transformResponse: unwrapEnvelope<PromotionCheck>,
      responseSchema: __DEV__ ? ZPromotionCheckSchema : undefined,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetPromotionsQuery, useCreatePromotionMutation, useUpdatePromotionMutation, useDeletePromotionMutation,
  useGetPromotionAnnounceQuery, useAnnouncePromotionMutation, useCheckPromoCodeQuery, useLazyCheckPromoCodeQuery,
} = promotionsApi;
