import {
  BOOKING_RULE_DEFAULTS, COMPANY_SETTINGS_MESSAGES as M, type BookingRules, type CompanySettings, type CompanySettingsUpdate,
} from '@pitchside/shared-api/contracts/company-settings';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import { ownerCompanyOf, type CompanyActor } from './company-scope.js';
import type { CompanySettingsRepository } from './company-settings.repository.js';

/** Who asks, as the settings see them. */
export type SettingsActor = CompanyActor;

/**
 * Company settings (spec §2 `/company/settings`: the owner, or a super admin acting on a company).
 * Employees and customers are refused with the spec §6 text; an owner never reaches another company.
 */
export class CompanySettingsService {
  constructor(private readonly db: Db, private readonly settings: CompanySettingsRepository, private readonly clock: Clock) {}

  async get(actor: SettingsActor, requestedCompanyId?: string): Promise<CompanySettings> {
    const companyId = await this.companyOf(actor, requestedCompanyId);
    return this.found(await this.settings.read(companyId));
  }

  /** Changes only what is given; an empty change answers the settings as they are. */
  async update(actor: SettingsActor, requestedCompanyId: string | undefined, changes: CompanySettingsUpdate): Promise<CompanySettings> {
    const companyId = await this.companyOf(actor, requestedCompanyId);
    return this.found(await this.write(actor, companyId, changes.booking ?? {}, 'settings.updated'));
  }

  /** Every booking rule back to its default. */
  async reset(actor: SettingsActor, requestedCompanyId?: string): Promise<CompanySettings> {
    const companyId = await this.companyOf(actor, requestedCompanyId);
    return this.found(await this.write(actor, companyId, BOOKING_RULE_DEFAULTS, 'settings.reset'));
  }

  /** The change and its entry in the activity log, in one transaction (an empty change is not logged). */
  private write(actor: SettingsActor, companyId: string, rules: Partial<BookingRules>, action: string) {
    const now = this.clock.now();
    if (Object.values(rules).every((value) => value === undefined)) return this.settings.read(companyId);
    return this.db.transaction(async (tx) => {
      const settings = await this.settings.update(companyId, rules, now, tx);
      if (settings) {
        await recordActivity(tx, {
          companyId, actorId: actor.userId, action, targetType: 'settings', targetId: null, targetLabel: 'booking', details: { booking: rules }, at: now,
        });
      }
      return settings;
    });
  }

  private found(settings: CompanySettings | undefined): CompanySettings {
    // The company was there a moment ago; deleted since, it is simply not found.
    if (!settings) throw notFound(M.companyNotFound);
    return settings;
  }

  private companyOf(actor: SettingsActor, requested: string | undefined): Promise<string> {
    return ownerCompanyOf(this.settings, actor, requested);
  }
}
