import { randomBytes, randomUUID } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import {
  INTEGRATION_MESSAGES as M, WEBHOOK_ATTEMPTS, type Integrations, type WebhookEvent, type WebhookInput, type WebhookSecret,
  type WebhookTestResult, ZWebhookInputSchema,
} from '@pitchside/shared-api/contracts/company-integrations';
import type { Db, Executor } from '../../db/client.js';
import type { CompanyScope } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, invalidField } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity-log.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { BookingEvent as BookingNotice, BookingEventKind as BookingNoticeKind } from '../bookings/booking-events.js';
import type { IntegrationRepository } from './integration.repository.js';
import { UnsafeWebhookAddress, type WebhookSender } from './webhook-sender.js';

export const WEBHOOK_QUEUE = 'webhook-delivery';
const RECENT_DELIVERIES = 20;
const DAY = 86_400_000;
/** The feed spans a month back and half a year ahead, at most this many bookings. */
const FEED = { pastDays: 30, futureDays: 183, limit: 2000 };

/** The webhook event of each booking notice (reminders are not events). */
const EVENT_OF: Partial<Record<BookingNoticeKind, WebhookEvent>> = {
  awaiting_confirmation: 'booking.awaiting_confirmation',
  confirmed: 'booking.confirmed',
  paid: 'booking.paid',
  cancelled: 'booking.cancelled',
};

const invalid = invalidField;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
const newFeedToken = () => randomBytes(24).toString('base64url');

export interface IntegrationDeps {
  db: Db;
  repo: IntegrationRepository;
  jobs: JobQueue;
  sender: WebhookSender;
  clock: Clock;
  publicUrl: string;
  /** First retry of a failed delivery after this many seconds, then doubling. */
  retryDelaySeconds: number;
}

/**
 * A company's integrations (owner or super admin): the webhook that receives booking events — each
 * delivery written in the transaction of the change, then posted by a job, signed, and retried with
 * backoff up to `WEBHOOK_ATTEMPTS` tries — and the private iCalendar feed of its bookings.
 */
export class IntegrationService {
  constructor(private readonly d: IntegrationDeps) {}

  register(): void {
    this.d.jobs.define<{ deliveryId: string }>(WEBHOOK_QUEUE, ({ deliveryId }) => this.deliver(deliveryId), { limit: WEBHOOK_ATTEMPTS, delaySeconds: this.d.retryDelaySeconds });
  }

  async get({ companyId }: CompanyScope): Promise<Integrations> {
    const [webhook, deliveries, token] = await Promise.all([
      this.d.repo.find(companyId), this.d.repo.deliveries(companyId, RECENT_DELIVERIES), this.feedToken(companyId),
    ]);
    return { webhook: webhook?.webhook ?? null, deliveries, calendarFeedUrl: this.feedUrl(token) };
  }

  /** Creates the webhook (its secret shown this once) or changes its address, events or state. */
  async saveWebhook(scope: CompanyScope, input: WebhookInput): Promise<WebhookSecret> {
    const { companyId } = scope;
    const values = ZWebhookInputSchema.parse(input);
    await this.assertReachable(values.url);
    const secret = newSecret();
    const now = this.d.clock.now();
    const { webhook, created } = await this.d.db.transaction(async (tx) => {
      const saved = await this.d.repo.save(companyId, values, secret, now, tx);
      await this.log(tx, scope, saved.created ? 'integration.webhook_created' : 'integration.webhook_updated', now,
        { url: values.url, events: values.events, isActive: values.isActive });
      return saved;
    });
    return { webhook, secret: created ? secret : null };
  }

  async removeWebhook(scope: CompanyScope): Promise<void> {
    const now = this.d.clock.now();
    const removed = await this.d.db.transaction(async (tx) => {
      if (!(await this.d.repo.remove(scope.companyId, tx))) return false;
      await this.log(tx, scope, 'integration.webhook_removed', now);
      return true;
    });
    if (!removed) throw notFound(M.noWebhook);
  }

  async rotateSecret(scope: CompanyScope): Promise<WebhookSecret> {
    const secret = newSecret();
    const now = this.d.clock.now();
    const webhook = await this.d.db.transaction(async (tx) => {
      const rotated = await this.d.repo.rotateSecret(scope.companyId, secret, now, tx);
      if (rotated) await this.log(tx, scope, 'integration.secret_rotated', now);
      return rotated;
    });
    if (!webhook) throw notFound(M.noWebhook);
    return { webhook, secret };
  }

  /** Sends a `ping` at once and answers what the receiver said (recorded among the deliveries). */
  async test({ companyId }: CompanyScope): Promise<WebhookTestResult> {
    const found = await this.d.repo.find(companyId);
    if (!found) throw notFound(M.noWebhook);
    const now = this.d.clock.now();
    const payload = { event: 'ping', occurredAt: now.toISOString(), message: 'Test event from Pitchside' };
    const id = randomUUID();
    const started = Date.now();
    const outcome = await this.d.sender.send(found.webhook.url, found.secret, { id, event: 'ping', payload }, now);
    await this.d.repo.insertTried(id, companyId, 'ping', payload, outcome, now);
    return { ...outcome, durationMs: Date.now() - started };
  }

  /** A new feed address; the old one stops working at once. */
  async rotateFeed(scope: CompanyScope): Promise<string> {
    const token = newFeedToken();
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      await this.d.repo.replaceFeedToken(scope.companyId, token, tx);
      await this.log(tx, scope, 'integration.feed_rotated', now);
    });
    return this.feedUrl(token);
  }

  /** Writes the booking event's deliveries and their jobs in the caller's transaction. */
  async enqueue(tx: Executor, notice: BookingNotice): Promise<void> {
    const event = EVENT_OF[notice.kind];
    if (!event) return;
    for (const deliveryId of await this.d.repo.insertBookingDelivery(tx, event, notice.bookingId, this.d.clock.now())) {
      await this.d.jobs.send(tx, WEBHOOK_QUEUE, { deliveryId });
    }
  }

  /** One try of a delivery; throwing asks the queue to try again later (with backoff). */
  async deliver(deliveryId: string): Promise<void> {
    const attempt = await this.d.repo.beginAttempt(deliveryId);
    if (!attempt) {
      await this.d.repo.abandon(deliveryId, 'The webhook was removed or switched off');
      return;
    }
    const now = this.d.clock.now();
    const outcome = await this.d.sender.send(attempt.url, attempt.secret, attempt, now);
    const final = outcome.delivered || attempt.attempt >= WEBHOOK_ATTEMPTS;
    await this.d.repo.recordAttempt(deliveryId, { ...outcome, final }, now);
    if (!final) throw new Error(`webhook delivery ${deliveryId}: ${outcome.error ?? 'not delivered'}`);
  }

  /** The feed of the company whose token this is, as iCalendar text; undefined for an unknown token. */
  async feed(token: string): Promise<string | undefined> {
    const company = await this.d.repo.companyOfFeed(token);
    if (!company) return undefined;
    const now = this.d.clock.now().getTime();
    const bookings = await this.d.repo.feedBookings(company.id, new Date(now - FEED.pastDays * DAY), new Date(now + FEED.futureDays * DAY), FEED.limit);
    const events = bookings.map((booking): EventAttributes => ({
      uid: `${booking.id}@pitchside`,
      title: `${booking.fieldName} – ${booking.fullName}${booking.groupSize ? ` (${booking.groupSize})` : ''}`,
      description: `${booking.bookingNumber}\n${this.d.publicUrl}/company/bookings`,
      location: [booking.fieldName, booking.address, booking.city].filter(Boolean).join(', '),
      start: booking.start.getTime(), startInputType: 'utc', startOutputType: 'utc',
      end: booking.end.getTime(), endInputType: 'utc', endOutputType: 'utc',
      status: booking.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      busyStatus: 'BUSY',
    }));
    const { error, value } = createEvents(events, { productId: 'pitchside/company-bookings', calName: company.name });
    if (error || value == null) throw error ?? new Error('calendar feed could not be built');
    return value;
  }

  private log(tx: Executor, { companyId, actor }: CompanyScope, action: string, at: Date, details: Record<string, unknown> = {}) {
    return recordActivity(tx, { companyId, actorId: actor.userId, action, targetType: 'integration', targetLabel: 'webhook', details, at });
  }

  private async feedToken(companyId: string): Promise<string> {
    const token = await this.d.repo.feedToken(companyId, newFeedToken());
    if (!token) throw notFound();
    return token;
  }

  private feedUrl(token: string): string {
    return `${this.d.publicUrl}/api/v1/calendar-feeds/${token}.ics`;
  }

  private async assertReachable(url: string): Promise<void> {
    try {
      await this.d.sender.resolve(new URL(url));
    } catch (error) {
      // An unsafe address is refused now; one that does not resolve yet is kept (its deliveries will say so).
      if (error instanceof UnsafeWebhookAddress) throw invalid('url', error.message);
    }
  }
}
