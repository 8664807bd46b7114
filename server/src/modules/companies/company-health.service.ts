import type { CompanyHealth, HealthCheck } from '@pitchside/shared-api/contracts/company-health';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import type { CompanyHealthRepository } from './company-health.repository.js';

/** How long a paid booking may wait for a manager before it is worth a warning. */
const STALE_CONFIRMATION_HOURS = 24;
const WEBHOOK_WINDOW_DAYS = 7;

/** A check that passes at zero (`okWhenZero`) or above it, with the page that fixes it when it does not. */
function check(id: HealthCheck['id'], count: number, okWhenZero: boolean, actionUrl: string): HealthCheck {
  const passed = okWhenZero ? count === 0 : count > 0;
  return { id, status: passed ? 'ok' : 'warning', count, actionUrl: passed ? null : actionUrl };
}

/** The company's readiness to take bookings and what needs a look, in one read. */
export class CompanyHealthService {
  constructor(private readonly repo: CompanyHealthRepository, private readonly clock: Clock) {}

  async check({ companyId }: CompanyScope): Promise<CompanyHealth> {
    const now = this.clock.now();
    const counts = await this.repo.counts(companyId, now, { staleHours: STALE_CONFIRMATION_HOURS, failedDays: WEBHOOK_WINDOW_DAYS });
    const checks: HealthCheck[] = [
      check('bookable_fields', counts.bookable, false, '/company/fields'),
      check('fields_without_schedule', counts.unscheduled, true, '/company/fields'),
      check('stale_confirmations', counts.stale, true, '/company/bookings'),
      check('failed_webhooks', counts.failed, true, '/company/settings/integrations'),
    ];
    return { status: checks.every((c) => c.status === 'ok') ? 'healthy' : 'attention', checkedAt: now.toISOString(), checks };
  }
}
