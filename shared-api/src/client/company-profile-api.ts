import {
  ZCompanyProfileSchema, ZLocationListSchema, type CompanyLocation, type CompanyProfile, type CompanyProfileUpdate, type CompanyUpgrade,
  type LocationInput, type LocationList, type LocationQuery, type LocationUpdate,
} from '../contracts/company-profile.js';
import type { AuthSession } from '../contracts/auth.js';
import { api } from './api.js';
import { loginSucceeded } from './auth-slice.js';
import { unwrapEnvelope } from './envelope.js';
import { downloadFile, type SavedFile } from './file-download.js';
import { queryString } from './query-string.js';

const PROFILE = { type: 'Company' as const, id: 'PROFILE' };
const LOCATIONS = { type: 'Location' as const, id: 'LIST' };
const LOG = { type: 'Settings' as const, id: 'ACTIVITY_LOG' };

interface Scope { companyId?: string | undefined }
const scoped = (path: string, scope: Scope) => `${path}${queryString({ companyId: scope.companyId })}`;

/** What the profile form sends: changes (null or absent: kept), and files. */
export interface ProfileSubmission extends Scope {
  changes: CompanyProfileUpdate;
  logo?: File | Blob | undefined;
  coverImage?: File | Blob | undefined;
  insuranceDocuments?: (File | Blob)[] | undefined;
}

/** Company form submission (docs/product/validation.md): objects as JSON strings, the logo as a file, documents indexed, nulls skipped. */
export function profileFormData({ changes, logo, coverImage, insuranceDocuments = [] }: ProfileSubmission): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (logo) body.append('logo', logo);
  if (coverImage) body.append('coverImage', coverImage);
  insuranceDocuments.forEach((file, index) => body.append(`insuranceDocuments[${index}]`, file));
  return body;
}

/** The company's profile, logo, insurance documents, upgrade and locations (docs/product/api.md, Company). */
export const companyProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<CompanyProfile, Scope | void>({
      query: (scope) => scoped('/companies/profile', scope ?? {}),
      transformResponse: unwrapEnvelope<CompanyProfile>,
      responseSchema: __DEV__ ? ZCompanyProfileSchema : undefined,
      providesTags: [PROFILE, LOCATIONS],
    }),
    updateCompanyProfile: build.mutation<CompanyProfile, ProfileSubmission>({
      query: (submission) => ({ url: scoped('/companies/profile', submission), method: 'PUT', body: profileFormData(submission) }),
      transformResponse: unwrapEnvelope<CompanyProfile>,
      invalidatesTags: (_result, error) => (error ? [] : [PROFILE, LOG, 'Settings']),
    }),
    removeCompanyLogo: build.mutation<null, Scope | void>({
      query: (scope) => ({ url: scoped('/companies/logo', scope ?? {}), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error) => (error ? [] : [PROFILE, LOG]),
    }),
    deleteCompanyDocument: build.mutation<null, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: scoped(`/companies/profile/documents/${encodeURIComponent(id)}`, scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error) => (error ? [] : [PROFILE, LOG]),
    }),
    downloadCompanyDocument: build.mutation<SavedFile, Scope & { id: string; filename: string }>({
      queryFn: ({ id, filename, ...scope }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: scoped(`/companies/profile/documents/${encodeURIComponent(id)}`, scope) }, filename),
    }),
    upgradeToCompany: build.mutation<AuthSession, CompanyUpgrade>({
      query: (body) => ({ url: '/companies/upgrade', method: 'POST', body }),
      transformResponse: unwrapEnvelope<AuthSession>,
      // The account is an owner now: the new token carries the role.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(loginSucceeded({ user: data.user, accessToken: data.accessToken }));
        } catch {
          // The form shows the failure.
        }
      },
    }),
    getLocations: build.query<LocationList, LocationQuery>({
      query: (query) => `/companies/locations${queryString(query)}`,
      transformResponse: unwrapEnvelope<LocationList>,
      responseSchema: __DEV__ ? ZLocationListSchema : undefined,
      providesTags: [LOCATIONS],
    }),
    createLocation: build.mutation<CompanyLocation, Scope & { location: LocationInput }>({
      query: ({ location, ...scope }) => ({ url: scoped('/companies/locations', scope), method: 'POST', body: location }),
      transformResponse: unwrapEnvelope<CompanyLocation>,
      invalidatesTags: (_result, error) => (error ? [] : [LOCATIONS, PROFILE, LOG]),
    }),
    updateLocation: build.mutation<CompanyLocation, Scope & { id: string; changes: LocationUpdate }>({
      query: ({ id, changes, ...scope }) => ({ url: scoped(`/companies/locations/${encodeURIComponent(id)}`, scope), method: 'PUT', body: changes }),
      transformResponse: unwrapEnvelope<CompanyLocation>,
      invalidatesTags: (_result, error) => (error ? [] : [LOCATIONS, PROFILE, LOG]),
    }),
    deleteLocation: build.mutation<null, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: scoped(`/companies/locations/${encodeURIComponent(id)}`, scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error) => (error ? [] : [LOCATIONS, PROFILE, LOG]),
    }),
    setPrimaryLocation: build.mutation<CompanyLocation, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: scoped(`/companies/locations/${encodeURIComponent(id)}/set-primary`, scope), method: 'PATCH' }),
      transformResponse: unwrapEnvelope<CompanyLocation>,
      invalidatesTags: (_result, error) => (error ? [] : [LOCATIONS, PROFILE, LOG]),
    }),
  }),
});

export const {
  useGetCompanyProfileQuery, useUpdateCompanyProfileMutation, useRemoveCompanyLogoMutation, useDeleteCompanyDocumentMutation,
  useDownloadCompanyDocumentMutation, useUpgradeToCompanyMutation, useGetLocationsQuery, useCreateLocationMutation,
  useUpdateLocationMutation, useDeleteLocationMutation, useSetPrimaryLocationMutation,
} = companyProfileApi;
