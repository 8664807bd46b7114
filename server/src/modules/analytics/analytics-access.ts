import { COMPANY_SETTINGS_MESSAGES as M } from '@pitchside/shared-api/contracts/company-settings';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { Permission, Role } from '@pitchside/shared-api/contracts/session-user';
import { DomainError, forbidden } from '../../lib/errors.js';
import type { CompanyRepository } from '../companies/company.repository.js';

export interface AnalyticsActor { userId: string; role: Role; tenantId: string; permissions: readonly Permission[] }

/**
 * The company whose figures the caller reads: their own (owner, or employee — the route already asked for
 * VIEW_ANALYTICS); a super admin names one. Naming another company is refused like any stranger.
 */
export async function analyticsCompanyOf(companies: CompanyRepository, actor: AnalyticsActor, requested: string | undefined): Promise<string> {
  if (actor.role === 'SUPER_ADMIN') {
    if (!requested) throw new DomainError('invalid', API_ERROR_CODES.validation, M.companyIdRequired, { errors: [{ field: 'companyId', message: M.companyIdRequired }] });
    return requested;
  }
  const membership = actor.role === 'COMPANY_OWNER' || actor.role === 'EMPLOYEE' ? await companies.findMembership(actor.userId) : undefined;
  if (!membership || (requested !== undefined && requested !== membership.companyId)) throw forbidden(M.noPermission);
  return membership.companyId;
}
