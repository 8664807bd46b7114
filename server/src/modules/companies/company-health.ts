import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanySettingsQuerySchema } from '@pitchside/shared-api/contracts/company-settings';
import { ZCompanyHealthSchema, type CompanyHealth, type HealthCheck } from '@pitchside/shared-api/contracts/company-health';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ok, responses } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { Services } from '../../services.js';
import { ownerCompanyOf, type CompanyActor, type CompanyLookups } from './company-scope.js';

/** How long a paid booking may wait for a manager before it is worth a warning. */
const STALE_CONFIRMATION_HOURS = 24;
const WEBHOOK_WINDOW_DAYS = 7;

/** The company's readiness to take bookings and what needs a look, in one read. */
export class CompanyHealthService {
  constructor(private readonly db: Db, private readonly companies: CompanyLookups, private readonly clock: Clock) {}

  async check(actor: CompanyActor, requested?: string): Promise<CompanyHealth> {
    const companyId = await ownerCompanyOf(this.companies, actor, requested);
    const now = this.clock.now();
    const { rows } = await this.db.execute<{ bookable: number; unscheduled: number; stale: number; failed: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state = 'published' AND f.status = 'active') AS bookable,
        (SELECT count(*)::int FROM fields f WHERE f.company_id = ${companyId} AND f.publication_state = 'published'
            AND NOT EXISTS (SELECT 1 FROM field_schedules s WHERE s.field_id = f.id AND s.is_active)) AS unscheduled,
        (SELECT count(*)::int FROM bookings b WHERE b.company_id = ${companyId} AND b.status = 'pending' AND b.hold_expires_at IS NULL
            AND b.updated_at <= ${now}::timestamptz - make_interval(hours => ${STALE_CONFIRMATION_HOURS})) AS stale,
        (SELECT count(*)::int FROM webhook_deliveries d WHERE d.company_id = ${companyId} AND d.status = 'failed'
            AND d.created_at > ${now}::timestamptz - make_interval(days => ${WEBHOOK_WINDOW_DAYS})) AS failed`);
    const row = rows[0] ?? { bookable: 0, unscheduled: 0, stale: 0, failed: 0 };
    const checks: HealthCheck[] = [
      { id: 'bookable_fields', status: row.bookable > 0 ? 'ok' : 'warning', count: row.bookable, actionUrl: row.bookable > 0 ? null : '/company/fields' },
      { id: 'fields_without_schedule', status: row.unscheduled === 0 ? 'ok' : 'warning', count: row.unscheduled, actionUrl: row.unscheduled === 0 ? null : '/company/fields' },
      { id: 'stale_confirmations', status: row.stale === 0 ? 'ok' : 'warning', count: row.stale, actionUrl: row.stale === 0 ? null : '/company/bookings' },
      { id: 'failed_webhooks', status: row.failed === 0 ? 'ok' : 'warning', count: row.failed, actionUrl: row.failed === 0 ? null : '/company/settings/integrations' },
    ];
    return { status: checks.every((c) => c.status === 'ok') ? 'healthy' : 'attention', checkedAt: now.toISOString(), checks };
  }
}

/** GET /api/v1/companies/health. */
export const companyHealthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/health', {
    config: { auth: 'required' },
    schema: {
      tags: ['companies'], security: [{ bearerAuth: [] }], querystring: ZCompanySettingsQuerySchema,
      summary: 'Whether the company can take bookings, and what needs a look (owner, or a super admin with companyId)',
      response: responses(ZCompanyHealthSchema, 400, 401, 403, 404),
    },
  }, async (request) => {
    const { user } = authOf(request);
    return ok(await services.companyHealth.check({ userId: user.id, role: user.role, tenantId: user.tenantId }, request.query.companyId));
  });
};
