import { bannerKind, dialogType, type VerificationFacts } from './verification-state';

const now = Date.parse('2026-03-10T12:00:00Z');
const hoursFromNow = (h: number) => new Date(now + h * 3_600_000).toISOString();
const facts = (over: Partial<VerificationFacts> = {}): VerificationFacts => ({
  signedIn: true, needsVerification: true, restriction: null, now, ...over,
});

describe('banner kind (docs/product/states.md: reminder, then urgent, then restricted)', () => {
  it('shows nothing to visitors and verified users', () => {
    expect(bannerKind(facts({ signedIn: false }))).toBe('none');
    expect(bannerKind(facts({ needsVerification: false }))).toBe('none');
  });

  it('reminds while the end of the grace period is far or unknown', () => {
    expect(bannerKind(facts())).toBe('reminder');
    expect(bannerKind(facts({ isInGracePeriod: true, gracePeriodEndsAt: hoursFromNow(72) }))).toBe('reminder');
  });

  it('turns urgent within the last 48 hours', () => {
    expect(bannerKind(facts({ isInGracePeriod: true, gracePeriodEndsAt: hoursFromNow(48) }))).toBe('urgent');
    expect(bannerKind(facts({ isInGracePeriod: true, gracePeriodEndsAt: hoursFromNow(1) }))).toBe('urgent');
  });

  it('is restricted once the grace period is over, or after a GRACE_PERIOD_EXPIRED answer', () => {
    expect(bannerKind(facts({ isInGracePeriod: false, gracePeriodEndsAt: hoursFromNow(-1) }))).toBe('restricted');
    expect(bannerKind(facts({ isInGracePeriod: true, gracePeriodEndsAt: hoursFromNow(-1) }))).toBe('restricted');
    expect(bannerKind(facts({ restriction: 'GRACE_PERIOD_EXPIRED' }))).toBe('restricted');
  });
});

describe('dialog type', () => {
  it('follows the restriction first, then what the user opened', () => {
    expect(dialogType('GRACE_PERIOD_EXPIRED', 'reminder')).toBe('grace-expired');
    expect(dialogType('EMAIL_VERIFICATION_REQUIRED', null)).toBe('verification-required');
    expect(dialogType(null, 'reminder')).toBe('reminder');
    expect(dialogType(null, null)).toBeNull();
  });
});
