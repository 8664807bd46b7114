import type { EmailVerificationStatus } from '@pitchside/shared-api/contracts/auth';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { forbidden, MESSAGES } from '../../lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface VerifiableUser {
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

/** Grace period: an unverified account keeps full access for `graceDays` after it was created. */
export function verificationStatus(user: VerifiableUser, now: Date, graceDays: number): EmailVerificationStatus {
  const isVerified = user.emailVerifiedAt !== null;
  const endsAt = new Date(user.createdAt.getTime() + graceDays * DAY_MS);
  return {
    isVerified,
    isInGracePeriod: !isVerified && now.getTime() < endsAt.getTime(),
    needsVerification: !isVerified,
    gracePeriodEndsAt: isVerified ? null : endsAt.toISOString(),
  };
}

/** Restricted actions need a verified address: 403 with the code telling the client which dialog to show. */
export function assertEmailVerified(user: VerifiableUser, now: Date, graceDays: number): void {
  const status = verificationStatus(user, now, graceDays);
  if (status.isVerified) return;
  throw status.isInGracePeriod
    ? forbidden(MESSAGES.emailVerificationRequired, API_ERROR_CODES.emailVerificationRequired)
    : forbidden(MESSAGES.gracePeriodExpired, API_ERROR_CODES.gracePeriodExpired);
}
