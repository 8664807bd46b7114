import {
  ZAdminActivityListSchema, ZAdminCompanyDetailSchema, ZAdminCompanyListSchema, ZAdminOverviewSchema, ZAdminUserDetailSchema,
  ZAdminUserListSchema, ZPlatformSettingsSchema, ZPublicPlatformSettingsSchema,
  type AdminActivityList, type AdminActivityQuery, type AdminCompanyDetail, type AdminCompanyList, type AdminCompanyListQuery,
  type AdminOverview, type AdminUserDetail, type AdminUserList, type AdminUserListQuery, type PlatformSettings, type PlatformSettingsUpdate,
  type PublicPlatformSettings, ZAdminAnalyticsSchema, ZRemoteReleasesSchema, type AdminAnalytics, type AdminAnalyticsQuery,
  type AdminAnalyticsExport, type RemoteRelease, type RemoteReleases,
} from '../contracts/admin.js';
import { downloadFile, type SavedFile } from './file-download.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { queryString } from './query-string.js';

/** A list answer: `{ success, data: [...], pagination }`, kept as `{ data, pagination }`. */
const listOf = <T extends { data: unknown[]; pagination: unknown }>(response: T & { success?: true }): T => {
  const { data, pagination } = response;
  return { data, pagination } as T;
};

const OVERVIEW = { type: 'Admin' as const, id: 'OVERVIEW' };
const COMPANIES = { type: 'Admin' as const, id: 'COMPANIES' };
const USERS = { type: 'Admin' as const, id: 'USERS' };
const ACTIVITY = { type: 'Admin' as const, id: 'ACTIVITY' };
const SETTINGS = { type: 'Admin' as const, id: 'SETTINGS' };
const ANALYTICS = { type: 'Admin' as const, id: 'ANALYTICS' };
const RELEASES = { type: 'Admin' as const, id: 'RELEASES' };
const companyTag = (id: string) => ({ type: 'Admin' as const, id: `company:${id}` });
const userTag = (id: string) => ({ type: 'Admin' as const, id: `user:${id}` });
const path = (...parts: string[]) => `/admin/${parts.map(encodeURIComponent).join('/')}`;

/** The super admin's area (docs/product/api.md#admin): figures, companies, accounts, settings, audit trail. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => '/admin/overview',
      transformResponse: unwrapEnvelope<AdminOverview>,
      responseSchema: __DEV__ ? ZAdminOverviewSchema : undefined,
      providesTags: [OVERVIEW],
    }),
    getAdminCompanies: build.query<AdminCompanyList, AdminCompanyListQuery>({
      query: (query) => `/admin/companies${queryString(query)}`,
      transformResponse: listOf<AdminCompanyList>,
      responseSchema: __DEV__ ? ZAdminCompanyListSchema : undefined,
      providesTags: [COMPANIES],
    }),
    getAdminCompany: build.query<AdminCompanyDetail, string>({
      query: (id) => path('companies', id),
      transformResponse: unwrapEnvelope<AdminCompanyDetail>,
      responseSchema: __DEV__ ? ZAdminCompanyDetailSchema : undefined,
      providesTags: (_result, _error, id) => [companyTag(id)],
    }),
    suspendCompany: build.mutation<AdminCompanyDetail, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: path('companies', id, 'suspend'), method: 'POST', body: { reason } }),
      transformResponse: unwrapEnvelope<AdminCompanyDetail>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [companyTag(id), COMPANIES, OVERVIEW, ACTIVITY]),
    }),
    reactivateCompany: build.mutation<AdminCompanyDetail, { id: string; note?: string }>({
      query: ({ id, note }) => ({ url: path('companies', id, 'reactivate'), method: 'POST', body: note ? { note } : {} }),
      transformResponse: unwrapEnvelope<AdminCompanyDetail>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [companyTag(id), COMPANIES, OVERVIEW, ACTIVITY]),
    }),
    getAdminUsers: build.query<AdminUserList, AdminUserListQuery>({
      query: (query) => `/admin/users${queryString(query)}`,
      transformResponse: listOf<AdminUserList>,
      responseSchema: __DEV__ ? ZAdminUserListSchema : undefined,
      providesTags: [USERS],
    }),
    getAdminUser: build.query<AdminUserDetail, string>({
      query: (id) => path('users', id),
      transformResponse: unwrapEnvelope<AdminUserDetail>,
      responseSchema: __DEV__ ? ZAdminUserDetailSchema : undefined,
      providesTags: (_result, _error, id) => [userTag(id)],
    }),
    /** lock {reason}, unlock, password-reset, verify-email, resend-verification: the account after it. */
    adminUserAction: build.mutation<AdminUserDetail, { id: string; action: 'lock' | 'unlock' | 'password-reset' | 'verify-email' | 'resend-verification'; reason?: string }>({
      query: ({ id, action, reason }) => ({ url: path('users', id, action), method: 'POST', body: reason ? { reason } : {} }),
      transformResponse: unwrapEnvelope<AdminUserDetail>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [userTag(id), USERS, OVERVIEW, ACTIVITY]),
    }),
    getAdminActivity: build.query<AdminActivityList, AdminActivityQuery>({
      query: (query) => `/admin/activity${queryString(query)}`,
      transformResponse: listOf<AdminActivityList>,
      responseSchema: __DEV__ ? ZAdminActivityListSchema : undefined,
      providesTags: [ACTIVITY],
    }),
    getPlatformSettings: build.query<PlatformSettings, void>({
      query: () => '/admin/settings',
      transformResponse: unwrapEnvelope<PlatformSettings>,
      responseSchema: __DEV__ ? ZPlatformSettingsSchema : undefined,
      providesTags: [SETTINGS],
    }),
    updatePlatformSettings: build.mutation<PlatformSettings, PlatformSettingsUpdate>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      transformResponse: unwrapEnvelope<PlatformSettings>,
      invalidatesTags: (_result, error) => (error ? [] : [SETTINGS, ACTIVITY, { type: 'Settings', id: 'PUBLIC' }]),
    }),
    getAdminAnalytics: build.query<AdminAnalytics, AdminAnalyticsQuery>({
      query: (query) => `/admin/analytics${queryString(query)}`,
      transformResponse: unwrapEnvelope<AdminAnalytics>,
      responseSchema: __DEV__ ? ZAdminAnalyticsSchema : undefined,
      providesTags: [ANALYTICS],
    }),
    exportAdminAnalytics: build.mutation<SavedFile, AdminAnalyticsExport>({
      queryFn: (body, _api, _extra, baseQuery) => downloadFile(baseQuery, { url: '/admin/analytics/export', method: 'POST', body }, 'platform.csv'),
    }),
    exportAdminActivity: build.mutation<SavedFile, AdminActivityQuery>({
      queryFn: (body, _api, _extra, baseQuery) => downloadFile(baseQuery, { url: '/admin/activity/export', method: 'POST', body }, 'admin-activity.csv'),
    }),
    getRemoteReleases: build.query<RemoteReleases, void>({
      query: () => '/admin/remotes',
      transformResponse: unwrapEnvelope<RemoteReleases>,
      responseSchema: __DEV__ ? ZRemoteReleasesSchema : undefined,
      providesTags: [RELEASES],
    }),
    activateRemote: build.mutation<RemoteRelease, { name: string; version: string }>({
      query: ({ name, version }) => ({ url: path('remotes', name, 'activate'), method: 'POST', body: { version } }),
      transformResponse: unwrapEnvelope<RemoteRelease>,
      invalidatesTags: (_result, error) => (error ? [] : [RELEASES, ACTIVITY]),
    }),
    /** Public: the maintenance banner, whether companies may register, the support address. */
    getPublicSettings: build.query<PublicPlatformSettings, void>({
      query: () => '/platform/settings',
      transformResponse: unwrapEnvelope<PublicPlatformSettings>,
      responseSchema: __DEV__ ? ZPublicPlatformSettingsSchema : undefined,
      providesTags: [{ type: 'Settings', id: 'PUBLIC' }],
    }),
  }),
});

export const {
  useGetAdminOverviewQuery, useGetAdminCompaniesQuery, useGetAdminCompanyQuery, useSuspendCompanyMutation, useReactivateCompanyMutation,
  useGetAdminUsersQuery, useGetAdminUserQuery, useAdminUserActionMutation, useGetAdminActivityQuery, useGetPlatformSettingsQuery,
  useUpdatePlatformSettingsMutation, useGetPublicSettingsQuery, useGetAdminAnalyticsQuery, useExportAdminAnalyticsMutation,
  useExportAdminActivityMutation, useGetRemoteReleasesQuery, useActivateRemoteMutation,
} = adminApi;
