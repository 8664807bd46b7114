import { loggedOut, loginSucceeded, profileFetched } from './auth-slice.js';
import {
  accessRestricted,
  emailVerificationStatusReceived,
  initialVerificationState,
  readVerificationHeaders,
  restrictionDismissed,
  restrictionFromError,
  verificationSlice,
} from './verification-slice.js';

const reduce = verificationSlice.reducer;
const user = { id: 'u1', email: 'a@b.co', role: 'CUSTOMER' as const, firstName: 'A', lastName: 'B', emailVerified: false };

describe('verification state', () => {
  it('takes the status from headers, keeping unknown parts', () => {
    let state = reduce(undefined, emailVerificationStatusReceived({ needsVerification: true, isInGracePeriod: true }));
    expect(state).toEqual({ needsVerification: true, isInGracePeriod: true, restriction: null });
    state = reduce(state, emailVerificationStatusReceived({ isInGracePeriod: false }));
    expect(state).toEqual({ needsVerification: true, isInGracePeriod: false, restriction: null });
  });

  it('sets and dismisses a restriction; verification lifts it', () => {
    let state = reduce(undefined, accessRestricted('GRACE_PERIOD_EXPIRED'));
    expect(state.restriction).toBe('GRACE_PERIOD_EXPIRED');
    state = reduce(state, restrictionDismissed());
    expect(state.restriction).toBeNull();
    state = reduce(reduce(state, accessRestricted('EMAIL_VERIFICATION_REQUIRED')), profileFetched({ ...user, emailVerified: true }));
    expect(state).toMatchObject({ needsVerification: false, restriction: null });
  });

  it('treats a signed-in user as needing verification when not emailVerified (docs/product/states.md)', () => {
    const state = reduce(undefined, loginSucceeded({ user, accessToken: 't' }));
    expect(state.needsVerification).toBe(true);
  });

  it('resets on logout', () => {
    const state = reduce({ needsVerification: true, isInGracePeriod: true, restriction: 'GRACE_PERIOD_EXPIRED' }, loggedOut());
    expect(state).toEqual(initialVerificationState);
  });
});

describe('readVerificationHeaders', () => {
  it('parses both headers', () => {
    const headers = new Headers({ 'x-email-verification-required': 'true', 'x-grace-period-active': 'false' });
    expect(readVerificationHeaders(headers)).toEqual({ needsVerification: true, isInGracePeriod: false });
  });
  it('returns null without them', () => {
    expect(readVerificationHeaders(new Headers())).toBeNull();
    expect(readVerificationHeaders(undefined)).toBeNull();
  });
});

describe('restrictionFromError', () => {
  it('recognises the two 403 codes only', () => {
    expect(restrictionFromError({ status: 403, code: 'EMAIL_VERIFICATION_REQUIRED', message: 'm' })).toBe('EMAIL_VERIFICATION_REQUIRED');
    expect(restrictionFromError({ status: 403, code: 'GRACE_PERIOD_EXPIRED', message: 'm' })).toBe('GRACE_PERIOD_EXPIRED');
    expect(restrictionFromError({ status: 403, code: 'FORBIDDEN', message: 'm' })).toBeNull();
    expect(restrictionFromError({ status: 400, code: 'GRACE_PERIOD_EXPIRED', message: 'm' })).toBeNull();
  });
});
