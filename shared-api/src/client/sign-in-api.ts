import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  ZAuthSessionSchema,
  ZEmailVerificationStatusSchema,
  type AuthSession,
  type EmailVerificationStatus,
  type LoginRequest,
  type PasswordReset,
  type PasswordResetRequest,
  type RegisterRequest,
} from '../contracts/auth.js';
import { DEFAULT_TENANT_ID } from '../contracts/roles.js';
import { isApiError } from './api-errors.js';
import { AUTH_FALLBACK_MESSAGES, authApi, NO_RETRY, withMessage, type MessageResult } from './auth-api.js';
import {
  loginFailed,
  loginStarted,
  loginSucceeded,
  registerFailed,
  registerStarted,
  registerSucceeded,
  type AuthSessionPayload,
} from './auth-slice.js';
import { unwrapEnvelope } from './envelope.js';

/** The server's message of a rejected `queryFulfilled`, or the fallback. */
function failureMessage(rejection: unknown, fallback: string): string {
  const error = typeof rejection === 'object' && rejection !== null && 'error' in rejection ? rejection.error : rejection;
  return isApiError(error) && error.message ? error.message : fallback;
}

interface SessionActions {
  started: () => UnknownAction;
  succeeded: (payload: AuthSessionPayload) => UnknownAction;
  failed: (message: string) => UnknownAction;
  fallback: string;
}
const LOGIN: SessionActions = { started: loginStarted, succeeded: loginSucceeded, failed: loginFailed, fallback: AUTH_FALLBACK_MESSAGES.loginFailed };
const REGISTER: SessionActions = {
  started: registerStarted, succeeded: registerSucceeded, failed: registerFailed, fallback: AUTH_FALLBACK_MESSAGES.registrationFailed,
};

/** Per docs/product/states.md: sign-in and sign-up start loading, then set the user or clear it with an error. */
function trackSession(actions: SessionActions) {
  return async (_args: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: AuthSession }> }) => {
    dispatch(actions.started());
    try {
      const { data } = await queryFulfilled;
      dispatch(actions.succeeded({ user: data.user, accessToken: data.accessToken }));
    } catch (rejection) {
      dispatch(actions.failed(failureMessage(rejection, actions.fallback)));
    }
  };
}

/**
 * Signing in and up, a password reset and an e-mail link's verification (docs/product/api.md, server
 * `modules/auth`): the calls of mf-auth's pages, which a signed-in page does not load. Sign-in and sign-up
 * drive the auth slice (docs/product/states.md).
 */
export const signInApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body: { ...body, tenantId: body.tenantId ?? DEFAULT_TENANT_ID } }),
      transformResponse: unwrapEnvelope<AuthSession>,
      responseSchema: __DEV__ ? ZAuthSessionSchema : undefined,
      extraOptions: NO_RETRY,
      invalidatesTags: (result) => (result ? ['Auth', 'Profile'] : []),
      onQueryStarted: trackSession(LOGIN),
    }),
    /** The role follows the account type (the server derives it the same way). */
    register: build.mutation<AuthSession, RegisterRequest>({
      query: (body) => ({
        url: 'auth/register',
        method: 'POST',
        body: { ...body, tenantId: body.tenantId ?? DEFAULT_TENANT_ID, role: body.accountType === 'company' ? 'COMPANY_OWNER' : 'CUSTOMER' },
      }),
      transformResponse: unwrapEnvelope<AuthSession>,
      responseSchema: __DEV__ ? ZAuthSessionSchema : undefined,
      extraOptions: NO_RETRY,
      invalidatesTags: (result) => (result ? ['Auth', 'Profile'] : []),
      onQueryStarted: trackSession(REGISTER),
    }),
    /** Always answers the same confirmation, whether or not the address has an account. */
    requestPasswordReset: build.mutation<MessageResult, PasswordResetRequest>({
      query: (body) => ({ url: 'auth/password/request-reset', method: 'POST', body }),
      transformResponse: withMessage,
    }),
    resetPassword: build.mutation<MessageResult, PasswordReset>({
      query: (body) => ({ url: 'auth/password/reset', method: 'POST', body }),
      transformResponse: withMessage,
      extraOptions: NO_RETRY,
    }),
    /** A mutation, not a query: the link's token is single-use and must never be refetched. */
    verifyEmail: build.mutation<EmailVerificationStatus, string>({
      query: (token) => ({ url: `auth/verify-email/${encodeURIComponent(token)}`, method: 'GET' }),
      transformResponse: unwrapEnvelope<EmailVerificationStatus>,
      responseSchema: __DEV__ ? ZEmailVerificationStatusSchema : undefined,
      extraOptions: NO_RETRY,
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = signInApi;
