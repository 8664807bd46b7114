import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format } from 'date-fns';
import type { Analytics, AnalyticsPeriod } from '@pitchside/shared-api/contracts/company-analytics';
import { COMPANY_SETTINGS_MESSAGES } from '@pitchside/shared-api/contracts/company-settings';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db } from '../../db/client.js';
import type { Actor, CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { csvMoney, csvTable } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { renderContent } from '../mail/templates/render.js';
import { EXPORT_MAIL_TEXTS } from './analytics-export-texts.js';
import { renderAnalyticsReport } from './analytics-pdf.js';
import { analyticsFrom } from './analytics-figures.js';
import type { AnalyticsRepository } from './analytics.repository.js';
import { companyZoneAndCurrency } from './dashboard.repository.js';

export const ANALYTICS_EXPORT_QUEUE = 'analytics-export';

export interface PeriodRequest { period: AnalyticsPeriod; startDate?: string | undefined; endDate?: string | undefined }
export type ExportFormat = 'csv' | 'pdf';
interface ExportJob extends PeriodRequest {
  companyId: string; tenantId: string; to: string; firstName: string; language: LanguageCode;
  /** Absent in jobs queued before PDF exports: CSV. */
  format?: ExportFormat;
  /** Whether the person asking sees customers' e-mail addresses (absent: no). */
  showEmails?: boolean;
}

/** An export file: its name, type and bytes. */
export interface ExportFile { filename: string; contentType: string; content: string | Buffer }

/** The local days a period covers, ending today in the company's zone (a custom one as given). */
export function periodDays(request: PeriodRequest, now: Date, timezone: string): { startDate: string; endDate: string } {
  if (request.period === 'custom') return { startDate: request.startDate!, endDate: request.endDate! };
  const today = new TZDate(now.getTime(), timezone);
  const start = request.period === '7d' ? addDays(today, -6) : request.period === '30d' ? addDays(today, -29) : addDays(addMonths(today, -3), 1);
  return { startDate: format(start, 'yyyy-MM-dd'), endDate: format(today, 'yyyy-MM-dd') };
}


/**
 * The period as CSV: one row per day, then the totals; a revenue column per currency (never summed across
 * currencies), so each column adds up to its total.
 */
export function analyticsCsv(analytics: Analytics): string {
  const revenue = (list: Analytics['totals']['revenue']) => analytics.currencies.map((c) => csvMoney(list.find((m) => m.currency === c)?.amount ?? 0));
  return csvTable(['date', 'bookings_made', 'games_played', ...analytics.currencies.map((c) => `revenue_${c}`)], [
    ...analytics.revenueByDay.map((day) => [day.date, String(day.bookingsMade), String(day.gamesPlayed), ...revenue(day.revenue)]),
    ['total', String(analytics.totals.bookingsMade), String(analytics.totals.gamesPlayed), ...revenue(analytics.totals.revenue)],
  ]);
}

/** Staff who may see customers' contacts (as on the company's bookings list) see their e-mail addresses. */
const seesContacts = (actor: Pick<Actor, 'role' | 'permissions'>) =>
  actor.role !== 'EMPLOYEE' || actor.permissions.includes('MANAGE_RESERVATIONS');

/** Company analytics (owner, employees who view analytics, super admin naming the company) and their export. */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly repo: AnalyticsRepository,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  register(): void {
    this.jobs.define<ExportJob>(ANALYTICS_EXPORT_QUEUE, (job) => this.mailExport(job));
  }

  analytics({ companyId, actor }: CompanyScope, request: PeriodRequest): Promise<Analytics> {
    return this.compute(companyId, actor.tenantId, request, seesContacts(actor));
  }

  /** The file now (CSV or PDF); with `email`, a job also mails it (attached) to the person asking. */
  async exportFile({ companyId, actor }: CompanyScope, recipient: { email: string; firstName: string; language: LanguageCode },
    request: PeriodRequest & { email: boolean; format: ExportFormat }): Promise<ExportFile & { mailedTo: string | null }> {
    const showEmails = seesContacts(actor);
    const file = await this.file(companyId, actor.tenantId, request, request.format, recipient.language, showEmails);
    if (request.email) {
      const { period, startDate, endDate, format: kind } = request;
      await this.jobs.send(this.db, ANALYTICS_EXPORT_QUEUE, {
        companyId, tenantId: actor.tenantId, period, startDate, endDate, to: recipient.email, firstName: recipient.firstName, language: recipient.language, format: kind, showEmails,
      } satisfies ExportJob);
    }
    return { ...file, mailedTo: request.email ? recipient.email : null };
  }

  private async mailExport(job: ExportJob): Promise<void> {
    const kind = job.format ?? 'csv';
    const file = await this.file(job.companyId, job.tenantId, job, kind, job.language, job.showEmails ?? false);
    const texts = EXPORT_MAIL_TEXTS[job.language];
    const { startDate, endDate } = periodDays(job, this.clock.now(), file.timezone);
    const rendered = renderContent(job.language, {
      subject: texts.subject(startDate, endDate), heading: texts.heading, greeting: texts.greeting(job.firstName),
      paragraphs: [texts.body(startDate, endDate, kind.toUpperCase())], footer: texts.footer,
    });
    await this.mailer.deliver({
      to: job.to, ...rendered, template: 'export-analytics', language: job.language,
      attachments: [{ filename: file.filename, contentType: file.contentType, content: file.content }],
    });
  }

  private async file(companyId: string, tenantId: string, request: PeriodRequest, kind: ExportFormat, language: LanguageCode, showEmails: boolean)
    : Promise<ExportFile & { timezone: string }> {
    const company = await companyZoneAndCurrency(this.db, companyId, tenantId);
    if (!company) throw notFound(COMPANY_SETTINGS_MESSAGES.companyNotFound);
    const analytics = await this.compute(companyId, tenantId, request, showEmails);
    const name = `analytics-${analytics.startDate}-to-${analytics.endDate}.${kind}`;
    if (kind === 'pdf') {
      return { filename: name, contentType: 'application/pdf', content: await renderAnalyticsReport(analytics, company.name, language), timezone: company.timezone };
    }
    return { filename: name, contentType: 'text/csv; charset=utf-8', content: analyticsCsv(analytics), timezone: company.timezone };
  }

  private async compute(companyId: string, tenantId: string, request: PeriodRequest, showEmails: boolean): Promise<Analytics> {
    const company = await companyZoneAndCurrency(this.db, companyId, tenantId);
    if (!company) throw notFound(COMPANY_SETTINGS_MESSAGES.companyNotFound);
    const { startDate, endDate } = periodDays(request, this.clock.now(), company.timezone);
    const frame = { period: request.period, startDate, endDate, timezone: company.timezone, primaryCurrency: company.primaryCurrency };
    const aggregates = await this.repo.aggregates({ companyId, ...frame });
    return analyticsFrom(aggregates, { ...frame, showEmails });
  }
}

