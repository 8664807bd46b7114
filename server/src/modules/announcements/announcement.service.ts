/**
 * Announcements and newsletters (docs/product/emails.md#announcements-and-newsletters): a super admin writes
 * to an audience; the announcement, one pending delivery per recipient and channel, its audit entry and the
 * delivery jobs (one per batch of recipients) are written in one transaction, replayed for a repeated
 * Idempotency-Key. Each job writes its batch's in-app notifications in one statement and sends its e-mails one
 * by one, each locked while it is sent, so a retried or duplicated job never delivers anything twice (a crash
 * between the relay's acceptance and the row's update may repeat one e-mail: at least once, as ADR 0020 says).
 */
import { randomUUID } from 'node:crypto';
import {
  ANNOUNCEMENT_MESSAGES as M,
  type AnnouncementCreated, type AnnouncementDraft, type AnnouncementKind, type AnnouncementList,
} from '@pitchside/shared-api/contracts/announcements';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking';
import type { Actor } from '../../lib/actor.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { AdminActivityRepository } from '../admin/admin-activity.repository.js';
import { replayOf, requestHash, type Answer, type IdempotencyRepository } from '../idempotency/idempotency.repository.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { batchWorker, deliverBatch, type MailingDeps } from '../mail/batch-delivery.js';
import { pickLanguage } from '../mail/mailer.js';
import { renderContent } from '../mail/templates/render.js';
import { mayEmail } from '../users/mail-consent.js';
import { ANNOUNCEMENT_MAIL_TEXTS } from './announcement-texts.js';
import type { AnnouncementRepository, AnnouncementToDeliver, PendingEmail } from './announcement.repository.js';

export const ANNOUNCEMENT_QUEUE = 'announcement-delivery';
const CREATE_SCOPE = 'POST /admin/announcements';

interface DeliveryJob { announcementId: string; batch: number }

export interface AnnouncementServiceDeps extends MailingDeps {
  repo: AnnouncementRepository;
  /** The admin module's audit trail: `announcement.sent` is written with the announcement. */
  audit: Pick<AdminActivityRepository, 'record'>;
  idempotency: IdempotencyRepository;
  jobs: JobQueue;
}

export class AnnouncementService {
  /** Recipients per delivery job (tests lower it to see several batches). */
  batchSize = 200;

  constructor(private readonly d: AnnouncementServiceDeps) {}

  /** Registers the delivery queue's worker (before the queue starts). */
  register(): void {
    const worker = batchWorker<DeliveryJob>(this.d, (job, lastTry) => this.deliverBatch(job, lastTry));
    this.d.jobs.define(ANNOUNCEMENT_QUEUE, worker.handler, worker.retry);
  }

  /**
   * Sends an announcement: 202 `{ id, recipients }`. The same key with the same body answers the first answer
   * (nothing is sent again); with another body 422. A refusal (an unknown company) is not stored.
   */
  async send(actor: Actor, draft: AnnouncementDraft, key: string): Promise<Answer<AnnouncementCreated>> {
    const hash = requestHash(CREATE_SCOPE, draft);
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const stored = await this.d.idempotency.lockAndFind(tx, actor.userId, CREATE_SCOPE, key);
      if (stored) {
        if (stored.requestHash !== hash) throw unprocessable(BOOKING_MESSAGES.idempotencyMismatch, BOOKING_ERROR_CODES.idempotencyMismatch);
        return replayOf<AnnouncementCreated>(stored);
      }
      const companyId = draft.audience === 'company' ? draft.companyId ?? null : null;
      const companyName = companyId ? await this.d.repo.companyName(tx, companyId) : null;
      if (companyId && companyName === undefined) throw notFound(M.companyNotFound);
      const id = randomUUID();
      const { recipients, batches } = await this.d.repo.insert(tx, {
        id, kind: draft.kind, title: draft.title, message: draft.message, audience: draft.audience, companyId, companyName: companyName ?? null,
        channels: draft.channels, createdBy: actor.userId, at: now,
      }, this.batchSize);
      await this.d.audit.record(tx, {
        actorId: actor.userId, action: 'announcement.sent', targetType: 'announcement', targetId: id, targetLabel: draft.title,
        after: { kind: draft.kind, audience: draft.audience, companyId, companyName, channels: draft.channels, recipients }, at: now,
      });
      for (let batch = 0; batch < batches; batch += 1) {
        await this.d.jobs.send(tx, ANNOUNCEMENT_QUEUE, { announcementId: id, batch } satisfies DeliveryJob);
      }
      const answer: Answer<AnnouncementCreated> = { data: { id, recipients }, message: M.sent };
      await this.d.idempotency.store(tx, actor.userId, CREATE_SCOPE, key, { requestHash: hash, response: answer }, now);
      return answer;
    });
  }

  list(query: { page: number; limit: number }): Promise<AnnouncementList> {
    return this.d.repo.list(query.page, query.limit);
  }

  /**
   * One batch: its in-app notifications, then its e-mails. An e-mail the relay refuses stays pending and the
   * job fails, to be retried later for what is left; on the last try it counts as failed instead.
   */
  async deliverBatch({ announcementId, batch }: DeliveryJob, lastTry: boolean): Promise<void> {
    const announcement = await this.d.repo.toDeliver(announcementId);
    if (!announcement) return;
    await this.d.repo.deliverInApp(announcementId, batch, {
      type: announcement.kind === 'newsletter' ? 'update' : 'system', title: announcement.title, message: announcement.message,
    }, this.d.clock.now());
    await deliverBatch(this.d, this.d.repo.emails(announcementId), batch, {
      name: `announcement ${announcementId}`,
      wants: (recipient) => announcement.kind !== 'newsletter' || mayEmail(recipient.settings, 'newsletter'),
      mail: (recipient) => this.mailOf(announcement, recipient),
    }, lastTry);
  }

  private mailOf(announcement: AnnouncementToDeliver, recipient: PendingEmail) {
    const language = pickLanguage(recipient.language);
    const t = ANNOUNCEMENT_MAIL_TEXTS[language];
    const kind: AnnouncementKind = announcement.kind;
    const unsubscribe = kind === 'newsletter' ? this.d.unsubscribeLinks.of(recipient.userId, 'newsletter') : undefined;
    const rendered = renderContent(language, {
      subject: t.subject[kind](announcement.title),
      heading: announcement.title,
      greeting: t.greeting(recipient.firstName),
      paragraphs: announcement.message.split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
      button: { label: t.button, url: this.link('/') },
      footer: t.footer[kind],
      ...(unsubscribe ? { unsubscribe: { ...t.unsubscribe, url: unsubscribe.url } } : {}),
    });
    return {
      to: recipient.email, ...rendered, template: `announcement-${kind}` as const, language,
      // RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the link.
      ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
    };
  }

  private link(path: string): string {
    return `${this.d.publicUrl.replace(/\/$/, '')}${path}`;
  }
}
