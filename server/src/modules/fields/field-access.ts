import { isSuperAdmin, type Actor } from '../../lib/actor.js';

/** Drafts and archived fields exist only for their own company (and super admins); others get 404. */
export function managesCompany(actor: Actor | null, companyId: string): boolean {
  return !!actor && (isSuperAdmin(actor) || actor.companyId === companyId);
}
