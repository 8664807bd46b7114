import {
  ZIntegrationsSchema, ZWebhookSecretSchema, ZWebhookTestResultSchema, type Integrations, type WebhookInput, type WebhookSecret,
  type WebhookTestResult,
} from '../contracts/company-integrations.js';
import type { CompanySettingsQuery } from '../contracts/company-settings.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

const INTEGRATIONS = { type: 'Settings' as const, id: 'INTEGRATIONS' };

/** The company whose integrations to manage: the caller's own, or `companyId` for a super admin. */
export type IntegrationsArgs = CompanySettingsQuery | void;
const path = (args: IntegrationsArgs, suffix = '') =>
  `/companies/integrations${suffix}${args?.companyId ? `?companyId=${encodeURIComponent(args.companyId)}` : ''}`;
const changed = (_result: unknown, error: unknown) => (error ? [] : [INTEGRATIONS]);

/** A company's integrations: its webhook (save, remove, rotate its secret, test) and its calendar feed. */
export const companyIntegrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<Integrations, IntegrationsArgs>({
      query: (args) => path(args),
      transformResponse: unwrapEnvelope<Integrations>,
      responseSchema: __DEV__ ? ZIntegrationsSchema : undefined,
      providesTags: [INTEGRATIONS],
    }),
    saveWebhook: build.mutation<WebhookSecret, { webhook: WebhookInput } & CompanySettingsQuery>({
      query: ({ webhook, companyId }) => ({ url: path({ companyId }, '/webhook'), method: 'PUT', body: webhook }),
      transformResponse: unwrapEnvelope<WebhookSecret>,
      responseSchema: __DEV__ ? ZWebhookSecretSchema : undefined,
      invalidatesTags: changed,
    }),
    removeWebhook: build.mutation<null, IntegrationsArgs>({
      query: (args) => ({ url: path(args, '/webhook'), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: changed,
    }),
    rotateWebhookSecret: build.mutation<WebhookSecret, IntegrationsArgs>({
      query: (args) => ({ url: path(args, '/webhook/rotate-secret'), method: 'POST' }),
      transformResponse: unwrapEnvelope<WebhookSecret>,
      responseSchema: __DEV__ ? ZWebhookSecretSchema : undefined,
      invalidatesTags: changed,
    }),
    testWebhook: build.mutation<WebhookTestResult, IntegrationsArgs>({
      query: (args) => ({ url: path(args, '/webhook/test'), method: 'POST' }),
      transformResponse: unwrapEnvelope<WebhookTestResult>,
      responseSchema: __DEV__ ? ZWebhookTestResultSchema : undefined,
      invalidatesTags: changed,
    }),
    rotateCalendarFeed: build.mutation<{ calendarFeedUrl: string }, IntegrationsArgs>({
      query: (args) => ({ url: path(args, '/calendar-feed/rotate'), method: 'POST' }),
      transformResponse: unwrapEnvelope<{ calendarFeedUrl: string }>,
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetIntegrationsQuery, useSaveWebhookMutation, useRemoveWebhookMutation, useRotateWebhookSecretMutation, useTestWebhookMutation,
  useRotateCalendarFeedMutation,
} = companyIntegrationsApi;
