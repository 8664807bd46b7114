import {
  ZSavedPaymentMethodSchema, ZTransactionListSchema, ZTransactionSchema,
  type PaymentMethodCreate, type RefundRequest, type SavedPaymentMethod, type Transaction, type TransactionList, type TransactionListQuery,
} from '../contracts/payment.js';
import { api } from './api.js';
import type { Idempotent } from './bookings-api.js';
import { unwrapEnvelope } from './envelope.js';
import { toSearchParams } from './fields-api.js';

const transaction = (id: string) => `/payments/transactions/${encodeURIComponent(id)}`;
const method = (id: string) => `/payments/methods/${encodeURIComponent(id)}`;
const METHODS = [{ type: 'PaymentMethod' as const, id: 'LIST' }];

/** Payments pages: transaction history, refunds, saved cards. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<TransactionList, Partial<TransactionListQuery>>({
      query: (query) => `/payments/transactions${toSearchParams(query)}`,
      transformResponse: unwrapEnvelope<TransactionList>,
      responseSchema: __DEV__ ? ZTransactionListSchema : undefined,
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    getTransaction: build.query<Transaction, string>({
      query: (id) => transaction(id),
      transformResponse: unwrapEnvelope<Transaction>,
      responseSchema: __DEV__ ? ZTransactionSchema : undefined,
      providesTags: (_r, _e, id) => [{ type: 'Payment', id }],
    }),
    refundTransaction: build.mutation<Transaction, { transactionId: string; refund: RefundRequest } & Idempotent>({
      query: ({ transactionId, refund, idempotencyKey }) => ({
        url: `${transaction(transactionId)}/refund`, method: 'POST', body: refund, headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: unwrapEnvelope<Transaction>,
      responseSchema: __DEV__ ? ZTransactionSchema : undefined,
      invalidatesTags: (_r, _e, { transactionId }) => [{ type: 'Payment', id: 'LIST' }, { type: 'Payment', id: transactionId }, { type: 'Booking', id: 'LIST' }, { type: 'Booking', id: 'COMPANY_LIST' }],
    }),
    getPaymentMethods: build.query<SavedPaymentMethod[], void>({
      query: () => '/payments/methods',
      transformResponse: unwrapEnvelope<SavedPaymentMethod[]>,
      responseSchema: __DEV__ ? ZSavedPaymentMethodSchema.array() : undefined,
      providesTags: METHODS,
    }),
    addPaymentMethod: build.mutation<SavedPaymentMethod, PaymentMethodCreate>({
      query: (body) => ({ url: '/payments/methods', method: 'POST', body }),
      transformResponse: unwrapEnvelope<SavedPaymentMethod>,
      responseSchema: __DEV__ ? ZSavedPaymentMethodSchema : undefined,
      invalidatesTags: METHODS,
    }),
    removePaymentMethod: build.mutation<void, string>({
      query: (id) => ({ url: method(id), method: 'DELETE' }),
      invalidatesTags: METHODS,
    }),
    setDefaultPaymentMethod: build.mutation<SavedPaymentMethod[], string>({
      query: (id) => ({ url: `${method(id)}/default`, method: 'PATCH' }),
      transformResponse: unwrapEnvelope<SavedPaymentMethod[]>,
      responseSchema: __DEV__ ? ZSavedPaymentMethodSchema.array() : undefined,
      invalidatesTags: METHODS,
    }),
  }),
});

export const {
  useGetTransactionsQuery, useGetTransactionQuery, useRefundTransactionMutation, useGetPaymentMethodsQuery,
  useAddPaymentMethodMutation, useRemovePaymentMethodMutation, useSetDefaultPaymentMethodMutation,
} = paymentsApi;
