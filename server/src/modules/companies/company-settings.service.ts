import {
  BOOKING_RULE_DEFAULTS, COMPANY_SETTINGS_MESSAGES as M, type BookingRules, type CompanySettings, type CompanySettingsUpdate,
} from '@pitchside/shared-api/contracts/company-settings';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { CompanySettingsRepository } from './company-settings.repository.js';

/**
 * Company settings (the owner's `/company/settings`, or a super admin acting on a company): the booking rules.
 */
export class CompanySettingsService {
  constructor(private readonly db: Db, private readonly settings: CompanySettingsRepository, private readonly clock: Clock) {}

  async get({ companyId }: CompanyScope): Promise<CompanySettings> {
    return this.found(await this.settings.read(companyId));
  }

  /** Changes only what is given; an empty change answers the settings as they are. */
  async update(scope: CompanyScope, changes: CompanySettingsUpdate): Promise<CompanySettings> {
    return this.found(await this.write(scope, changes.booking ?? {}, 'settings.updated'));
  }

  /** Every booking rule back to its default. */
  async reset(scope: CompanyScope): Promise<CompanySettings> {
    return this.found(await this.write(scope, BOOKING_RULE_DEFAULTS, 'settings.reset'));
  }

  /** The change and its entry in the activity log, in one transaction (an empty change is not logged). */
  private write({ companyId, actor }: CompanyScope, rules: Partial<BookingRules>, action: string) {
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
}
