// Zod-free: the auth texts and limits that screens use outside validation, so that a page can show them
// without loading the validation code (which the forms load at their first validation).

/** Validation texts (docs/product/validation.md). The client translates them by this exact English key. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  weakPassword:
    'Password must be at least 8 characters and contain uppercase, lowercase letters and numbers',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  termsRequired: 'You must accept the terms and conditions',
  companyNameRequired: 'Company name is required',
  codeInvalid: 'Enter the 6-digit code from your authenticator app',
  tokenRequired: 'Token is required',
} as const;

export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MIN = 8;
/** Upper bound keeps hashing cost bounded for hostile inputs. */
export const PASSWORD_MAX = 128;

export const ACCOUNT_TYPES = ['customer', 'company'] as const;
