// The forms' validation: the auth contracts with zod behind React Hook Form resolvers. Loaded by
// `lazyResolver` at a form's first validation, so a page shows (and hydrates) without this code.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZLoginRequestSchema,
  ZPasswordResetRequestSchema,
  ZRegisterRequestSchema,
  ZTwoFactorVerifyRequestSchema,
} from '@pitchside/shared-api/contracts/auth';
import { ZContactMessageSchema } from '@pitchside/shared-api/contracts/contact';

export const resolvers = {
  login: zodResolver(ZLoginRequestSchema),
  register: zodResolver(ZRegisterRequestSchema),
  passwordResetRequest: zodResolver(ZPasswordResetRequestSchema),
  twoFactor: zodResolver(ZTwoFactorVerifyRequestSchema),
  contact: zodResolver(ZContactMessageSchema),
};
