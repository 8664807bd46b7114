import {
  BOOKING_RULE_DEFAULTS, COMPANY_SETTINGS_MESSAGES as M, type CompanySettings, type CompanySettingsUpdate,
} from '@pitchside/shared-api/contracts/company-settings';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { CompanySettingsRepository } from './company-settings.repository.js';

/** Who asks, as the settings see them. */
export interface SettingsActor {
  userId: string;
  role: Role;
  tenantId: string;
}

/**
 * Company settings (spec §2 `/company/settings`: the owner, or a super admin acting on a company).
 * Employees and customers are refused with the spec §6 text; an owner never reaches another company.
 */
export class CompanySettingsService {
  constructor(private readonly settings: CompanySettingsRepository, private readonly clock: Clock) {}

  async get(actor: SettingsActor, requestedCompanyId?: string): Promise<CompanySettings> {
    const companyId = await this.companyOf(actor, requestedCompanyId);
    return this.found(await this.settings.read(companyId));
  }

  /** Changes only what is given; an empty change answers the settings as they are. */
  async update(actor: SettingsActor, requestedCompanyId: string | undefined, changes: CompanySettingsUpdate): Promise<CompanySettings> {
    const companyId = await this.companyOf(actor, requestedCompanyId);
    return this.found(await this.settings.update(companyId, changes.booking ?? {}, this.clock.now()));
  }

  /** Every booking rule back to its default. */
  async reset(actor: SettingsActor, requestedCompanyId?: string): Promise<CompanySettings> {
    const companyId = await this.companyOf(actor, requestedCompanyId);
    return this.found(await this.settings.update(companyId, BOOKING_RULE_DEFAULTS, this.clock.now()));
  }

  private found(settings: CompanySettings | undefined): CompanySettings {
    // The company was there a moment ago; deleted since, it is simply not found.
    if (!settings) throw notFound(M.companyNotFound);
    return settings;
  }

  private async companyOf(actor: SettingsActor, requested: string | undefined): Promise<string> {
    if (actor.role === 'SUPER_ADMIN') {
      if (!requested) {
        throw new AppError(400, API_ERROR_CODES.validation, M.companyIdRequired, { errors: [{ field: 'companyId', message: M.companyIdRequired }] });
      }
      if (!(await this.settings.existsInTenant(requested, actor.tenantId))) throw notFound(M.companyNotFound);
      return requested;
    }
    if (actor.role !== 'COMPANY_OWNER') throw forbidden(M.noPermission);
    const owned = await this.settings.ownedCompanyId(actor.userId);
    // Owners manage their own company only: naming another one is refused, as for any other stranger.
    if (!owned || (requested !== undefined && requested !== owned)) throw forbidden(M.noPermission);
    return owned;
  }
}
