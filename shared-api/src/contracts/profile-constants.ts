// Zod-free: the profile texts screens show outside validation (see auth-constants.ts).

export const PROFILE_MESSAGES = {
  dateOfBirthInvalid: 'Date of birth must be a valid date between 1900-01-01 and today',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
} as const;
