// Zod-free constants: imported by the client's start-up code, which must not pull zod into the
// home page's bundle. The schemas built on them live in session-user.ts.

export const ROLES = ['SUPER_ADMIN', 'COMPANY_OWNER', 'EMPLOYEE', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'MANAGE_FIELDS',
  'MANAGE_RESERVATIONS',
  'MANAGE_SCHEDULES',
  'SCAN_QR_CODES',
  'VIEW_ANALYTICS',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Tenant used when a request names none. */
export const DEFAULT_TENANT_ID = 'default-tenant';

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
