import { ADMIN_ERROR_CODES } from '@pitchside/shared-api/contracts/admin-constants';
import { AUTH_MESSAGES } from '@pitchside/shared-api/contracts/auth-constants';
import { API_ERROR_CODES, AUTH_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';
import { EMPLOYEE_ERROR_CODES } from '@pitchside/shared-api/contracts/employee-constants';
import { IMAGE_ERROR_CODES, PROFILE_MESSAGES } from '@pitchside/shared-api/contracts/profile-constants';
import { CLIENT_ERROR_CODES, ERROR_MESSAGES } from '@pitchside/shared-api/client/api-errors';
import { AUTH_FALLBACK_MESSAGES } from '@pitchside/shared-api/client/auth-api';

/** Translation keys of the error codes the auth pages know (server codes of modules/auth and the client's). */
export const CODE_KEYS: Readonly<Record<string, string>> = {
  [AUTH_ERROR_CODES.invalidCredentials]: 'errors.invalidCredentials',
  [AUTH_ERROR_CODES.twoFactorRequired]: 'errors.twoFactorRequired',
  [AUTH_ERROR_CODES.invalidTwoFactorCode]: 'errors.invalidTwoFactorCode',
  [AUTH_ERROR_CODES.sessionExpired]: 'errors.sessionExpired',
  [AUTH_ERROR_CODES.accountLocked]: 'errors.accountLocked',
  [AUTH_ERROR_CODES.emailTaken]: 'errors.emailTaken',
  [AUTH_ERROR_CODES.invalidToken]: 'errors.invalidToken',
  [API_ERROR_CODES.network]: 'errors.network',
  [API_ERROR_CODES.validation]: 'errors.validation',
  [API_ERROR_CODES.rateLimited]: 'errors.rateLimited',
  [API_ERROR_CODES.emailVerificationRequired]: 'errors.emailVerificationRequired',
  [API_ERROR_CODES.gracePeriodExpired]: 'errors.gracePeriodExpired',
  [CLIENT_ERROR_CODES.timeout]: 'errors.timeout',
  [AUTH_ERROR_CODES.invalidCurrentPassword]: 'errors.invalidCurrentPassword',
  [AUTH_ERROR_CODES.twoFactorAlreadyEnabled]: 'errors.twoFactorAlreadyEnabled',
  [AUTH_ERROR_CODES.twoFactorNotStarted]: 'errors.twoFactorNotStarted',
  [AUTH_ERROR_CODES.twoFactorNotEnabled]: 'errors.twoFactorNotEnabled',
  // Accounts a company made for its employees.
  [EMPLOYEE_ERROR_CODES.accountDeactivated]: 'errors.accountDeactivated',
  [EMPLOYEE_ERROR_CODES.passwordChangeRequired]: 'errors.passwordChangeRequired',
  // Picture upload (server modules/files): the only multipart call of these pages.
  [API_ERROR_CODES.payloadTooLarge]: 'validation.pictureTooLarge',
  [IMAGE_ERROR_CODES.unsupportedType]: 'validation.pictureType',
  [IMAGE_ERROR_CODES.invalid]: 'validation.pictureInvalid',
  [IMAGE_ERROR_CODES.tooLarge]: 'validation.pictureDimensions',
  // Sign-up of a company account while the super admin has closed company registration.
  [ADMIN_ERROR_CODES.registrationClosed]: 'errors.registrationClosed',
};

const entries = (prefix: string, texts: Readonly<Record<string, string>>) =>
  Object.entries(texts).map(([key, text]) => [text, `${prefix}.${key}`] as const);

/**
 * Translation keys of English texts that reach the UI as they are: the contract's validation messages
 * (form fields and the server's 400 `errors` list) and the texts of docs/product/messages.md. Unknown texts show unchanged.
 */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  ...entries('validation', AUTH_MESSAGES),
  ...entries('validation', PROFILE_MESSAGES),
  [ERROR_MESSAGES.network, 'errors.network'],
  [ERROR_MESSAGES.request, 'errors.unexpected'],
  [ERROR_MESSAGES.default, 'errors.default'],
  [ERROR_MESSAGES.timeout, 'errors.timeout'],
  [AUTH_FALLBACK_MESSAGES.loginFailed, 'errors.loginFailed'],
  [AUTH_FALLBACK_MESSAGES.registrationFailed, 'errors.registrationFailed'],
  [AUTH_FALLBACK_MESSAGES.fetchProfileFailed, 'errors.fetchProfileFailed'],
  [AUTH_FALLBACK_MESSAGES.updateProfileFailed, 'errors.updateProfileFailed'],
  ['Invalid email or password', 'errors.invalidCredentials'],
  ['Validation failed. Please check your input.', 'errors.validation'],
  ['Too many requests. Please try again later.', 'errors.rateLimited'],
]);
