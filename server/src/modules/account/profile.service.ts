import { AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/auth';
import type { ProfileUpdateRequest, UserProfile } from '@pitchside/shared-api/contracts/profile';
import type { Clock } from '../../lib/clock.js';
import { conflict, isUniqueViolation, MESSAGES, notFound } from '../../lib/errors.js';
import { assertEmailVerified } from '../auth/email-verification.rules.js';
import type { EmailVerificationService } from '../auth/email-verification.service.js';
import { toSessionUser } from '../auth/session.service.js';
import { FileStorage } from '../files/file-storage.js';
import { processAvatar } from '../files/image-processing.js';
import type { UserPatch, UserRecord, UserRepository } from '../users/user.repository.js';

export interface ProfileDeps {
  users: UserRepository;
  verification: EmailVerificationService;
  storage: FileStorage;
  clock: Clock;
  graceDays: number;
}

export class ProfileService {
  constructor(private readonly d: ProfileDeps) {}

  async get(user: UserRecord): Promise<UserProfile> {
    const membership = await this.d.users.findMembership(user.id);
    return {
      ...toSessionUser(user, membership?.companyId ?? null),
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      gender: user.gender,
      nationality: user.nationality,
      profileImage: user.profileImage,
      preferences: user.preferences,
      notificationSettings: user.notificationSettings,
      privacySettings: user.privacySettings,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /**
   * Nested settings merge key by key. A new e-mail address needs a verified current one (it is a
   * restricted action), must be free in the tenant, and starts unverified with a fresh link.
   */
  async update(user: UserRecord, input: ProfileUpdateRequest): Promise<UserProfile> {
    const now = this.d.clock.now();
    const patch: UserPatch = {};
    for (const key of ['firstName', 'lastName', 'phone', 'dateOfBirth', 'gender', 'nationality'] as const) {
      if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
    }
    if (input.preferences) patch.preferences = { ...user.preferences, ...input.preferences };
    if (input.notificationSettings) patch.notificationSettings = { ...user.notificationSettings, ...input.notificationSettings };
    if (input.privacySettings) patch.privacySettings = { ...user.privacySettings, ...input.privacySettings };
    const newEmail = input.email?.toLowerCase();
    const emailChanges = newEmail !== undefined && newEmail !== user.email;
    if (emailChanges) {
      assertEmailVerified(user, now, this.d.graceDays);
      if (await this.d.users.findByEmail(user.tenantId, newEmail)) throw conflict(MESSAGES.emailTaken, AUTH_ERROR_CODES.emailTaken);
      patch.email = newEmail;
      patch.emailVerifiedAt = null;
    }
    let updated: UserRecord | undefined;
    try {
      updated = await this.d.users.update(user.id, patch, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, AUTH_ERROR_CODES.emailTaken);
      throw error;
    }
    if (!updated) throw notFound('User not found');
    if (emailChanges) {
      const token = await this.d.verification.createToken(updated);
      this.d.verification.mailToken(updated, token, 'verify-email', updated.preferences.language);
    }
    return this.get(updated);
  }

  /** Stores the re-encoded picture, then forgets the previous one. */
  async setPicture(user: UserRecord, upload: Buffer): Promise<UserProfile> {
    const image = await processAvatar(upload);
    const relative = await this.d.storage.save(`profile-images/${user.id}`, image.extension, image.data);
    const updated = await this.d.users.update(user.id, { profileImage: FileStorage.urlFor(relative) }, this.d.clock.now());
    if (!updated) throw notFound('User not found');
    const previous = FileStorage.relativeFromUrl(user.profileImage);
    if (previous) await this.d.storage.remove(previous);
    return this.get(updated);
  }
}
