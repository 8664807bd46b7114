import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { UserProfile } from '@pitchside/shared-api/contracts/profile';
import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';

/** An access token of `customer`, as the API answers a sign-in. */
export const TEST_TOKEN = makeToken({ sub: 'u1', role: 'CUSTOMER', permissions: [], exp: inOneHour() });

export const customer: SessionUser = {
  id: 'u1', email: 'ana@example.com', role: 'CUSTOMER', firstName: 'Ana', lastName: 'Diaz', emailVerified: true, profileImage: null,
};

export const profileOf = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...customer,
  phone: '+33 6 12 34 56 78',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  nationality: 'French',
  profileImage: null,
  preferences: { language: 'en', theme: 'light', currency: 'EUR', timezone: 'Europe/Paris' },
  notificationSettings: { email: true, sms: false, push: true, bookingReminders: true, promotions: false, newsletter: false },
  privacySettings: { profileVisibility: 'private', showEmail: false, showPhone: false, showBookingHistory: false },
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
