import { z } from 'zod';
import {
  ZBlockSchema, ZBulkScheduleResultSchema, ZCompanyFieldsResponseSchema, ZFieldSchema, ZGeocodeResponseSchema,
  ZImageUploadResultSchema, ZPricingRuleSchema, ZScheduleSchema, ZScheduleTemplateSchema,
  type Block, type BlockInput, type BulkScheduleRequest, type BulkScheduleResult, type CompanyFieldsQuery,
  type CompanyFieldsResponse, type Field, type FieldCreate, type FieldUpdate, type GeocodeResponse,
  type ImageUploadResult, type PricingRule, type PricingRuleInput, type Schedule, type ScheduleInput,
  type ScheduleTemplate,
} from '../contracts/field.js';
import type { FieldStatus } from '../contracts/field-constants.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { FIELD_LISTS, field, fieldTags, toSearchParams, type FieldRef } from './fields-api.js';

export type FieldStateAction = 'publish' | 'unpublish' | 'archive' | 'restore';

/**
 * The company's field management: its field list, creating and editing fields, their images, schedules,
 * pricing rules and blocks, schedule templates and address lookup. A field's details are read with
 * `fields-api`'s `getField`.
 */
export const companyFieldsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyFields: build.query<CompanyFieldsResponse, CompanyFieldsQuery>({
      query: (query) => `/companies/fields${toSearchParams(query)}`,
      transformResponse: unwrapEnvelope<CompanyFieldsResponse>,
      responseSchema: __DEV__ ? ZCompanyFieldsResponseSchema : undefined,
      providesTags: [{ type: 'Field', id: 'COMPANY_LIST' }],
    }),
    createField: build.mutation<Field, FieldCreate>({
      query: (body) => ({ url: '/fields', method: 'POST', body }),
      transformResponse: unwrapEnvelope<Field>,
      responseSchema: __DEV__ ? ZFieldSchema : undefined,
      invalidatesTags: FIELD_LISTS,
    }),
    updateField: build.mutation<Field, FieldRef & { changes: FieldUpdate }>({
      query: ({ fieldId, changes }) => ({ url: field(fieldId), method: 'PUT', body: changes }),
      transformResponse: unwrapEnvelope<Field>,
      responseSchema: __DEV__ ? ZFieldSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => [...fieldTags(fieldId), { type: 'Field', id: `${fieldId}:availability` }],
    }),
    deleteField: build.mutation<void, string>({
      query: (id) => ({ url: field(id), method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => fieldTags(id),
    }),
    setFieldStatus: build.mutation<Field, FieldRef & { status: FieldStatus }>({
      query: ({ fieldId, status }) => ({ url: `${field(fieldId)}/status`, method: 'PATCH', body: { status } }),
      transformResponse: unwrapEnvelope<Field>,
      responseSchema: __DEV__ ? ZFieldSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => fieldTags(fieldId),
    }),
    changeFieldState: build.mutation<Field, FieldRef & { action: FieldStateAction }>({
      query: ({ fieldId, action }) => ({ url: `${field(fieldId)}/${action}`, method: 'POST' }),
      transformResponse: unwrapEnvelope<Field>,
      responseSchema: __DEV__ ? ZFieldSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => fieldTags(fieldId),
    }),
    uploadFieldImages: build.mutation<ImageUploadResult, FieldRef & { files: File[] }>({
      query: ({ fieldId, files }) => {
        const body = new FormData();
        for (const file of files) body.append('images', file, file.name);
        return { url: `${field(fieldId)}/images`, method: 'POST', body };
      },
      transformResponse: unwrapEnvelope<ImageUploadResult>,
      responseSchema: __DEV__ ? ZImageUploadResultSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => fieldTags(fieldId),
    }),
    deleteFieldImage: build.mutation<void, FieldRef & { imageId: string }>({
      query: ({ fieldId, imageId }) => ({ url: `${field(fieldId)}/images/${encodeURIComponent(imageId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { fieldId }) => fieldTags(fieldId),
    }),
    reorderFieldImages: build.mutation<void, FieldRef & { imageIds: string[] }>({
      query: ({ fieldId, imageIds }) => ({ url: `${field(fieldId)}/images/order`, method: 'PUT', body: { imageIds } }),
      invalidatesTags: (_r, _e, { fieldId }) => fieldTags(fieldId),
    }),
    getFieldSchedules: build.query<Schedule[], string>({
      query: (id) => `${field(id)}/schedules`,
      transformResponse: unwrapEnvelope<Schedule[]>,
      responseSchema: __DEV__ ? z.array(ZScheduleSchema) : undefined,
      providesTags: (_r, _e, id) => [{ type: 'Field', id: `${id}:schedules` }],
    }),
    createFieldSchedule: build.mutation<Schedule, FieldRef & { schedule: ScheduleInput }>({
      query: ({ fieldId, schedule }) => ({ url: `${field(fieldId)}/schedules`, method: 'POST', body: schedule }),
      transformResponse: unwrapEnvelope<Schedule>,
      responseSchema: __DEV__ ? ZScheduleSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => scheduleTags(fieldId),
    }),
    updateFieldSchedule: build.mutation<Schedule, FieldRef & { scheduleId: string; schedule: ScheduleInput }>({
      query: ({ fieldId, scheduleId, schedule }) => ({ url: `${field(fieldId)}/schedules/${encodeURIComponent(scheduleId)}`, method: 'PUT', body: schedule }),
      transformResponse: unwrapEnvelope<Schedule>,
      responseSchema: __DEV__ ? ZScheduleSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => scheduleTags(fieldId),
    }),
    deleteFieldSchedule: build.mutation<void, FieldRef & { scheduleId: string }>({
      query: ({ fieldId, scheduleId }) => ({ url: `${field(fieldId)}/schedules/${encodeURIComponent(scheduleId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { fieldId }) => scheduleTags(fieldId),
    }),
    getPricingRules: build.query<PricingRule[], string>({
      query: (id) => `${field(id)}/pricing-rules`,
      transformResponse: unwrapEnvelope<PricingRule[]>,
      responseSchema: __DEV__ ? z.array(ZPricingRuleSchema) : undefined,
      providesTags: (_r, _e, id) => [{ type: 'Field', id: `${id}:pricing` }],
    }),
    createPricingRule: build.mutation<PricingRule, FieldRef & { rule: PricingRuleInput }>({
      query: ({ fieldId, rule }) => ({ url: `${field(fieldId)}/pricing-rules`, method: 'POST', body: rule }),
      transformResponse: unwrapEnvelope<PricingRule>,
      responseSchema: __DEV__ ? ZPricingRuleSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => pricingTags(fieldId),
    }),
    updatePricingRule: build.mutation<PricingRule, FieldRef & { ruleId: string; rule: PricingRuleInput }>({
      query: ({ fieldId, ruleId, rule }) => ({ url: `${field(fieldId)}/pricing-rules/${encodeURIComponent(ruleId)}`, method: 'PUT', body: rule }),
      transformResponse: unwrapEnvelope<PricingRule>,
      responseSchema: __DEV__ ? ZPricingRuleSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => pricingTags(fieldId),
    }),
    deletePricingRule: build.mutation<void, FieldRef & { ruleId: string }>({
      query: ({ fieldId, ruleId }) => ({ url: `${field(fieldId)}/pricing-rules/${encodeURIComponent(ruleId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { fieldId }) => pricingTags(fieldId),
    }),
    getFieldBlocks: build.query<Block[], string>({
      query: (id) => `${field(id)}/blocks`,
      transformResponse: unwrapEnvelope<Block[]>,
      responseSchema: __DEV__ ? z.array(ZBlockSchema) : undefined,
      providesTags: (_r, _e, id) => [{ type: 'Field', id: `${id}:blocks` }],
    }),
    createFieldBlock: build.mutation<Block, FieldRef & { block: BlockInput }>({
      query: ({ fieldId, block }) => ({ url: `${field(fieldId)}/blocks`, method: 'POST', body: block }),
      transformResponse: unwrapEnvelope<Block>,
      responseSchema: __DEV__ ? ZBlockSchema : undefined,
      invalidatesTags: (_r, _e, { fieldId }) => blockTags(fieldId),
    }),
    deleteFieldBlock: build.mutation<void, FieldRef & { blockId: string }>({
      query: ({ fieldId, blockId }) => ({ url: `${field(fieldId)}/blocks/${encodeURIComponent(blockId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { fieldId }) => blockTags(fieldId),
    }),
    getScheduleTemplates: build.query<ScheduleTemplate[], void>({
      query: () => '/schedule-templates',
      transformResponse: unwrapEnvelope<ScheduleTemplate[]>,
      responseSchema: __DEV__ ? z.array(ZScheduleTemplateSchema) : undefined,
    }),
    bulkSchedule: build.mutation<BulkScheduleResult, BulkScheduleRequest>({
      query: (body) => ({ url: '/fields/bulk-schedule', method: 'POST', body }),
      transformResponse: unwrapEnvelope<BulkScheduleResult>,
      responseSchema: __DEV__ ? ZBulkScheduleResultSchema : undefined,
      invalidatesTags: (_r, _e, { fieldIds }) => fieldIds.flatMap(scheduleTags),
    }),
    geocode: build.query<GeocodeResponse, string>({
      query: (q) => `/geocode${toSearchParams({ q })}`,
      transformResponse: unwrapEnvelope<GeocodeResponse>,
      responseSchema: __DEV__ ? ZGeocodeResponseSchema : undefined,
    }),
  }),
});

function scheduleTags(fieldId: string) {
  return [...fieldTags(fieldId), { type: 'Field' as const, id: `${fieldId}:schedules` }, { type: 'Field' as const, id: `${fieldId}:availability` }];
}
function pricingTags(fieldId: string) {
  return [...fieldTags(fieldId), { type: 'Field' as const, id: `${fieldId}:pricing` }, { type: 'Field' as const, id: `${fieldId}:availability` }];
}
function blockTags(fieldId: string) {
  return [{ type: 'Field' as const, id: `${fieldId}:blocks` }, { type: 'Field' as const, id: `${fieldId}:availability` }];
}

export const {
  useGetCompanyFieldsQuery,
  useCreateFieldMutation,
  useUpdateFieldMutation,
  useDeleteFieldMutation,
  useSetFieldStatusMutation,
  useChangeFieldStateMutation,
  useUploadFieldImagesMutation,
  useDeleteFieldImageMutation,
  useReorderFieldImagesMutation,
  useGetFieldSchedulesQuery,
  useCreateFieldScheduleMutation,
  useUpdateFieldScheduleMutation,
  useDeleteFieldScheduleMutation,
  useGetPricingRulesQuery,
  useCreatePricingRuleMutation,
  useUpdatePricingRuleMutation,
  useDeletePricingRuleMutation,
  useGetFieldBlocksQuery,
  useCreateFieldBlockMutation,
  useDeleteFieldBlockMutation,
  useGetScheduleTemplatesQuery,
  useBulkScheduleMutation,
  useGeocodeQuery,
  useLazyGeocodeQuery,
} = companyFieldsApi;
