import type { ActivityLogEntry, ActivityLogFilters, ActivityLogList } from '@pitchside/shared-api/contracts/activity-log';
import { ACTIVITY_LOG_LIMITS } from '@pitchside/shared-api/contracts/activity-log';
import type { CompanyScope } from '../../lib/actor.js';
import { csvTable } from '../../lib/csv.js';
import type { ActivityLogRepository } from './activity-log.repository.js';

const COLUMNS = ['time', 'actor', 'action', 'target_type', 'target_id', 'target', 'details'] as const;

export function activityCsv(entries: ActivityLogEntry[]): string {
  return csvTable(COLUMNS, entries.map((e) => [
    e.createdAt, e.actor.name, e.action, e.targetType, e.targetId ?? '', e.targetLabel ?? '', JSON.stringify(e.details),
  ]));
}

/** The company's activity log, for its owner (or a super admin naming the company): pages and a CSV export. */
export class ActivityLogService {
  constructor(private readonly repo: ActivityLogRepository) {}

  async list({ companyId }: CompanyScope, filters: ActivityLogFilters, page: number, limit: number): Promise<ActivityLogList> {
    const { logs, total } = await this.repo.page(companyId, filters, page, limit);
    return { logs, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }

  async exportCsv({ companyId }: CompanyScope, filters: ActivityLogFilters): Promise<string> {
    return activityCsv(await this.repo.all(companyId, filters, ACTIVITY_LOG_LIMITS.exportRows));
  }
}
