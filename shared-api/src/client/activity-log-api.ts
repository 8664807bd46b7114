import {
  ZActivityLogListSchema, type ActivityLogExport, type ActivityLogList, type ActivityLogQuery,
} from '../contracts/activity-log.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { downloadFile, type SavedFile } from './file-download.js';
import { queryString } from './query-string.js';

const LOG = { type: 'Settings' as const, id: 'ACTIVITY_LOG' };

/** The company's activity log: a filtered page, and the same filters exported as a CSV download. */
export const activityLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityLogs: build.query<ActivityLogList, ActivityLogQuery>({
      query: (query) => `/companies/activity-logs${queryString(query)}`,
      transformResponse: unwrapEnvelope<ActivityLogList>,
      responseSchema: __DEV__ ? ZActivityLogListSchema : undefined,
      providesTags: [LOG],
      // Every write of the company area adds entries: read it fresh each time the page opens.
      keepUnusedDataFor: 0,
    }),
    exportActivityLogs: build.mutation<SavedFile, ActivityLogExport & { companyId?: string }>({
      queryFn: ({ companyId, ...body }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: `/companies/activity-logs/export${queryString({ companyId })}`, method: 'POST', body }, 'activity-log.csv'),
    }),
  }),
});

export const { useGetActivityLogsQuery, useExportActivityLogsMutation } = activityLogApi;
