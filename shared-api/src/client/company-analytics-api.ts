import { ZAnalyticsSchema, type Analytics, type AnalyticsExport, type AnalyticsQuery } from '../contracts/company-analytics.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { downloadFile, type SavedFile } from './file-download.js';
import { queryString } from './query-string.js';

/** Company analytics over a period, and its CSV export (saved as a download; also mailed when asked). */
export const companyAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, AnalyticsQuery>({
      query: ({ period, startDate, endDate, companyId }) => `/companies/analytics${queryString({ period, startDate, endDate, companyId })}`,
      transformResponse: unwrapEnvelope<Analytics>,
      responseSchema: __DEV__ ? ZAnalyticsSchema : undefined,
      providesTags: ['Booking'],
    }),
    exportAnalytics: build.mutation<SavedFile, AnalyticsExport & { companyId?: string }>({
      queryFn: ({ companyId, ...body }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: `/companies/analytics/export${queryString({ companyId })}`, method: 'POST', body }, `analytics.${body.format ?? 'csv'}`),
    }),
  }),
});

export const { useGetAnalyticsQuery, useExportAnalyticsMutation } = companyAnalyticsApi;
