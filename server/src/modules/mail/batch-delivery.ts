/**
 * A mailing's e-mails by batches (an announcement's, a promotion's: docs/product/emails.md), one job per batch.
 * Each e-mail is sent in its own transaction, its delivery locked while it is sent, so a retried or duplicated
 * job never sends anything twice (a crash between the relay's acceptance and the row's update may repeat one
 * e-mail: at least once, as ADR 0020 says). The mailing's module brings its rules: who still wants it, what is
 * written with it, and the e-mail itself.
 */
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer, OutgoingMail } from './mailer.js';
import type { MailingDeliveries, PendingRecipient } from './mailing-delivery.repository.js';
import type { UnsubscribeLinks } from './unsubscribe-token.js';

/** Retries of a batch whose e-mails the relay refuses (delays doubling from JOB_RETRY_DELAY_SECONDS); then they count as failed. */
export const MAILING_RETRY_LIMIT = 4;

/** What a mailing's service needs to send its batches (its own module adds its repository and job queue). */
export interface MailingDeps {
  db: Db;
  mailer: Mailer;
  /** The one-click unsubscribe link and headers of its e-mails. */
  unsubscribeLinks: UnsubscribeLinks;
  clock: Clock;
  publicUrl: string;
  retryDelaySeconds: number;
  /** Retries before refused e-mails count as failed (`MAILING_RETRY_LIMIT` by default). */
  retryLimit?: number;
}

/**
 * The worker of a mailing's delivery queue and its retry policy, for the queue's `define`: `deliver` sends one
 * batch and is told when it is the last try.
 */
export function batchWorker<Job>(d: Pick<MailingDeps, 'retryDelaySeconds' | 'retryLimit'>, deliver: (job: Job, lastTry: boolean) => Promise<void>) {
  const limit = d.retryLimit ?? MAILING_RETRY_LIMIT;
  return {
    handler: (data: Job, job: { retryCount: number }) => deliver(data, job.retryCount >= limit),
    retry: { limit, delaySeconds: d.retryDelaySeconds },
  };
}

type Sending = Pick<MailingDeps, 'db' | 'mailer' | 'clock'>;

/** What the mailing decides of each of its e-mails. */
export interface MailingRules<Settings> {
  /** The mailing in the error that has its job retried ("announcement <id>"). */
  name: string;
  /** Whether the recipient takes it, read when it goes out: one who turned it off since is skipped. */
  wants(recipient: PendingRecipient<Settings>): boolean;
  /** What is written with the e-mail, in its transaction, before it is sent (a promotion's in-app notification). */
  alongside?(tx: Executor, recipient: PendingRecipient<Settings>, now: Date): Promise<void>;
  /** The e-mail, in the recipient's language. */
  mail(recipient: PendingRecipient<Settings>): OutgoingMail;
}

/**
 * One batch's e-mails. One the relay refuses stays pending and the batch fails (throws), so that its job is
 * retried later for what is left; on the last try it counts as failed instead.
 */
export async function deliverBatch<Settings>(
  d: Sending, deliveries: MailingDeliveries<Settings>, batch: number, rules: MailingRules<Settings>, lastTry: boolean,
): Promise<void> {
  let refused = 0;
  for (const userId of await deliveries.pending(batch)) {
    if (!(await deliverOne(d, deliveries, rules, userId, lastTry))) refused += 1;
  }
  if (refused > 0) throw new Error(`${refused} e-mail(s) of ${rules.name} (batch ${batch}) refused by the relay; retrying`);
}

/** One recipient's e-mail, locked while it is sent; false when the relay refused it and it is to be tried again. */
function deliverOne<Settings>(
  d: Sending, deliveries: MailingDeliveries<Settings>, rules: MailingRules<Settings>, userId: string, lastTry: boolean,
): Promise<boolean> {
  return d.db.transaction(async (tx) => {
    const recipient = await deliveries.lock(tx, userId);
    if (!recipient) return true; // done by another run of this job, or being done now
    const now = () => d.clock.now();
    if (!rules.wants(recipient)) {
      await deliveries.finish(tx, userId, 'skipped', null, now());
      return true;
    }
    await rules.alongside?.(tx, recipient, now());
    try {
      await d.mailer.deliver(rules.mail(recipient));
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'delivery failed';
      await deliveries.finish(tx, userId, lastTry ? 'failed' : 'pending', reason, now());
      return lastTry;
    }
    await deliveries.finish(tx, userId, 'sent', null, now());
    return true;
  });
}
