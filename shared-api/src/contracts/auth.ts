import { z } from 'zod';
import { DEFAULT_TENANT_ID, ZPermissionSchema, ZSessionUserSchema } from './session-user.js';

export { ACCOUNT_TYPES, AUTH_MESSAGES, LOGIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN } from './auth-constants.js';
import { ACCOUNT_TYPES, AUTH_MESSAGES, LOGIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN } from './auth-constants.js';

export const ZEmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** Strong password: ≥ 8 characters with upper case, lower case and a digit. */
export const ZStrongPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, AUTH_MESSAGES.weakPassword)
  .max(PASSWORD_MAX, AUTH_MESSAGES.weakPassword)
  .regex(/[a-z]/, AUTH_MESSAGES.weakPassword)
  .regex(/[A-Z]/, AUTH_MESSAGES.weakPassword)
  .regex(/[0-9]/, AUTH_MESSAGES.weakPassword);

/** International or local phone: digits with optional +, spaces, dashes, dots, parentheses; 7–15 digits. */
export const ZPhoneSchema = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, AUTH_MESSAGES.phoneRequired)
  .max(25, AUTH_MESSAGES.phoneInvalid)
  .regex(/^\+?[0-9 ().-]+$/, AUTH_MESSAGES.phoneInvalid)
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, AUTH_MESSAGES.phoneInvalid);

export const ZTwoFactorCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .trim()
  .regex(/^[0-9]{6}$/, AUTH_MESSAGES.codeInvalid);

const ZTenantIdSchema = z.string().trim().min(1).max(64).default(DEFAULT_TENANT_ID);

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(LOGIN_PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooShort),
  twoFactorCode: ZTwoFactorCodeSchema.optional(),
  tenantId: ZTenantIdSchema,
});
export type LoginRequest = z.input<typeof ZLoginRequestSchema>;

/** Data of login, register and refresh-with-user answers. The refresh token travels only as a cookie. */
export const ZAuthSessionSchema = z.object({
  accessToken: z.string(),
  user: ZSessionUserSchema,
});
export type AuthSession = z.infer<typeof ZAuthSessionSchema>;
export const ZLoginResponseSchema = ZAuthSessionSchema;
export type LoginResponse = AuthSession;

export const ZAccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof ZAccountTypeSchema>;

/** Fields of the sign-up form, without cross-field rules (reusable with `.extend`). */
export const ZRegisterFieldsSchema = z.object({
  firstName: z.string({ error: AUTH_MESSAGES.firstNameRequired }).trim().min(1, AUTH_MESSAGES.firstNameRequired).max(100),
  lastName: z.string({ error: AUTH_MESSAGES.lastNameRequired }).trim().min(1, AUTH_MESSAGES.lastNameRequired).max(100),
  email: ZEmailSchema,
  phone: ZPhoneSchema,
  password: ZStrongPasswordSchema,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }).max(PASSWORD_MAX),
  acceptTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
  accountType: ZAccountTypeSchema.default('customer'),
  companyName: z.string().trim().max(200).optional(),
  tenantId: ZTenantIdSchema,
  /** Only self-service roles; the server derives the final role from accountType. */
  role: z.enum(['CUSTOMER', 'COMPANY_OWNER']).default('CUSTOMER'),
});

export const ZRegisterRequestSchema = ZRegisterFieldsSchema.superRefine((v, ctx) => {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
  }
  if (v.accountType === 'company' && !v.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: AUTH_MESSAGES.companyNameRequired });
  }
});
export type RegisterRequest = z.input<typeof ZRegisterRequestSchema>;
export const ZRegisterResponseSchema = ZAuthSessionSchema;
export type RegisterResponse = AuthSession;

export const ZRefreshResponseSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof ZRefreshResponseSchema>;

export const ZPasswordResetRequestSchema = z.object({ email: ZEmailSchema });
export type PasswordResetRequest = z.infer<typeof ZPasswordResetRequestSchema>;

export const ZPasswordResetSchema = z
  .object({
    token: z.string({ error: AUTH_MESSAGES.tokenRequired }).trim().min(1, AUTH_MESSAGES.tokenRequired).max(200),
    password: ZStrongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }).max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type PasswordReset = z.infer<typeof ZPasswordResetSchema>;

/** Signed-in users may send an empty body; others name the address. */
export const ZResendVerificationRequestSchema = z.object({ email: ZEmailSchema.optional() });
export type ResendVerificationRequest = z.infer<typeof ZResendVerificationRequestSchema>;

export const ZTwoFactorEnableResponseSchema = z.object({
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
  secret: z.string(),
});
export type TwoFactorEnableResponse = z.infer<typeof ZTwoFactorEnableResponseSchema>;

export const ZTwoFactorVerifyRequestSchema = z.object({ code: ZTwoFactorCodeSchema });
export type TwoFactorVerifyRequest = z.infer<typeof ZTwoFactorVerifyRequestSchema>;
export const ZTwoFactorDisableRequestSchema = z.object({ code: ZTwoFactorCodeSchema });
export type TwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequestSchema>;
export const ZTwoFactorStatusSchema = z.object({ twoFactorEnabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

export const ZEmailVerificationStatusSchema = z.object({
  isVerified: z.boolean(),
  isInGracePeriod: z.boolean(),
  needsVerification: z.boolean(),
  /** ISO instant; null once verified. */
  gracePeriodEndsAt: z.string().nullable(),
});
export type EmailVerificationStatus = z.infer<typeof ZEmailVerificationStatusSchema>;

export { AUTH_ERROR_CODES, EMAIL_VERIFICATION_HEADERS } from './error-codes.js';

/** GET /companies/my-permissions: the caller's effective permissions (docs/product/roles-and-permissions.md). */
export const ZMyPermissionsResponseSchema = z.object({ permissions: z.array(ZPermissionSchema) });
export type MyPermissionsResponse = z.infer<typeof ZMyPermissionsResponseSchema>;
