import { z } from 'zod';

import { PERMISSIONS, ROLES } from './roles.js';

export { DEFAULT_TENANT_ID, PERMISSIONS, ROLES, type Permission, type Role } from './roles.js';
export const ZRoleSchema = z.enum(ROLES);
export const ZPermissionSchema = z.enum(PERMISSIONS);

/** The signed-in user as kept by the client and returned by login, register and profile calls. */
export const ZSessionUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  role: ZRoleSchema,
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable().optional(),
  emailVerified: z.boolean(),
  companyId: z.string().nullable().optional(),
  /** Signed in with the temporary password of an employee welcome e-mail: it must be changed first. */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof ZSessionUserSchema>;

/** Claims of the access token (JWT): `sub`, `role`, `permissions`, `exp` in seconds, `tenantId`. */
export const ZAccessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: ZRoleSchema,
  permissions: z.array(ZPermissionSchema),
  exp: z.number().int(),
  tenantId: z.string(),
});
export type AccessTokenClaims = z.infer<typeof ZAccessTokenClaimsSchema>;
