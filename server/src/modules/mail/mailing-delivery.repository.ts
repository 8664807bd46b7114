import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';

/** What became of one e-mail: sent, skipped (its recipient no longer wants it), failed, or still pending after a refused try. */
export type DeliveryStatus = 'sent' | 'skipped' | 'failed' | 'pending';

/** A recipient's pending e-mail, locked for the transaction that sends it, with what the mail needs of them as they are now. */
export interface PendingRecipient<Settings> {
  userId: string;
  email: string;
  firstName: string;
  language: string | null;
  /** Their notification settings now (consent is read when the e-mail goes out; the mailing's module reads them). */
  settings: Settings;
}

/**
 * The only SQL of one mailing's e-mail deliveries (an announcement's, a promotion's): rows of `table`, one per
 * recipient numbered into batches (`user_id`, `batch`, `status`, `attempts`, `last_error`, `updated_at`), those
 * of the mailing being where `rows` holds on alias `d`.
 */
export class MailingDeliveries<Settings> {
  constructor(private readonly db: Db, private readonly table: string, private readonly rows: SQL) {}

  /** The recipients of the batch whose e-mail is still to be sent. */
  async pending(batch: number): Promise<string[]> {
    const { rows } = await this.db.execute<{ user_id: string }>(sql`
      SELECT d.user_id FROM ${sql.identifier(this.table)} d
       WHERE ${this.rows} AND d.batch = ${batch} AND d.status = 'pending' ORDER BY d.user_id`);
    return rows.map((r) => r.user_id);
  }

  /**
   * Locks one pending e-mail for the transaction that sends it (another worker skips it), with what the mail
   * needs of its recipient as they are now; undefined when it is no longer pending or is being sent.
   */
  async lock(tx: Executor, userId: string): Promise<PendingRecipient<Settings> | undefined> {
    const { rows } = await tx.execute<{ user_id: string; email: string; first_name: string; language: string | null; settings: Settings }>(sql`
      SELECT d.user_id, u.email, u.first_name, u.preferences ->> 'language' AS language, u.notification_settings AS settings
        FROM ${sql.identifier(this.table)} d JOIN users u ON u.id = d.user_id
       WHERE ${this.rows} AND d.user_id = ${userId} AND d.status = 'pending'
         FOR UPDATE OF d SKIP LOCKED`);
    const r = rows[0];
    return r && { userId: r.user_id, email: r.email, firstName: r.first_name, language: r.language, settings: r.settings };
  }

  /** Records the outcome of one e-mail (a skipped one is not an attempt), with the relay's error of a refused try. */
  async finish(tx: Executor, userId: string, status: DeliveryStatus, error: string | null, now: Date): Promise<void> {
    await tx.execute(sql`
      UPDATE ${sql.identifier(this.table)} d
         SET status = ${status}, attempts = d.attempts + ${status === 'skipped' ? 0 : 1}, last_error = ${error}, updated_at = ${now}
       WHERE ${this.rows} AND d.user_id = ${userId}`);
  }
}
