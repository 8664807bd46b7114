import {
  ZActivityLogListSchema, type ActivityLogExport, type ActivityLogList, type ActivityLogQuery,
} from '../contracts/activity-log.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { downloadFile, type SavedFile } from './file-download.js';

const LOG = { type: 'Settings' as const, id: 'ACTIVITY_LOG' };

/** Query string of the set values (arrays never occur here). */
const search = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The company's activity log: a filtered page, and the same filters exported as a CSV download. */
export const activityLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityLogs: build.query<ActivityLogList, ActivityLogQuery>({
      query: (query) => `/companies/activity-logs${search(query)}`,
      transformResponse: unwrapEnvelope<ActivityLogList>,
      responseSchema: __DEV__ ? ZActivityLogListSchema : undefined,
      providesTags: [LOG],
      // Every write of the company area adds entries: read it fresh each time the page opens.
      keepUnusedDataFor: 0,
    }),
    exportActivityLogs: build.mutation<SavedFile, ActivityLogExport & { companyId?: string }>({
      queryFn: ({ companyId, ...body }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: `/companies/activity-logs/export${search({ companyId })}`, method: 'POST', body }, 'activity-log.csv'),
    }),
  }),
});

export const { useGetActivityLogsQuery, useExportActivityLogsMutation } = activityLogApi;
