import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { assertEmailVerified, verificationStatus } from '../../src/modules/auth/email-verification.rules.js';
import { DomainError, MESSAGES } from '../../src/lib/errors.js';

const created = new Date('2026-03-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('e-mail verification grace period', () => {
  it('a verified account needs nothing and has no grace period', () => {
    const status = verificationStatus({ createdAt: created, emailVerifiedAt: created }, new Date(created.getTime() + 30 * day), 7);
    expect(status).toEqual({ isVerified: true, isInGracePeriod: false, needsVerification: false, gracePeriodEndsAt: null });
  });

  it('an unverified account is in grace until exactly created + N days', () => {
    const user = { createdAt: created, emailVerifiedAt: null };
    const justBefore = verificationStatus(user, new Date(created.getTime() + 7 * day - 1), 7);
    const atEnd = verificationStatus(user, new Date(created.getTime() + 7 * day), 7);
    expect(justBefore).toMatchObject({ isVerified: false, isInGracePeriod: true, needsVerification: true });
    expect(justBefore.gracePeriodEndsAt).toBe('2026-03-08T12:00:00.000Z');
    expect(atEnd.isInGracePeriod).toBe(false);
    expect(atEnd.needsVerification).toBe(true);
  });

  it('the grace length is configurable, including zero', () => {
    const user = { createdAt: created, emailVerifiedAt: null };
    expect(verificationStatus(user, new Date(created.getTime() + 2 * day), 3).isInGracePeriod).toBe(true);
    expect(verificationStatus(user, created, 0).isInGracePeriod).toBe(false);
  });

  it('restricted actions answer 403 with the code of the dialog to show', () => {
    const user = { createdAt: created, emailVerifiedAt: null };
    const during = () => assertEmailVerified(user, new Date(created.getTime() + day), 7);
    const after = () => assertEmailVerified(user, new Date(created.getTime() + 8 * day), 7);
    expect(during).toThrowError(DomainError);
    try { during(); } catch (e) {
      expect(e).toMatchObject({ kind: 'forbidden', code: API_ERROR_CODES.emailVerificationRequired, message: MESSAGES.emailVerificationRequired });
    }
    try { after(); } catch (e) {
      expect(e).toMatchObject({ kind: 'forbidden', code: API_ERROR_CODES.gracePeriodExpired, message: MESSAGES.gracePeriodExpired });
    }
    expect(() => assertEmailVerified({ createdAt: created, emailVerifiedAt: created }, new Date(), 7)).not.toThrow();
  });
});
