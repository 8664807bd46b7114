import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../contracts/api-error.js';
import { API_ERROR_CODES, EMAIL_VERIFICATION_HEADERS } from '../contracts/error-codes.js';
import {
  loggedOut,
  loginSucceeded,
  profileFetched,
  profileUpdated,
  registerSucceeded,
  sessionExpired,
  sessionRestored,
} from './auth-slice.js';

export type VerificationRestriction = 'EMAIL_VERIFICATION_REQUIRED' | 'GRACE_PERIOD_EXPIRED';

export interface VerificationState {
  needsVerification: boolean;
  isInGracePeriod: boolean;
  /** Set by a 403 with one of the restriction codes; the shell opens its dialog while it is set. */
  restriction: VerificationRestriction | null;
}

export interface VerificationStatusPayload {
  needsVerification?: boolean;
  isInGracePeriod?: boolean;
}

export const initialVerificationState: VerificationState = {
  needsVerification: false,
  isInGracePeriod: false,
  restriction: null,
};

/** E-mail verification status (docs/product/states.md), fed by response headers and by the signed-in user. */
export const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    emailVerificationStatusReceived: (state, { payload }: PayloadAction<VerificationStatusPayload>) => {
      if (payload.needsVerification !== undefined) state.needsVerification = payload.needsVerification;
      if (payload.isInGracePeriod !== undefined) state.isInGracePeriod = payload.isInGracePeriod;
      if (payload.needsVerification === false) state.restriction = null;
    },
    accessRestricted: (state, { payload }: PayloadAction<VerificationRestriction>) => {
      state.restriction = payload;
    },
    restrictionDismissed: (state) => {
      state.restriction = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionRestored, (state, { payload }) => {
        if (payload) state.needsVerification = !payload.user.emailVerified;
      })
      .addMatcher(isAnyOf(loginSucceeded, registerSucceeded), (state, { payload }) => {
        state.needsVerification = !payload.user.emailVerified;
        if (payload.user.emailVerified) state.restriction = null;
      })
      .addMatcher(isAnyOf(profileFetched, profileUpdated), (state, { payload }) => {
        state.needsVerification = !payload.emailVerified;
        if (payload.emailVerified) state.restriction = null;
      })
      .addMatcher(isAnyOf(loggedOut, sessionExpired), () => initialVerificationState);
  },
});

export const { emailVerificationStatusReceived, accessRestricted, restrictionDismissed } = verificationSlice.actions;

function parseFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

/** Reads x-email-verification-required and x-grace-period-active; null when neither is present. */
export function readVerificationHeaders(headers: Headers | undefined): VerificationStatusPayload | null {
  if (!headers) return null;
  const needsVerification = parseFlag(headers.get(EMAIL_VERIFICATION_HEADERS.required));
  const isInGracePeriod = parseFlag(headers.get(EMAIL_VERIFICATION_HEADERS.gracePeriodActive));
  if (needsVerification === undefined && isInGracePeriod === undefined) return null;
  return { needsVerification, isInGracePeriod };
}

/** The restriction a normalised error announces (a 403 with one of the two codes), if any. */
export function restrictionFromError(error: ApiError): VerificationRestriction | null {
  if (error.status !== 403) return null;
  if (error.code === API_ERROR_CODES.emailVerificationRequired) return 'EMAIL_VERIFICATION_REQUIRED';
  if (error.code === API_ERROR_CODES.gracePeriodExpired) return 'GRACE_PERIOD_EXPIRED';
  return null;
}

export interface VerificationRootState {
  verification: VerificationState;
}

export const selectVerification = (state: VerificationRootState): VerificationState => state.verification;
export const selectNeedsVerification = (state: VerificationRootState): boolean => state.verification.needsVerification;
export const selectIsInGracePeriod = (state: VerificationRootState): boolean => state.verification.isInGracePeriod;
export const selectVerificationRestriction = (state: VerificationRootState): VerificationRestriction | null =>
  state.verification.restriction;
