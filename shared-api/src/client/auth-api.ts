import {
  ZEmailVerificationStatusSchema,
  type EmailVerificationStatus,
  type ResendVerificationRequest,
} from '../contracts/auth.js';
import { ZUserProfileSchema, type ProfileResponse, type UserProfile } from '../contracts/profile.js';
import type { SessionUser } from '../contracts/session-user.js';
import { api } from './api.js';
import { loggedOut, profileFetchFailed, profileFetched, type AuthRootState } from './auth-slice.js';
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

const isSignedIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'auth' in state && (state as AuthRootState).auth.isAuthenticated;

/**
 * The signed-in session's calls (docs/product/api.md, server `modules/auth`): logout, the profile read, the
 * verification status and a new verification link; logout and the profile read drive the auth slice
 * (docs/product/states.md). Every signed-in page loads them. Signing in or up, a password reset and an
 * e-mail link's verification are in `sign-in-api` (the pages of mf-auth), profile changes and two-factor
 * calls in `profile-api`.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useLogoutMutation,
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useResendVerificationMutation,
  useGetVerificationStatusQuery,
} = authApi;
