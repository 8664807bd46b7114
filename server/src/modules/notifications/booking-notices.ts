/**
 * Booking notices (docs/product/emails.md#booking-e-mails): the confirmation (with its calendar file), the payment receipt (with its
 * PDF), the cancellation (with its refund), the reminders the day before and 30 minutes before, and the
 * "to confirm" request to the company's owner and to its employees who manage reservations. Each is a job
 * written in the transaction of the change that causes it; the job writes the in-app notification (once,
 * whatever the retries) and sends the e-mail in the reader's language when their settings allow it then.
 */
import { BOOKING_DEFAULTS, type Booking } from '@pitchside/shared-api/contracts/booking';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { bookingCalendar } from '../bookings/booking-calendar.js';
import type { BookingEvent, BookingEventKind } from '../bookings/booking-events.js';
import type { BookingReadRepository } from '../bookings/booking-read.repository.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailAttachment, Mailer } from '../mail/mailer.js';
import { renderContent } from '../mail/templates/render.js';
import type { UnsubscribeLinks } from '../mail/unsubscribe-token.js';
import { mayEmail, type MailConsentKind, type StoredNotificationSettings } from '../users/mail-consent.js';
import { noticeContent, noticeFacts, type NoticeWording } from './booking-notice-mail.js';
import { NOTICE_TEXTS, type NoticeTextKind, type NoticeValues } from './booking-notice-texts.js';
import type { BookingNoticeRepository } from './booking-notice.repository.js';
import type { NotificationRepository } from './notification.repository.js';

export const BOOKING_NOTICE_QUEUE = 'booking-notice';

/** Card brands as written on cards (the same in every language); an unknown brand is "Card" in the reader's language. */
const BRAND_NAMES: Record<string, string | undefined> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };


/** The PDF receipt of a paid booking, in a language. */
export type ReceiptSource = (bookingId: string, language: LanguageCode) => Promise<{ filename: string; content: Buffer }>;

const TEXT_KIND: Record<BookingEventKind, NoticeTextKind> = {
  confirmed: 'confirmed',
  awaiting_confirmation: 'awaitingConfirmation',
  paid: 'paid',
  cancelled: 'cancelled',
  reminder_day_before: 'reminderDayBefore',
  reminder_soon: 'reminderSoon',
};

/** What each notice is to the customer's consent: reminders are optional, the rest is about their booking or their money. */
const CONSENT: Record<BookingEventKind, MailConsentKind> = {
  confirmed: 'transactional',
  awaiting_confirmation: 'transactional',
  paid: 'receipt',
  cancelled: 'transactional',
  reminder_day_before: 'reminder',
  reminder_soon: 'reminder',
};

const NOTIFICATION_TYPE: Record<BookingEventKind, NotificationType> = {
  confirmed: 'booking',
  awaiting_confirmation: 'booking',
  paid: 'payment',
  cancelled: 'booking',
  reminder_day_before: 'reminder',
  reminder_soon: 'reminder',
};

/** Minor units as money in the reader's language. */
export function formatMoney(minor: number, currency: string, language: LanguageCode): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A local day ('2026-06-01') written out in the reader's language. */
export function formatDay(date: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`));
}

export interface BookingNoticesDeps {
  db: Db;
  jobs: JobQueue;
  repo: BookingNoticeRepository;
  bookings: BookingReadRepository;
  notifications: NotificationRepository;
  mailer: Mailer;
  receipt: ReceiptSource | undefined;
  clock: Clock;
  publicUrl: string;
  /** The one-click unsubscribe link and headers of the reminder e-mails. */
  unsubscribeLinks: UnsubscribeLinks;
  /** The companies' own wording of their customers' e-mails. */
  wordings?: { find(companyId: string, kind: NoticeTextKind, language: LanguageCode): Promise<NoticeWording | undefined> };
}

export class BookingNotices {
  constructor(private readonly d: BookingNoticesDeps) {}

  /**
   * Registers the notice queue's workers (before the queue starts). Notices run several at a time: each is
   * about one booking and one kind, written once whatever the order (`createOnce`), and most of a notice's
   * time is spent waiting for the SMTP relay.
   */
  register(): void {
    this.d.jobs.define<BookingEvent>(BOOKING_NOTICE_QUEUE, (notice) => this.deliver(notice), { concurrent: true });
  }

  /** Writes the notice's job in the caller's transaction: it exists exactly when the change commits. */
  enqueue(tx: Executor, notice: BookingEvent): Promise<void> {
    return this.d.jobs.send(tx, BOOKING_NOTICE_QUEUE, notice);
  }

  /** Claims the reminders due now and writes their jobs, in one transaction; answers how many. */
  async remindDue(): Promise<number> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const due = await this.d.repo.claimDueReminders(tx, now);
      for (const { bookingId, kind } of due) {
        await this.enqueue(tx, { bookingId, kind: kind === 'day_before' ? 'reminder_day_before' : 'reminder_soon' });
      }
      return due.length;
    });
  }

  /**
   * The job: the notification (once) and the e-mail to the customer (a reminder only by e-mail when their
   * settings allow it now), and, when a booking awaits the company, to everyone who may confirm it.
   */
  async deliver(notice: BookingEvent): Promise<void> {
    const [booking, recipients] = await Promise.all([this.d.bookings.find(notice.bookingId), this.d.repo.recipients(notice.bookingId)]);
    if (!booking || !recipients) return; // gone (a deleted account): nobody to tell
    const reminder = notice.kind === 'reminder_day_before' || notice.kind === 'reminder_soon';
    // A reminder of a booking cancelled since it was claimed is not sent.
    if (reminder && booking.status !== 'confirmed') return;

    const { customer } = recipients;
    await this.tell(notice, booking, {
      userId: customer.id, firstName: customer.firstName, email: booking.email, language: customer.language, settings: customer.settings,
      kind: TEXT_KIND[notice.kind], link: this.link(notice.kind === 'cancelled' ? `/fields/${booking.field.id}` : `/bookings/${booking.id}`),
    });
    if (notice.kind === 'awaiting_confirmation') {
      for (const confirmer of await this.d.repo.confirmers(booking.id)) {
        await this.tell(notice, booking, {
          userId: confirmer.id, firstName: confirmer.firstName, email: confirmer.email, language: confirmer.language, settings: null,
          kind: 'newRequest', link: this.link('/company/bookings'),
        });
      }
    }
  }

  private link(path: string): string {
    return `${this.d.publicUrl.replace(/\/$/, '')}${path}`;
  }

  private async tell(notice: BookingEvent, booking: Booking, reader: {
    userId: string; firstName: string; email: string; language: LanguageCode; settings: StoredNotificationSettings; kind: NoticeTextKind; link: string;
  }): Promise<void> {
    const catalogue = NOTICE_TEXTS[reader.language];
    const text = catalogue.kinds[reader.kind];
    const values = await this.values(notice, booking, reader.language);
    await this.d.notifications.createOnce({
      userId: reader.userId, type: reader.kind === 'newRequest' ? 'booking' : NOTIFICATION_TYPE[notice.kind],
      title: text.title(values), message: text.message(values),
      sourceKey: `booking:${booking.id}:${notice.kind}`, createdAt: this.d.clock.now(),
    });

    const consent = reader.kind === 'newRequest' ? 'transactional' : CONSENT[notice.kind];
    if (!mayEmail(reader.settings, consent)) return;

    const facts = noticeFacts(reader.language, reader.kind, values, { city: booking.field.city, reason: booking.cancellationReason });
    // Mails to customers may be worded by the company; the manager's request keeps the platform's words.
    const wording = reader.kind === 'newRequest' ? undefined : await this.d.wordings?.find(booking.company.id, reader.kind, reader.language);
    // A reminder is optional: its e-mail carries the one-click link that turns reminders off.
    const unsubscribe = consent === 'reminder' ? this.d.unsubscribeLinks.of(reader.userId, 'reminders') : undefined;
    const rendered = renderContent(reader.language, {
      ...noticeContent({ language: reader.language, kind: reader.kind, values, facts, firstName: reader.firstName, link: reader.link, wording }),
      ...(unsubscribe ? { unsubscribe: { ...catalogue.unsubscribeReminders, url: unsubscribe.url } } : {}),
    });
    await this.d.mailer.deliver({
      to: reader.email, ...rendered, template: `booking-${notice.kind}`, language: reader.language,
      attachments: reader.kind === 'newRequest' ? [] : await this.attachments(notice, booking, reader.language),
      ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
    });
  }

  private async attachments(notice: BookingEvent, booking: Booking, language: LanguageCode): Promise<MailAttachment[]> {
    const catalogue = NOTICE_TEXTS[language];
    if (notice.kind === 'confirmed') {
      return [{
        filename: `${catalogue.calendarFile}-${booking.bookingNumber}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingCalendar(booking, this.d.publicUrl),
      }];
    }
    if (notice.kind === 'paid' && this.d.receipt) {
      const receipt = await this.d.receipt(booking.id, language);
      return [{ filename: receipt.filename, contentType: 'application/pdf', content: receipt.content }];
    }
    return [];
  }

  private async values(notice: BookingEvent, booking: Booking, language: LanguageCode): Promise<NoticeValues> {
    const catalogue = NOTICE_TEXTS[language];
    const values: NoticeValues = {
      field: booking.field.name,
      company: booking.company.name,
      date: formatDay(booking.date, language),
      start: booking.startTime,
      end: booking.endTime,
      timezone: booking.field.timezone,
      code: booking.confirmationCode,
      number: booking.bookingNumber,
      total: formatMoney(booking.price.total, booking.currency, language),
      customer: booking.fullName,
      arriveMinutes: BOOKING_DEFAULTS.arriveMinutesBefore,
      refundDays: BOOKING_DEFAULTS.refundBusinessDays,
    };
    if (notice.kind === 'cancelled' && notice.refundAmount) values.amount = formatMoney(notice.refundAmount, booking.currency, language);
    if (notice.kind === 'paid') {
      const payment = await this.d.repo.payment(booking.id);
      if (payment) {
        values.amount = formatMoney(payment.amount, payment.currency, language);
        values.method = payment.method === 'cash'
          ? catalogue.paidOnSite
          : `${BRAND_NAMES[payment.cardBrand ?? 'unknown'] ?? catalogue.card} •••• ${payment.cardLast4 ?? ''}`.trim();
      }
    }
    return values;
  }
}
