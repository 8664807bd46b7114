import {
  ZAvailabilitySchema, ZFieldSchema, ZFieldSearchResponseSchema,
  type Availability, type Field, type FieldSearchQuery, type FieldSearchResponse,
} from '../contracts/field.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

/** Query string with repeated keys for arrays (`?amenities=a&amenities=b`); empty values are left out. */
export function toSearchParams(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const field = (id: string) => `/fields/${encodeURIComponent(id)}`;
export const FIELD_LISTS = [{ type: 'Field' as const, id: 'LIST' }, { type: 'Field' as const, id: 'COMPANY_LIST' }];
export const fieldTags = (id: string) => [{ type: 'Field' as const, id }, ...FIELD_LISTS];

export interface FieldRef { fieldId: string }
export type AvailabilityArgs = FieldRef & { from: string; days?: number };

/**
 * Field calls of the customer's pages: the public search, a field's details and its availability. The
 * company's field management is in `company-fields-api`, so the field list does not load it.
 */
export const fieldsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchFields: build.query<FieldSearchResponse, FieldSearchQuery>({
      query: (query) => `/fields${toSearchParams(query)}`,
      transformResponse: unwrapEnvelope<FieldSearchResponse>,
      responseSchema: __DEV__ ? ZFieldSearchResponseSchema : undefined,
      providesTags: [{ type: 'Field', id: 'LIST' }],
    }),
    getField: build.query<Field, string>({
      query: (id) => field(id),
      transformResponse: unwrapEnvelope<Field>,
      responseSchema: __DEV__ ? ZFieldSchema : undefined,
      providesTags: (_r, _e, id) => [{ type: 'Field', id }],
    }),
    getFieldAvailability: build.query<Availability, AvailabilityArgs>({
      query: ({ fieldId, from, days }) => `${field(fieldId)}/availability${toSearchParams({ from, days })}`,
      transformResponse: unwrapEnvelope<Availability>,
      responseSchema: __DEV__ ? ZAvailabilitySchema : undefined,
      providesTags: (_r, _e, { fieldId }) => [{ type: 'Field', id: `${fieldId}:availability` }],
    }),
  }),
});

export const { useSearchFieldsQuery, useGetFieldQuery, useGetFieldAvailabilityQuery } = fieldsApi;
