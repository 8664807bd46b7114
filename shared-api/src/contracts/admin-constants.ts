// Zod-free: the admin texts and error codes that screens outside the admin area show (a closed company
// registration on the sign-up page, a suspended company), so they can without loading zod.

export const ADMIN_MESSAGES = {
  reasonRequired: 'A reason is required (3 to 500 characters)',
  alreadySuspended: 'This company is already suspended',
  notSuspended: 'This company is not suspended',
  companyNotFound: 'Company not found',
  userNotFound: 'User not found',
  alreadyLocked: 'This account is already locked',
  notLocked: 'This account is not locked',
  selfLock: 'You cannot lock your own account',
  lastSuperAdmin: 'The last super admin account cannot be locked',
  /** The company's staff, on any company call of a suspended company. */
  companySuspended: (reason: string) => `This company is suspended: ${reason}`,
  /** A customer booking a field of a suspended company. */
  bookingSuspended: 'This field’s company is suspended and takes no bookings for now',
  bannerMessageRequired: 'An enabled banner needs its English message',
  registrationClosed: 'Company registration is closed for now. Contact support to open a company account.',
  passwordResetSent: 'A password reset e-mail is on its way',
  verificationSent: 'A verification e-mail is on its way',
  emailVerified: 'E-mail address marked as verified',
} as const;

export const ADMIN_ERROR_CODES = {
  companySuspended: 'COMPANY_SUSPENDED',
  alreadySuspended: 'COMPANY_ALREADY_SUSPENDED',
  notSuspended: 'COMPANY_NOT_SUSPENDED',
  alreadyLocked: 'ACCOUNT_ALREADY_LOCKED',
  notLocked: 'ACCOUNT_NOT_LOCKED',
  selfLock: 'SELF_LOCK',
  lastSuperAdmin: 'LAST_SUPER_ADMIN',
  registrationClosed: 'COMPANY_REGISTRATION_CLOSED',
} as const;
