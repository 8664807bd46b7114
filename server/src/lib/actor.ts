import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';

/**
 * Who a request acts as, as every service sees them: one type for customers, staff, owners and super admins.
 * Built once per request from the session (plugins/authentication.ts).
 */
export interface Actor {
  userId: string;
  role: Role;
  tenantId: string;
  /** Effective permissions: owners and super admins hold every one, employees their live grant. */
  permissions: readonly Permission[];
  /** The company the user owns or works for; null for customers and super admins. */
  companyId: string | null;
}

/**
 * The company a company route acts on, resolved once per request before the handler runs
 * (plugins/company-scope.ts): the caller's own company, or the one a super admin named.
 */
export interface CompanyScope {
  companyId: string;
  actor: Actor;
}

export const isSuperAdmin = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'SUPER_ADMIN';
