import { COMPANY_SETTINGS_MESSAGES as M } from '@pitchside/shared-api/contracts/company-settings';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { FastifyRequest } from 'fastify';
import { DomainError, forbidden, notFound } from '../../lib/errors.js';
import { authOf } from '../../plugins/authentication.js';

/** Who asks, as the owner-only company pages see them. */
export interface CompanyActor {
  userId: string;
  role: Role;
  tenantId: string;
}

/** The signed-in caller of a company route, as the company services see them. */
export function companyActorOf(request: FastifyRequest): CompanyActor {
  const { user } = authOf(request);
  return { userId: user.id, role: user.role, tenantId: user.tenantId };
}

export interface CompanyLookups {
  existsInTenant(companyId: string, tenantId: string): Promise<boolean>;
  ownedCompanyId(userId: string): Promise<string | undefined>;
}

/**
 * The company an owner-only page acts on (spec §6: the owner, or a super admin naming the company with
 * `companyId`). Employees and customers are refused with the spec's text; an owner naming another company
 * is refused likewise, and a super admin naming an unknown one gets 404.
 */
export async function ownerCompanyOf(lookups: CompanyLookups, actor: CompanyActor, requested: string | undefined): Promise<string> {
  if (actor.role === 'SUPER_ADMIN') {
    if (!requested) {
      throw new DomainError('invalid', API_ERROR_CODES.validation, M.companyIdRequired, { errors: [{ field: 'companyId', message: M.companyIdRequired }] });
    }
    if (!(await lookups.existsInTenant(requested, actor.tenantId))) throw notFound(M.companyNotFound);
    return requested;
  }
  if (actor.role !== 'COMPANY_OWNER') throw forbidden(M.noPermission);
  const owned = await lookups.ownedCompanyId(actor.userId);
  if (!owned || (requested !== undefined && requested !== owned)) throw forbidden(M.noPermission);
  return owned;
}
