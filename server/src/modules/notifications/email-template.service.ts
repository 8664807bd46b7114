import {
  EMAIL_TEMPLATE_KINDS, EMAIL_TEMPLATE_PLACEHOLDERS, ZEmailTemplateInputSchema, emailTemplateId, type EmailPreview, type EmailTemplate,
  type EmailTemplateInput, type EmailTemplateList, type EmailTemplateParams,
} from '@pitchside/shared-api/contracts/email-templates';
import { BOOKING_DEFAULTS } from '@pitchside/shared-api/contracts/booking';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { Mailer } from '../mail/mailer.js';
import { renderContent } from '../mail/templates/render.js';
import { defaultWording, noticeContent, noticeFacts, type NoticeWording } from './booking-notice-mail.js';
import type { NoticeValues } from './booking-notice-texts.js';
import type { EmailTemplateRepository, StoredWording } from './email-template.repository.js';
import { formatDay, formatMoney } from './booking-notices.js';

const DAY = 86_400_000;

/** The person asking, as a preview greets them and a test reaches them by default. */
export interface Reader {
  email: string;
  firstName: string;
}

/** Where a test goes (the reader's own address when not given), and the draft to send instead of the wording in force. */
export interface TestRequest {
  email?: string | undefined;
  draft?: EmailTemplateInput | undefined;
}

/**
 * A company's wording of its customers' booking e-mails (owner or super admin): list every kind in every
 * language, change one, go back to the platform's text, preview a draft and send it as a test.
 */
export class EmailTemplateService {
  constructor(
    private readonly db: Db,
    private readonly repo: EmailTemplateRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async list({ companyId }: CompanyScope): Promise<EmailTemplateList> {
    const stored = await this.repo.list(companyId);
    const templates = EMAIL_TEMPLATE_KINDS.flatMap((kind) => LANGUAGE_CODES.map((language) =>
      this.template({ kind, language }, stored.find((w) => w.kind === kind && w.language === language))));
    return { templates, placeholders: [...EMAIL_TEMPLATE_PLACEHOLDERS] };
  }

  async save(scope: CompanyScope, params: EmailTemplateParams, input: EmailTemplateInput): Promise<EmailTemplate> {
    const wording = ZEmailTemplateInputSchema.parse(input);
    const now = this.clock.now();
    const saved = await this.db.transaction(async (tx) => {
      const stored = await this.repo.save(scope.companyId, params.kind, params.language, wording, now, tx);
      await this.log(tx, scope, 'email_template.saved', params, now);
      return stored;
    });
    return this.template(params, saved);
  }

  async reset(scope: CompanyScope, params: EmailTemplateParams): Promise<EmailTemplate> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      if (await this.repo.remove(scope.companyId, params.kind, params.language, tx)) await this.log(tx, scope, 'email_template.reset', params, now);
    });
    return this.template(params, undefined);
  }

  /** The draft (or, without one, the wording in force) rendered with a sample booking of the company. */
  async preview({ companyId }: CompanyScope, params: EmailTemplateParams, draft: EmailTemplateInput | undefined, reader: Pick<Reader, 'firstName'>): Promise<EmailPreview> {
    return this.render(companyId, params, draft && ZEmailTemplateInputSchema.parse(draft), reader);
  }

  /**
   * Sends the rendered draft (or the wording in force) to the address given, else to the person asking, over the
   * platform's mail transport (SMTP when configured).
   */
  async sendTest({ companyId }: CompanyScope, params: EmailTemplateParams, { email, draft }: TestRequest, reader: Reader): Promise<{ sentTo: string }> {
    const to = email ?? reader.email;
    const rendered = await this.render(companyId, params, draft && ZEmailTemplateInputSchema.parse(draft), reader);
    await this.mailer.deliver({ to, ...rendered, template: `booking-test-${params.kind}`, language: params.language });
    return { sentTo: to };
  }

  private async render(companyId: string, { kind, language }: EmailTemplateParams, draft: NoticeWording | undefined,
    reader: { firstName: string }): Promise<EmailPreview> {
    const company = await this.repo.companyName(companyId);
    if (company === undefined) throw notFound();
    const wording = draft ?? (await this.repo.find(companyId, kind, language));
    const values = sampleValues(company, language, this.clock.now());
    const facts = noticeFacts(language, kind, values, { city: 'Lyon', reason: kind === 'cancelled' ? values.reason ?? null : null });
    return renderContent(language, noticeContent({
      language, kind, values, facts, firstName: reader.firstName, link: `${this.publicUrl}/bookings`, wording,
    }));
  }

  private log(tx: Executor, { companyId, actor }: CompanyScope, action: string, { kind, language }: EmailTemplateParams, at: Date) {
    return recordActivity(tx, {
      companyId, actorId: actor.userId, action, targetType: 'email_template', targetId: `${kind}/${language}`, targetLabel: kind, details: { language }, at,
    });
  }

  private template({ kind, language }: EmailTemplateParams, stored: StoredWording | undefined): EmailTemplate {
    const platform = defaultWording(kind, language);
    const { subject, body, closing } = stored ?? platform;
    return {
      id: emailTemplateId({ kind, language }), kind, language, subject, body, closing,
      defaultSubject: platform.subject, defaultBody: platform.body, defaultClosing: platform.closing,
      isCustom: stored !== undefined, updatedAt: stored?.updatedAt ?? null,
    };
  }
}

/** A booking of tomorrow evening, as an example of what each placeholder becomes. */
function sampleValues(company: string, language: LanguageCode, now: Date): NoticeValues {
  const tomorrow = new Date(now.getTime() + DAY).toISOString().slice(0, 10);
  return {
    customer: 'Nadia Benali', field: 'Centre Court', company, date: formatDay(tomorrow, language), start: '18:00', end: '19:30',
    timezone: 'Europe/Paris', number: 'BK-20260601-7Q2M', code: 'K7Q2M9PX', total: formatMoney(5400, 'EUR', language),
    amount: formatMoney(5400, 'EUR', language), method: 'Visa •••• 4242', reason: 'Rain', arriveMinutes: BOOKING_DEFAULTS.arriveMinutesBefore,
    refundDays: BOOKING_DEFAULTS.refundBusinessDays,
  };
}
