import {
  ZTwoFactorEnableResponseSchema,
  ZTwoFactorStatusSchema,
  type TwoFactorEnableResponse,
  type TwoFactorStatus,
  type TwoFactorVerifyRequest,
} from '../contracts/auth.js';
import {
  ZProfilePictureResponseSchema,
  ZUserProfileSchema,
  type ChangePasswordRequest,
  type ProfilePictureResponse,
  type ProfileResponse,
  type ProfileUpdateRequest,
  type UserProfile,
} from '../contracts/profile.js';
import { authApi, NO_RETRY, toSessionUser, withMessage, type MessageResult } from './auth-api.js';
import { profileUpdated } from './auth-slice.js';
import { unwrapEnvelope, type SuccessEnvelope } from './envelope.js';

/** Form field of the picture upload (the server reads the one file part, whatever its name). */
export const PROFILE_PICTURE_FIELD = 'picture';

/**
 * The signed-in user's own account: profile changes, picture, password and two-factor (docs/product/api.md,
 * server `modules/users` and `auth/2fa`). Each success refreshes the session user and the cached
 * profile of `getProfile` without a second request.
 */
export const profileApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserProfile, ProfileUpdateRequest>({
      query: (body) => ({ url: 'auth/profile', method: 'PUT', body }),
      transformResponse: (response: SuccessEnvelope<ProfileResponse>) => response.data.user,
      responseSchema: __DEV__ ? ZUserProfileSchema : undefined,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => whenDone(queryFulfilled, (data) => storeProfile(dispatch, data)),
    }),
    /** Multipart upload of one picture (JPG, PNG or GIF, ≤ 5 MB; the server re-checks the content). */
    uploadProfilePicture: build.mutation<ProfilePictureResponse, File | Blob>({
      query: (file) => {
        const body = new FormData();
        body.append(PROFILE_PICTURE_FIELD, file);
        return { url: 'auth/profile/picture', method: 'POST', body };
      },
      transformResponse: unwrapEnvelope<ProfilePictureResponse>,
      responseSchema: __DEV__ ? ZProfilePictureResponseSchema : undefined,
      extraOptions: NO_RETRY,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => whenDone(queryFulfilled, (data) => storeProfile(dispatch, data.user)),
    }),
    changePassword: build.mutation<MessageResult, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/profile/password', method: 'POST', body }),
      transformResponse: withMessage,
      extraOptions: NO_RETRY,
    }),
    /** Starts enrolment: a secret, its otpauth URL and a QR code (data URL) to scan. */
    enableTwoFactor: build.mutation<TwoFactorEnableResponse, void>({
      query: () => ({ url: 'auth/2fa/enable', method: 'POST' }),
      transformResponse: unwrapEnvelope<TwoFactorEnableResponse>,
      responseSchema: __DEV__ ? ZTwoFactorEnableResponseSchema : undefined,
      extraOptions: NO_RETRY,
    }),
    verifyTwoFactor: build.mutation<TwoFactorStatus, TwoFactorVerifyRequest>({
      query: (body) => ({ url: 'auth/2fa/verify', method: 'POST', body }),
      transformResponse: unwrapEnvelope<TwoFactorStatus>,
      responseSchema: __DEV__ ? ZTwoFactorStatusSchema : undefined,
      extraOptions: NO_RETRY,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        whenDone(queryFulfilled, (data) => dispatch(setTwoFactor(data.twoFactorEnabled))),
    }),
    disableTwoFactor: build.mutation<TwoFactorStatus, TwoFactorVerifyRequest>({
      query: (body) => ({ url: 'auth/2fa/disable', method: 'POST', body }),
      transformResponse: unwrapEnvelope<TwoFactorStatus>,
      responseSchema: __DEV__ ? ZTwoFactorStatusSchema : undefined,
      extraOptions: NO_RETRY,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        whenDone(queryFulfilled, (data) => dispatch(setTwoFactor(data.twoFactorEnabled))),
    }),
  }),
});

type ProfileAction = ReturnType<typeof profileUpdated> | ReturnType<typeof replaceProfile> | ReturnType<typeof setTwoFactor>;
type Dispatch = (action: ProfileAction) => unknown;

/** Runs `effect` with the answer once the call succeeded; a failure is the caller's to show. */
async function whenDone<T>(queryFulfilled: Promise<{ data: T }>, effect: (data: T) => void): Promise<void> {
  let data: T;
  try {
    ({ data } = await queryFulfilled);
  } catch {
    return;
  }
  effect(data);
}

function replaceProfile(profile: UserProfile) {
  return authApi.util.updateQueryData('getProfile', undefined, () => profile);
}

function setTwoFactor(twoFactorEnabled: boolean) {
  return authApi.util.updateQueryData('getProfile', undefined, (profile) => {
    profile.twoFactorEnabled = twoFactorEnabled;
  });
}

function storeProfile(dispatch: Dispatch, profile: UserProfile): void {
  dispatch(profileUpdated(toSessionUser(profile)));
  dispatch(replaceProfile(profile));
}

export const {
  useUpdateProfileMutation,
  useUploadProfilePictureMutation,
  useChangePasswordMutation,
  useEnableTwoFactorMutation,
  useVerifyTwoFactorMutation,
  useDisableTwoFactorMutation,
} = profileApi;
