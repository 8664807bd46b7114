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
  type ResendVerificationRequest,
} from '../contracts/auth.js';
import { ZUserProfileSchema, type ProfileResponse, type UserProfile } from '../contracts/profile.js';
import { DEFAULT_TENANT_ID } from '../contracts/roles.js';
import type { SessionUser } from '../contracts/session-user.js';
import { isApiError } from './api-errors.js';
import { api } from './api.js';
import {
  loggedOut,
  loginFailed,
  loginStarted,
  loginSucceeded,
  profileFetchFailed,
  profileFetched,
  registerFailed,
  registerStarted,
  registerSucceeded,
  type AuthRootState,
  type AuthSessionPayload,
} from './auth-slice.js';
import { unwrapEnvelope, unwrapEnvelopeWithMessage, type SuccessEnvelope } from './envelope.js';
import { emailVerificationStatusReceived } from './verification-slice.js';

/** Fallback texts of docs/product/messages.md (English; the UI translates them by this exact key). */
export const AUTH_FALLBACK_MESSAGES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  fetchProfileFailed: 'Failed to fetch profile',
  updateProfileFailed: 'Failed to update profile',
} as const;

/** Answer of calls whose only content is the envelope's message. */
export interface MessageResult {
  message?: string;
}

export const withMessage = (response: SuccessEnvelope<unknown>): MessageResult => {
  const { message } = unwrapEnvelopeWithMessage(response);
  return message === undefined ? {} : { message };
};

/** Calls that must not be repeated automatically (credentials count against limits, tokens are single-use). */
export const NO_RETRY = { maxRetries: 0 };

/** The session part of a full profile (what the auth slice and storage keep). */
export function toSessionUser(profile: UserProfile): SessionUser {
  const { id, email, role, firstName, lastName, profileImage, emailVerified, companyId, mustChangePassword } = profile;
  return { id, email, role, firstName, lastName, profileImage, emailVerified, companyId, ...(mustChangePassword ? { mustChangePassword } : {}) };
}

/** The server's message of a rejected `queryFulfilled`, or the fallback. */
function failureMessage(rejection: unknown, fallback: string): string {
  const error = typeof rejection === 'object' && rejection !== null && 'error' in rejection ? rejection.error : rejection;
  return isApiError(error) && error.message ? error.message : fallback;
}

const isSignedIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'auth' in state && (state as AuthRootState).auth.isAuthenticated;

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
 * Sign-in, sign-up, logout, profile read, password reset and e-mail verification (docs/product/api.md, server
 * `modules/auth`). Sign-in, sign-up, logout and the profile read drive the auth slice (docs/product/states.md).
 * Profile changes and two-factor calls are in `profile-api`.
 */
export const authApi = api.injectEndpoints({
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
    /** Per docs/product/states.md: the session is cleared whether or not the server call succeeds. */
    logout: build.mutation<MessageResult, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
      transformResponse: withMessage,
      extraOptions: NO_RETRY,
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch {
          // The server could not revoke the refresh cookie; locally the user is signed out anyway.
        } finally {
          dispatch(loggedOut());
        }
      },
    }),
    getProfile: build.query<UserProfile, void>({
      query: () => 'auth/profile',
      transformResponse: (response: SuccessEnvelope<ProfileResponse>) => response.data.user,
      responseSchema: __DEV__ ? ZUserProfileSchema : undefined,
      providesTags: ['Profile'],
      onQueryStarted: async (_args, { dispatch, getState, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileFetched(toSessionUser(data)));
        } catch {
          // Per docs/product/states.md: only an error is kept and the session stays (unless a refused refresh ended it already).
          if (isSignedIn(getState())) dispatch(profileFetchFailed(AUTH_FALLBACK_MESSAGES.fetchProfileFailed));
        }
      },
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
    /** Signed in: an empty body; signed out: the address to send the link to. */
    resendVerification: build.mutation<MessageResult, ResendVerificationRequest | void>({
      query: (body) => ({ url: 'auth/resend-verification', method: 'POST', body: body ?? {} }),
      transformResponse: withMessage,
      extraOptions: NO_RETRY,
    }),
    getVerificationStatus: build.query<EmailVerificationStatus, void>({
      query: () => 'auth/verification-status',
      transformResponse: unwrapEnvelope<EmailVerificationStatus>,
      responseSchema: __DEV__ ? ZEmailVerificationStatusSchema : undefined,
      providesTags: ['Auth'],
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(emailVerificationStatusReceived({ needsVerification: data.needsVerification, isInGracePeriod: data.isInGracePeriod }));
        } catch {
          // Unknown status: the slice keeps what the headers and the user said.
        }
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useGetVerificationStatusQuery,
} = authApi;
