import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import type { AuthContext } from '../../plugins/authentication.js';
import type { CompanyRepository } from '../companies/company.repository.js';

/** Who is asking about fields: their company (owned or worked for) decides which unlisted fields they see. */
export interface FieldActor {
  userId: string;
  role: Role;
  permissions: readonly Permission[];
  /** The company owned or worked for; null for customers and super admins without one. */
  companyId: string | null;
  /** Super admins run the platform: they reach every company's fields. */
  isSuperAdmin: boolean;
}

/** The actor of a request, or null when nobody is signed in (one query for signed-in callers). */
export async function fieldActor(companies: CompanyRepository, auth: AuthContext | null): Promise<FieldActor | null> {
  if (!auth) return null;
  const { role } = auth.user;
  const membership = role === 'COMPANY_OWNER' || role === 'EMPLOYEE' ? await companies.findMembership(auth.user.id) : undefined;
  return {
    userId: auth.user.id,
    role,
    permissions: auth.permissions,
    companyId: membership?.companyId ?? null,
    isSuperAdmin: role === 'SUPER_ADMIN',
  };
}

/** Drafts and archived fields exist only for their own company (and super admins); others get 404. */
export function managesCompany(actor: FieldActor | null, companyId: string): boolean {
  return !!actor && (actor.isSuperAdmin || actor.companyId === companyId);
}
