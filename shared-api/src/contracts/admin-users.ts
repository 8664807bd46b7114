import { z } from 'zod';
import { ZPaginationSchema } from './field.js';
import { ZMoneyListSchema } from './money.js';
import { ROLES } from './roles.js';
import { count, limit, page, search, ZAdminReasonSchema } from './admin-primitives.js';

// The super admin's accounts (look, lock, unlock, help), under /api/v1/admin/users (see admin.ts).

export const ADMIN_USER_STATUSES = ['active', 'locked', 'unverified'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const ZAdminUserListQuerySchema = z.object({
  /** Part of the e-mail or the name. */
  search,
  role: z.enum(ROLES).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  page,
  limit,
});
export type AdminUserListQuery = Omit<z.input<typeof ZAdminUserListQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };

export const ZAdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Locked first, then unverified, else active. */
  status: z.enum(ADMIN_USER_STATUSES),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  companyName: z.string().nullable(),
  lastActiveAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserListSchema = z.object({ data: z.array(ZAdminUserSchema), pagination: ZPaginationSchema });
export type AdminUserList = z.infer<typeof ZAdminUserListSchema>;

export const ZAdminUserDetailSchema = ZAdminUserSchema.extend({
  phone: z.string().nullable(),
  language: z.string(),
  lockedAt: z.iso.datetime().nullable(),
  lockReason: z.string().nullable(),
  company: z.object({ id: z.uuid(), name: z.string(), relation: z.enum(['owner', 'employee']) }).nullable(),
  bookingsCount: count,
  /** What the account paid for bookings, less refunds, per currency. */
  paymentsTotal: ZMoneyListSchema,
});
export type AdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

export const ZLockUserSchema = z.object({ reason: ZAdminReasonSchema });
export type LockUser = z.input<typeof ZLockUserSchema>;
