import type { PaymentMethodCreate, SavedPaymentMethod } from '../contracts/payment.js';
import {
  ZBillingHistorySchema, ZSubscriptionSchema, ZUsageSchema, type BillingHistory, type BillingHistoryQuery, type CompanyPaymentMethodUpdate,
  type Subscription, type SubscriptionChange, type SubscriptionChangeResult, type SubscriptionPlanInfo, type Usage,
} from '../contracts/subscription.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { downloadFile, type SavedFile } from './file-download.js';
import { queryString } from './query-string.js';

const SUBSCRIPTION = { type: 'Subscription' as const, id: 'CURRENT' };
const PLANS = { type: 'Subscription' as const, id: 'PLANS' };
const HISTORY = { type: 'Subscription' as const, id: 'HISTORY' };
const METHODS = { type: 'Subscription' as const, id: 'METHODS' };
const LOG = { type: 'Settings' as const, id: 'ACTIVITY_LOG' };
/** The usage meters count what these lists hold: a change to any of them refreshes the meters. */
const COUNTED = [
  { type: 'Subscription' as const, id: 'USAGE' }, { type: 'Employee' as const, id: 'LIST' }, { type: 'Location' as const, id: 'LIST' },
  { type: 'Field' as const, id: 'COMPANY_LIST' },
];

/** The company acted on: the caller's own, or `companyId` for a super admin. */
interface Scope { companyId?: string | undefined }
const scoped = (path: string, scope: Scope) => `${path}${queryString({ companyId: scope.companyId })}`;
const method = (id: string, scope: Scope, tail = '') => scoped(`/companies/payment-methods/${encodeURIComponent(id)}${tail}`, scope);

/** The company's plan, usage, invoices and the cards it pays with (docs/product/api.md#subscription-and-payment-methods, Payment methods). */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionPlans: build.query<SubscriptionPlanInfo[], void>({
      query: () => '/subscription-plans',
      transformResponse: unwrapEnvelope<SubscriptionPlanInfo[]>,
      providesTags: [PLANS],
    }),
    getSubscription: build.query<Subscription, Scope>({
      query: (scope) => scoped('/companies/subscription', scope),
      transformResponse: unwrapEnvelope<Subscription>,
      responseSchema: __DEV__ ? ZSubscriptionSchema : undefined,
      providesTags: [SUBSCRIPTION],
    }),
    getUsage: build.query<Usage, Scope>({
      query: (scope) => scoped('/companies/usage', scope),
      transformResponse: unwrapEnvelope<Usage>,
      responseSchema: __DEV__ ? ZUsageSchema : undefined,
      providesTags: [SUBSCRIPTION, ...COUNTED],
    }),
    changePlan: build.mutation<SubscriptionChangeResult, Scope & SubscriptionChange>({
      query: ({ companyId, ...body }) => ({ url: scoped('/companies/subscription', { companyId }), method: 'PUT', body }),
      transformResponse: unwrapEnvelope<SubscriptionChangeResult>,
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION, HISTORY, LOG, { type: 'Company', id: 'PROFILE' }]),
    }),
    cancelSubscription: build.mutation<Subscription, Scope>({
      query: (scope) => ({ url: scoped('/companies/subscription/cancel', scope), method: 'PATCH' }),
      transformResponse: unwrapEnvelope<Subscription>,
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION, LOG]),
    }),
    resumeSubscription: build.mutation<Subscription, Scope>({
      query: (scope) => ({ url: scoped('/companies/subscription/resume', scope), method: 'PATCH' }),
      transformResponse: unwrapEnvelope<Subscription>,
      invalidatesTags: (_result, error) => (error ? [] : [SUBSCRIPTION, LOG]),
    }),
    getBillingHistory: build.query<BillingHistory, BillingHistoryQuery>({
      query: (query) => `/companies/billing/history${queryString(query)}`,
      transformResponse: unwrapEnvelope<BillingHistory>,
      responseSchema: __DEV__ ? ZBillingHistorySchema : undefined,
      providesTags: [HISTORY],
    }),
    downloadInvoice: build.mutation<SavedFile, Scope & { id: string; filename: string; lang?: string }>({
      queryFn: ({ id, filename, lang, companyId }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: `/companies/billing/invoices/${encodeURIComponent(id)}/download${queryString({ companyId, lang })}` }, filename),
    }),
    getCompanyPaymentMethods: build.query<SavedPaymentMethod[], Scope>({
      query: (scope) => scoped('/companies/payment-methods', scope),
      transformResponse: unwrapEnvelope<SavedPaymentMethod[]>,
      providesTags: [METHODS],
    }),
    addCompanyPaymentMethod: build.mutation<SavedPaymentMethod, Scope & { method: PaymentMethodCreate }>({
      query: ({ method: body, ...scope }) => ({ url: scoped('/companies/payment-methods', scope), method: 'POST', body }),
      transformResponse: unwrapEnvelope<SavedPaymentMethod>,
      invalidatesTags: (_result, error) => (error ? [] : [METHODS, LOG]),
    }),
    updateCompanyPaymentMethod: build.mutation<SavedPaymentMethod, Scope & { id: string; changes: CompanyPaymentMethodUpdate }>({
      query: ({ id, changes, ...scope }) => ({ url: method(id, scope), method: 'PUT', body: changes }),
      transformResponse: unwrapEnvelope<SavedPaymentMethod>,
      invalidatesTags: (_result, error) => (error ? [] : [METHODS, LOG]),
    }),
    removeCompanyPaymentMethod: build.mutation<null, Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: method(id, scope), method: 'DELETE' }),
      transformResponse: unwrapEnvelope<null>,
      invalidatesTags: (_result, error) => (error ? [] : [METHODS, LOG]),
    }),
    setDefaultCompanyPaymentMethod: build.mutation<SavedPaymentMethod[], Scope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: method(id, scope, '/set-default'), method: 'PATCH' }),
      transformResponse: unwrapEnvelope<SavedPaymentMethod[]>,
      invalidatesTags: (_result, error) => (error ? [] : [METHODS, LOG]),
    }),
  }),
});

export const {
  useGetSubscriptionPlansQuery, useGetSubscriptionQuery, useGetUsageQuery, useChangePlanMutation, useCancelSubscriptionMutation,
  useResumeSubscriptionMutation, useGetBillingHistoryQuery, useDownloadInvoiceMutation, useGetCompanyPaymentMethodsQuery,
  useAddCompanyPaymentMethodMutation, useUpdateCompanyPaymentMethodMutation, useRemoveCompanyPaymentMethodMutation,
  useSetDefaultCompanyPaymentMethodMutation,
} = subscriptionApi;
