// Zod-free constants shared by the server and the client's start-up code (see roles.ts for why).

/** Error codes the client itself produces or reacts to (docs/product/messages.md). */
export const API_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  request: 'REQUEST_ERROR',
  validation: 'VALIDATION_ERROR',
  emailVerificationRequired: 'EMAIL_VERIFICATION_REQUIRED',
  gracePeriodExpired: 'GRACE_PERIOD_EXPIRED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  /** A body, file or picture over its size limit (413). */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
} as const;

/** Codes the auth endpoints answer with, beyond API_ERROR_CODES. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  invalidTwoFactorCode: 'INVALID_TWO_FACTOR_CODE',
  sessionExpired: 'SESSION_EXPIRED',
  accountLocked: 'ACCOUNT_LOCKED',
  emailTaken: 'EMAIL_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  twoFactorAlreadyEnabled: 'TWO_FACTOR_ALREADY_ENABLED',
  twoFactorNotStarted: 'TWO_FACTOR_NOT_STARTED',
  twoFactorNotEnabled: 'TWO_FACTOR_NOT_ENABLED',
} as const;

/** Headers set on every signed-in answer (docs/product/api.md). */
export const EMAIL_VERIFICATION_HEADERS = {
  required: 'x-email-verification-required',
  gracePeriodActive: 'x-grace-period-active',
} as const;
