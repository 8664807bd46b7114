/**
 * Notices of changes outside a booking's own life (docs/product/emails.md#other-notices): a refund staff
 * made, a field closed over booked slots, a plan changed, ended or not renewed, an employee's account created
 * or deactivated. Lower modules (payments, fields, employees, subscriptions) write a job in the transaction of
 * the change (they only know the small notice type they hand over, wired in services.ts); the job reads what
 * it tells when it runs, writes the in-app notification once (its source key) and sends the e-mail in the
 * reader's language, so a retried job writes nothing twice (e-mail: at least once, ADR 0020).
 */
import { BOOKING_DEFAULTS } from '@pitchside/shared-api/contracts/booking';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import type { SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { greetingIn, renderContent } from '../mail/templates/render.js';
import { mayEmail, type MailConsentKind } from '../users/mail-consent.js';
import {
  ACCOUNT_NOTICE_TEXTS, type AccountNoticeCatalogue, type AccountNoticeKind, type AccountNoticeValues, type NoticeText,
} from './account-notice-texts.js';
import type { AccountNoticeRepository, NoticeBooking, NoticeReader } from './account-notice.repository.js';
import { formatDay, formatMoney } from './booking-notices.js';
import type { NotificationRepository } from './notification.repository.js';

export const ACCOUNT_NOTICE_QUEUE = 'account-notice';

/** What a job of the queue carries: the kind and the ids (and, for a plan, the facts of the moment). */
export type AccountNotice =
  | { kind: 'refund_issued'; refundId: string }
  | { kind: 'field_blocked'; blockId: string }
  | { kind: 'plan_changed'; companyId: string; from: SubscriptionPlan; to: SubscriptionPlan; charged: number; currency: string }
  | { kind: 'plan_ended'; companyId: string; plan: SubscriptionPlan }
  | { kind: 'renewal_failed'; companyId: string; plan: SubscriptionPlan; amount: number; currency: string }
  | { kind: 'employee_created'; employeeId: string }
  | { kind: 'employee_deactivated'; employeeId: string };

/** Records a notice in the transaction of its change. */
export type AccountNoticeSink = (tx: Executor, notice: AccountNotice) => Promise<void>;

/** The refund is not settled yet when the job runs: the job fails and is tried again a little later. */
export class RefundNotSettled extends Error {}

export interface AccountNoticesDeps {
  jobs: JobQueue;
  repo: AccountNoticeRepository;
  notifications: NotificationRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}

interface Telling<K extends AccountNoticeKind> {
  kind: K;
  /** The e-mail's template name (the outbox and the logs show it). */
  template: `booking-${string}` | `company-${string}`;
  type: NotificationType;
  /** Unique per reader: the notification is written once whatever the retries. */
  sourceKey: string;
  consent: MailConsentKind;
  values: (language: LanguageCode, t: AccountNoticeCatalogue) => AccountNoticeValues[K];
  facts?: (language: LanguageCode, t: AccountNoticeCatalogue) => [string, string][];
  footer: (t: AccountNoticeCatalogue) => string;
  link?: string;
}

/** A booking's place and time, as the booking e-mails write them. */
function bookingFacts(booking: NoticeBooking, language: LanguageCode, t: AccountNoticeCatalogue): [string, string][] {
  return [
    [t.labels.field, `${booking.field}, ${booking.city}`],
    [t.labels.when, `${formatDay(booking.date, language)}, ${booking.start}–${booking.end} (${booking.timezone})`],
    [t.labels.number, booking.number],
  ];
}

/** From one instant to another, in the field's zone and the reader's language, 24-hour clock. */
function formatPeriod(start: string, end: string, timezone: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timezone,
  }).formatRange(new Date(start), new Date(end));
}

export class AccountNotices {
  constructor(private readonly d: AccountNoticesDeps) {}

  /** Registers the queue's workers (before the queue starts): notices are independent e-mails, run several at a time. */
  register(): void {
    this.d.jobs.define<AccountNotice>(ACCOUNT_NOTICE_QUEUE, (notice, job) => this.deliver(notice, job.id), { concurrent: true });
  }

  /** Writes the notice's job in the caller's transaction: it exists exactly when the change commits. */
  enqueue(tx: Executor, notice: AccountNotice): Promise<void> {
    return this.d.jobs.send(tx, ACCOUNT_NOTICE_QUEUE, notice);
  }

  /** The job. `jobId` names this occurrence of a notice that has no id of its own (a plan change, a deactivation). */
  async deliver(notice: AccountNotice, jobId: string): Promise<void> {
    switch (notice.kind) {
      case 'refund_issued': return this.refundIssued(notice.refundId);
      case 'field_blocked': return this.fieldBlocked(notice.blockId);
      case 'plan_changed': case 'plan_ended': case 'renewal_failed': return this.plan(notice, jobId);
      case 'employee_created': case 'employee_deactivated': return this.employee(notice, jobId);
    }
  }

  /** A refund by staff, once the card network has it: the customer is told the amount and when it arrives. */
  private async refundIssued(refundId: string): Promise<void> {
    const refund = await this.d.repo.refund(refundId);
    if (!refund || refund.status === 'failed') return; // nothing was given back: nothing to tell
    if (refund.status === 'processing') throw new RefundNotSettled(`refund ${refundId} is not settled yet`);
    const { booking } = refund;
    await this.tell(refund.customer, {
      kind: 'refundIssued', template: 'booking-refund_issued', type: 'payment', sourceKey: `refund:${refundId}`, consent: 'receipt', link: this.link(`/bookings/${booking.id}`),
      values: (language) => ({
        amount: formatMoney(refund.amount, refund.currency, language), number: booking.number, field: booking.field,
        refundDays: BOOKING_DEFAULTS.refundBusinessDays,
      }),
      facts: (language, t) => [
        ...bookingFacts(booking, language, t),
        [t.labels.refund, formatMoney(refund.amount, refund.currency, language)],
        ...(refund.reason ? [[t.labels.reason, refund.reason] as [string, string]] : []),
      ],
      footer: (t) => t.footers.customer,
    });
  }

  /** A block over booked slots: each customer whose booking it falls on, once per booking. */
  private async fieldBlocked(blockId: string): Promise<void> {
    const block = await this.d.repo.block(blockId, this.d.clock.now());
    if (!block) return; // removed before the job ran: nothing changed for anyone
    for (const { booking, customer } of block.bookings) {
      const closure = (language: LanguageCode) => formatPeriod(block.start, block.end, booking.timezone, language);
      await this.tell(customer, {
        kind: 'fieldBlocked', template: 'booking-field_blocked', type: 'alert', sourceKey: `block:${blockId}:${booking.id}`, consent: 'transactional',
        link: this.link(`/bookings/${booking.id}`),
        values: (language, t) => ({
          company: block.company, field: booking.field, closure: t.blockTypes[block.type], date: formatDay(booking.date, language),
          start: booking.start, end: booking.end, number: booking.number,
        }),
        facts: (language, t) => [
          [t.labels.closed, `${closure(language)} (${booking.timezone})`],
          ...bookingFacts(booking, language, t),
        ],
        footer: (t) => t.footers.customer,
      });
    }
  }

  /** The company's plan: changed, ended with its period, or not renewed. The owner is told. */
  private async plan(notice: Extract<AccountNotice, { kind: 'plan_changed' | 'plan_ended' | 'renewal_failed' }>, jobId: string): Promise<void> {
    const owner = await this.d.repo.owner(notice.companyId);
    if (!owner) return;
    const common = { sourceKey: `subscription:${jobId}`, link: this.link('/company/upgrade'), footer: (t: AccountNoticeCatalogue) => t.footers.owner(owner.company) };
    if (notice.kind === 'plan_changed') {
      const amount = (language: LanguageCode) => (notice.charged > 0 ? formatMoney(notice.charged, notice.currency, language) : null);
      await this.tell(owner.reader, {
        ...common, kind: 'planChanged', template: 'company-plan_changed', type: 'system', consent: 'receipt',
        values: (language, t) => ({ company: owner.company, plan: t.planNames[notice.to], previousPlan: t.planNames[notice.from], amount: amount(language) }),
        facts: (language, t) => [
          [t.labels.plan, t.planNames[notice.to]], [t.labels.previousPlan, t.planNames[notice.from]], [t.labels.charged, amount(language) ?? t.nothingCharged],
        ],
      });
    } else if (notice.kind === 'plan_ended') {
      await this.tell(owner.reader, {
        ...common, kind: 'planEnded', template: 'company-plan_ended', type: 'system', consent: 'transactional',
        values: (_language, t) => ({ company: owner.company, plan: t.planNames[notice.plan] }),
      });
    } else {
      const amount = (language: LanguageCode) => formatMoney(notice.amount, notice.currency, language);
      await this.tell(owner.reader, {
        ...common, kind: 'renewalFailed', template: 'company-renewal_failed', type: 'alert', consent: 'transactional',
        values: (language, t) => ({ company: owner.company, plan: t.planNames[notice.plan], amount: amount(language) }),
        facts: (language, t) => [[t.labels.plan, t.planNames[notice.plan]], [t.labels.due, amount(language)]],
      });
    }
  }

  /**
   * An employee's account: created (in-app only, their welcome e-mail carries the temporary password) or
   * deactivated (in-app and by e-mail, since they can no longer sign in to read it). A deactivation undone
   * before the job ran is not told.
   */
  private async employee(notice: Extract<AccountNotice, { kind: 'employee_created' | 'employee_deactivated' }>, jobId: string): Promise<void> {
    const employee = await this.d.repo.employee(notice.employeeId);
    if (!employee) return;
    const created = notice.kind === 'employee_created';
    if (!created && employee.active) return;
    await this.tell(employee.reader, {
      kind: created ? 'employeeCreated' : 'employeeDeactivated', template: 'company-employee_deactivated', type: 'system', consent: 'transactional',
      sourceKey: created ? `employee:${notice.employeeId}:created` : `employee:${notice.employeeId}:deactivated:${jobId}`,
      values: () => ({ company: employee.company }),
      footer: (t) => t.footers.staff(employee.company),
    });
  }

  /** The in-app notification (once) and, when the notice has an e-mail and the reader's settings allow it, the e-mail. */
  private async tell<K extends AccountNoticeKind>(reader: NoticeReader, telling: Telling<K>): Promise<void> {
    const t = ACCOUNT_NOTICE_TEXTS[reader.language];
    const text: NoticeText<AccountNoticeValues[K]> = t.kinds[telling.kind];
    const values = telling.values(reader.language, t);
    await this.d.notifications.createOnce({
      userId: reader.userId, type: telling.type, title: text.title(values), message: text.message(values),
      sourceKey: telling.sourceKey, createdAt: this.d.clock.now(),
    });
    const { mail } = text;
    if (!mail || !mayEmail(reader.settings, telling.consent)) return;
    const rendered = renderContent(reader.language, {
      subject: mail.subject(values), heading: mail.heading, greeting: greetingIn(reader.language, reader.firstName),
      paragraphs: mail.intro(values), facts: telling.facts?.(reader.language, t), after: mail.outro(values),
      ...(mail.button && telling.link ? { button: { label: mail.button, url: telling.link } } : {}),
      footer: telling.footer(t),
    });
    await this.d.mailer.deliver({ to: reader.email, ...rendered, template: telling.template, language: reader.language });
  }

  private link(path: string): string {
    return `${this.d.publicUrl.replace(/\/$/, '')}${path}`;
  }
}
