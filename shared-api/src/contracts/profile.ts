import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX, ZEmailSchema, ZPhoneSchema, ZStrongPasswordSchema } from './auth.js';
import { LANGUAGE_CODES } from './language.js';
import { ZSessionUserSchema } from './session-user.js';

export { IMAGE_ERROR_CODES, PROFILE_MESSAGES } from './profile-constants.js';
import { PROFILE_MESSAGES } from './profile-constants.js';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export const THEMES = ['light', 'dark'] as const;
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const PROFILE_VISIBILITIES = ['public', 'private', 'contacts'] as const;

export const ZPreferencesSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  theme: z.enum(THEMES),
  currency: z.enum(CURRENCIES),
  /** IANA zone, e.g. 'Europe/Paris'. */
  timezone: z.string().trim().max(64),
});
export type Preferences = z.infer<typeof ZPreferencesSchema>;

export const ZNotificationSettingsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  bookingReminders: z.boolean(),
  promotions: z.boolean(),
  newsletter: z.boolean(),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettingsSchema>;

export const ZPrivacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showBookingHistory: z.boolean(),
});
export type PrivacySettings = z.infer<typeof ZPrivacySettingsSchema>;

export const DEFAULT_PREFERENCES: Preferences = { language: 'en', theme: 'light', currency: 'USD', timezone: 'UTC' };
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: true,
  sms: false,
  push: true,
  bookingReminders: true,
  promotions: false,
  newsletter: false,
};
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profileVisibility: 'private',
  showEmail: false,
  showPhone: false,
  showBookingHistory: false,
};

/** 'YYYY-MM-DD', a real calendar day from 1900-01-01 up to today (date picker range, docs/product/constants.md). */
export const ZDateOfBirthSchema = z.iso
  .date({ error: PROFILE_MESSAGES.dateOfBirthInvalid })
  .refine((v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), PROFILE_MESSAGES.dateOfBirthInvalid);

/** The editable profile (docs/product/entities.md). */
export const ZProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  nationality: z.string().nullable(),
  profileImage: z.string().nullable(),
  preferences: ZPreferencesSchema,
  notificationSettings: ZNotificationSettingsSchema,
  privacySettings: ZPrivacySettingsSchema,
});
export type Profile = z.infer<typeof ZProfileSchema>;

/** What GET/PUT /auth/profile answer in `data.user`: the session user plus the full profile. */
export const ZUserProfileSchema = ZSessionUserSchema.extend(ZProfileSchema.shape).extend({
  profileImage: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof ZUserProfileSchema>;
export const ZProfileResponseSchema = z.object({ user: ZUserProfileSchema });
export type ProfileResponse = z.infer<typeof ZProfileResponseSchema>;

/** PUT /auth/profile: every field optional; nested settings are merged key by key; null clears. */
export const ZProfileUpdateRequestSchema = z.object({
  firstName: z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(100).optional(),
  lastName: z.string().trim().min(1, AUTH_MESSAGES.lastNameRequired).max(100).optional(),
  email: ZEmailSchema.optional(),
  phone: ZPhoneSchema.nullable().optional(),
  dateOfBirth: ZDateOfBirthSchema.nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  nationality: z.string().trim().max(100).nullable().optional(),
  preferences: ZPreferencesSchema.partial().optional(),
  notificationSettings: ZNotificationSettingsSchema.partial().optional(),
  privacySettings: ZPrivacySettingsSchema.partial().optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequestSchema>;

export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
      .min(1, PROFILE_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX),
    newPassword: ZStrongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }).max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
    }
    if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PROFILE_MESSAGES.newPasswordSameAsCurrent });
    }
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

/** Answer of POST /auth/profile/picture. */
export const ZProfilePictureResponseSchema = z.object({ profileImage: z.string(), user: ZUserProfileSchema });
export type ProfilePictureResponse = z.infer<typeof ZProfilePictureResponseSchema>;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
