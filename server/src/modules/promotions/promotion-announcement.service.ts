/**
 * A promotion's e-mail to the company's past customers (docs/product/emails.md#promotions): sent once per
 * promotion to those whose `email` and `promotions` settings are on, with an in-app notification to the same
 * people. The record, one pending delivery per recipient and the delivery jobs (one per batch) are written in
 * one transaction; each job makes its deliveries one by one, each locked while it is made, reading consent
 * again when the e-mail goes out: nothing is delivered twice (an e-mail may be, in a rare crash: ADR 0020).
 */
import {
  PROMOTION_ANNOUNCEMENT_ERROR_CODES as CODES, PROMOTION_ANNOUNCEMENT_MESSAGES as M,
} from '@pitchside/shared-api/contracts/promotion-announcements';
import { PROMOTION_MESSAGES, type PromotionAnnounced, type PromotionAnnouncePreview } from '@pitchside/shared-api/contracts/promotion';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { CompanyScope } from '../../lib/actor.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { batchWorker, deliverBatch, type MailingDeps } from '../mail/batch-delivery.js';
import { pickLanguage } from '../mail/mailer.js';
import { greetingIn, renderContent } from '../mail/templates/render.js';
import { mayEmail } from '../users/mail-consent.js';
import { PROMOTION_TEXTS, type PromotionValues } from './promotion-announcement-texts.js';
import type { PastCustomer, PendingDelivery, PromotionAnnouncementRepository, PromotionToAnnounce } from './promotion-announcement.repository.js';

export const PROMOTION_ANNOUNCEMENT_QUEUE = 'promotion-announcement';

interface DeliveryJob { promotionId: string; batch: number }

export interface PromotionAnnouncementDeps extends MailingDeps {
  repo: PromotionAnnouncementRepository;
  jobs: JobQueue;
}

const wantsPromotions = (customers: PastCustomer[]) => customers.filter((c) => mayEmail(c.settings, 'promotion')).map((c) => c.userId);

/** A date and time in a zone, in the reader's language (24-hour clock). */
const dateTimeIn = (timezone: string, language: LanguageCode) => new Intl.DateTimeFormat(language, {
  day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timezone,
});

export class PromotionAnnouncementService {
  /** Recipients per delivery job (tests lower it to see several batches). */
  batchSize = 200;

  constructor(private readonly d: PromotionAnnouncementDeps) {}

  /** Registers the delivery queue's worker (before the queue starts). */
  register(): void {
    const worker = batchWorker<DeliveryJob>(this.d, (job, lastTry) => this.deliverBatch(job, lastTry));
    this.d.jobs.define(PROMOTION_ANNOUNCEMENT_QUEUE, worker.handler, worker.retry);
  }

  /** How many customers the e-mail would reach now, and when it was sent (null: not yet). */
  async preview({ companyId }: CompanyScope, id: string): Promise<PromotionAnnouncePreview> {
    const promotion = await this.d.repo.promotion(id, companyId);
    if (!promotion) throw notFound(PROMOTION_MESSAGES.promotionNotFound);
    const [customers, announcedAt] = await Promise.all([this.d.repo.pastCustomers(companyId), this.d.repo.announcedAt(id)]);
    return { recipients: wantsPromotions(customers).length, announcedAt };
  }

  /**
   * Sends the promotion to the company's past customers who want promotions now (202 `{ recipients }`): once
   * per promotion (a second time 409), only while it is switched on and not over (422).
   */
  async announce({ companyId, actor }: CompanyScope, id: string): Promise<PromotionAnnounced> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const promotion = await this.d.repo.promotion(id, companyId, tx);
      if (!promotion) throw notFound(PROMOTION_MESSAGES.promotionNotFound);
      if (!promotion.active || Date.parse(promotion.validTo) <= now.getTime()) throw unprocessable(M.expired, CODES.expired);
      const recipients = wantsPromotions(await this.d.repo.pastCustomers(companyId, tx));
      const batches = await this.d.repo.insert(tx, { promotionId: id, companyId, by: actor.userId, recipients, at: now }, this.batchSize);
      if (batches === 'announced') throw conflict(M.alreadyAnnounced, CODES.alreadyAnnounced);
      for (let batch = 0; batch < batches; batch += 1) {
        await this.d.jobs.send(tx, PROMOTION_ANNOUNCEMENT_QUEUE, { promotionId: id, batch } satisfies DeliveryJob);
      }
      return { recipients: recipients.length };
    });
  }

  /**
   * One batch: each recipient's notification and e-mail. An e-mail the relay refuses stays pending and the job
   * fails, to be retried later for what is left; on the last try it counts as failed instead.
   */
  async deliverBatch({ promotionId, batch }: DeliveryJob, lastTry: boolean): Promise<void> {
    const promotion = await this.d.repo.promotion(promotionId);
    if (!promotion) return; // deleted since: its record and deliveries went with it
    await deliverBatch(this.d, this.d.repo.deliveries(promotionId), batch, {
      name: `promotion ${promotionId}`,
      // Consent is read now: someone who turned promotions (or e-mail) off since it was sent gets nothing.
      wants: (recipient) => mayEmail(recipient.settings, 'promotion'),
      alongside: (tx, recipient, now) => {
        const language = pickLanguage(recipient.language);
        const t = PROMOTION_TEXTS[language];
        const values = this.values(promotion, language);
        return this.d.repo.notify(tx, recipient.userId, { promotionId, title: t.title(values), message: t.message(values) }, now);
      },
      mail: (recipient) => this.mailOf(promotion, recipient),
    }, lastTry);
  }

  private values(promotion: PromotionToAnnounce, language: LanguageCode): PromotionValues {
    const format = dateTimeIn(promotion.timezone, language);
    return {
      company: promotion.company, code: promotion.code, discount: promotion.discountPercent, minHours: promotion.minHours,
      validity: `${format.formatRange(new Date(promotion.validFrom), new Date(promotion.validTo))} (${promotion.timezone})`,
      until: format.format(new Date(promotion.validTo)), fields: promotion.fields,
    };
  }

  private mailOf(promotion: PromotionToAnnounce, recipient: PendingDelivery) {
    const language = pickLanguage(recipient.language);
    const t = PROMOTION_TEXTS[language];
    const values = this.values(promotion, language);
    const unsubscribe = this.d.unsubscribeLinks.of(recipient.userId, 'promotions');
    const rendered = renderContent(language, {
      subject: t.subject(values),
      heading: t.heading(values),
      greeting: greetingIn(language, recipient.firstName),
      paragraphs: t.intro(values),
      facts: [
        [t.labels.code, promotion.code],
        [t.labels.discount, `${promotion.discountPercent}%`],
        [t.labels.minimum, promotion.minHours > 0 ? t.hours(promotion.minHours) : t.noMinimum],
        [t.labels.validity, values.validity],
        [t.labels.fields, promotion.fields.length > 0 ? promotion.fields.join(', ') : t.allFields(promotion.company)],
      ],
      after: t.outro,
      button: { label: t.button, url: `${this.d.publicUrl.replace(/\/$/, '')}/fields` },
      footer: t.footer(promotion.company),
      unsubscribe: { ...t.unsubscribe, url: unsubscribe.url },
    });
    // RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the link.
    return { to: recipient.email, ...rendered, template: 'company-promotion' as const, language, headers: unsubscribe.headers };
  }
}
