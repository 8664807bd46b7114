// Zod-free: the profile texts screens show outside validation (see auth-constants.ts).

/** Codes of a refused picture upload, beside `API_ERROR_CODES.payloadTooLarge`. */
export const IMAGE_ERROR_CODES = {
  unsupportedType: 'UNSUPPORTED_FILE_TYPE',
  invalid: 'INVALID_IMAGE',
  tooLarge: 'IMAGE_TOO_LARGE',
} as const;

export const PROFILE_MESSAGES = {
  dateOfBirthInvalid: 'Date of birth must be a valid date between 1900-01-01 and today',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
} as const;
