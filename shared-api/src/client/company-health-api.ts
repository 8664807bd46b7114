import { ZCompanyHealthSchema, type CompanyHealth } from '../contracts/company-health.js';
import type { CompanySettingsQuery } from '../contracts/company-settings.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

/** Whether the company can take bookings, and what needs a look (owner, or a super admin with `companyId`). */
export const companyHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyHealth: build.query<CompanyHealth, CompanySettingsQuery | void>({
      query: (args) => `/companies/health${args?.companyId ? `?companyId=${encodeURIComponent(args.companyId)}` : ''}`,
      transformResponse: unwrapEnvelope<CompanyHealth>,
      responseSchema: __DEV__ ? ZCompanyHealthSchema : undefined,
      // Bookings, fields and deliveries change it: read it fresh whenever it is shown.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCompanyHealthQuery } = companyHealthApi;
