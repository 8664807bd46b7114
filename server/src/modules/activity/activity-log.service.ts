import type { ActivityLogEntry, ActivityLogFilters, ActivityLogList } from '@pitchside/shared-api/contracts/activity-log';
import { ACTIVITY_LOG_LIMITS } from '@pitchside/shared-api/contracts/activity-log';
import { csvTable } from '../../lib/csv.js';
import { ownerCompanyOf, type CompanyActor, type CompanyLookups } from '../companies/company-scope.js';
import type { ActivityLogRepository } from './activity-log.repository.js';

const COLUMNS = ['time', 'actor', 'action', 'target_type', 'target_id', 'target', 'details'] as const;

export function activityCsv(entries: ActivityLogEntry[]): string {
  return csvTable(COLUMNS, entries.map((e) => [
    e.createdAt, e.actor.name, e.action, e.targetType, e.targetId ?? '', e.targetLabel ?? '', JSON.stringify(e.details),
  ]));
}

/** The company's activity log, for its owner (or a super admin naming the company): pages and a CSV export. */
export class ActivityLogService {
  constructor(private readonly repo: ActivityLogRepository, private readonly companies: CompanyLookups) {}

  async list(actor: CompanyActor, requested: string | undefined, filters: ActivityLogFilters, page: number, limit: number): Promise<ActivityLogList> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    const { logs, total } = await this.repo.page(companyId, filters, page, limit);
    return { logs, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
  }

  async exportCsv(actor: CompanyActor, requested: string | undefined, filters: ActivityLogFilters): Promise<string> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    return activityCsv(await this.repo.all(companyId, filters, ACTIVITY_LOG_LIMITS.exportRows));
  }
}
