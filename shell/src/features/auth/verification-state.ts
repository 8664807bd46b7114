import type { VerificationRestriction } from '@pitchside/shared-api/client/verification-slice';

/** Hours before the end of the grace period from which the reminder turns urgent. */
export const URGENT_WITHIN_HOURS = 48;
const HOUR_MS = 3_600_000;

/** What the banner shows to a signed-in user (docs/product/states.md: reminder, then urgent, then restricted). */
export type BannerKind = 'none' | 'reminder' | 'urgent' | 'restricted';

export interface VerificationFacts {
  signedIn: boolean;
  needsVerification: boolean;
  /** From GET /auth/verification-status when known; unknown counts as still in the grace period. */
  isInGracePeriod?: boolean;
  gracePeriodEndsAt?: string | null;
  restriction: VerificationRestriction | null;
  now: number;
}

export function bannerKind({ signedIn, needsVerification, isInGracePeriod, gracePeriodEndsAt, restriction, now }: VerificationFacts): BannerKind {
  if (!signedIn || !needsVerification) return 'none';
  if (restriction === 'GRACE_PERIOD_EXPIRED' || isInGracePeriod === false) return 'restricted';
  const endsAt = gracePeriodEndsAt ? Date.parse(gracePeriodEndsAt) : Number.NaN;
  if (Number.isNaN(endsAt)) return 'reminder';
  if (endsAt <= now) return 'restricted';
  return endsAt - now <= URGENT_WITHIN_HOURS * HOUR_MS ? 'urgent' : 'reminder';
}

/** The four dialog types of docs/product/states.md. */
export type VerificationDialogType = 'grace-expired' | 'verification-required' | 'reminder' | 'default';

/** A 403 restriction decides the type; otherwise the type the user asked for (from the banner). */
export function dialogType(restriction: VerificationRestriction | null, requested: VerificationDialogType | null): VerificationDialogType | null {
  if (restriction === 'GRACE_PERIOD_EXPIRED') return 'grace-expired';
  if (restriction === 'EMAIL_VERIFICATION_REQUIRED') return 'verification-required';
  return requested;
}
