import {
  ZCompanySettingsSchema, type CompanySettings, type CompanySettingsQuery, type CompanySettingsUpdate,
} from '../contracts/company-settings.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

const SETTINGS = { type: 'Settings' as const, id: 'COMPANY' };
/**
 * Booking rules are part of every field's details (`bookingPolicy`) and of the bookings priced with
 * them: a change refetches what shows them.
 */
const CHANGED = [SETTINGS, 'Field' as const];

/** The company whose settings to manage: the caller's own, or `companyId` for a super admin. */
export type CompanySettingsArgs = CompanySettingsQuery | void;
const path = (args: CompanySettingsArgs, suffix = '') =>
  `/companies/settings${suffix}${args?.companyId ? `?companyId=${encodeURIComponent(args.companyId)}` : ''}`;

/** Company settings (docs/product/api.md#settings): read, change some, reset the booking rules to their defaults. */
export const companySettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanySettings: build.query<CompanySettings, CompanySettingsArgs>({
      query: (args) => path(args),
      transformResponse: unwrapEnvelope<CompanySettings>,
      responseSchema: __DEV__ ? ZCompanySettingsSchema : undefined,
      providesTags: [SETTINGS],
    }),
    updateCompanySettings: build.mutation<CompanySettings, { changes: CompanySettingsUpdate } & CompanySettingsQuery>({
      query: ({ changes, companyId }) => ({ url: path({ companyId }), method: 'PUT', body: changes }),
      transformResponse: unwrapEnvelope<CompanySettings>,
      responseSchema: __DEV__ ? ZCompanySettingsSchema : undefined,
      invalidatesTags: (_result, error) => (error ? [] : CHANGED),
    }),
    resetCompanySettings: build.mutation<CompanySettings, CompanySettingsArgs>({
      query: (args) => ({ url: path(args, '/reset'), method: 'POST' }),
      transformResponse: unwrapEnvelope<CompanySettings>,
      responseSchema: __DEV__ ? ZCompanySettingsSchema : undefined,
      invalidatesTags: (_result, error) => (error ? [] : CHANGED),
    }),
  }),
});

export const { useGetCompanySettingsQuery, useUpdateCompanySettingsMutation, useResetCompanySettingsMutation } = companySettingsApi;
