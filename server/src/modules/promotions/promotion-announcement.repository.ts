import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { MailingDeliveries, type PendingRecipient } from '../mail/mailing-delivery.repository.js';
import type { StoredNotificationSettings } from '../users/mail-consent.js';

/** What the promotion's e-mail says, read when it is sent. */
export interface PromotionToAnnounce {
  id: string;
  companyId: string;
  company: string;
  /** The company's zone: the validity is written in it. */
  timezone: string;
  code: string;
  discountPercent: number;
  minHours: number;
  validFrom: string;
  validTo: string;
  active: boolean;
  /** The fields it is valid on; empty = every field of the company. */
  fields: string[];
}

/** A past customer, with their notification settings as they are now. */
export interface PastCustomer { userId: string; settings: StoredNotificationSettings }

/** A recipient's pending delivery, locked for the transaction that sends it. */
export type PendingDelivery = PendingRecipient<StoredNotificationSettings>;

/**
 * The company's past customers (alias `u`): accounts with a booking at one of its fields that was confirmed or
 * paid (a hold never paid does not make a customer). Locked accounts are left out.
 */
const pastCustomerOf = (companyId: string) => sql`u.locked_at IS NULL AND EXISTS (
  SELECT 1 FROM bookings b
   WHERE b.company_id = ${companyId} AND b.customer_id = u.id
     AND (b.status = 'confirmed'
          OR EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status IN ('completed', 'partial refund', 'refunded'))))`;

type PromotionRow = {
  id: string; company_id: string; company: string; timezone: string; code: string; discount_percent: number; min_hours: number;
  valid_from: Date | string; valid_to: Date | string; active: boolean; fields: string[];
};

/** The only SQL of a promotion's e-mail: the promotion, its past customers, its record and its deliveries. */
export class PromotionAnnouncementRepository {
  constructor(private readonly db: Db) {}

  /** The promotion (of the company when one is named), with its company and the names of its fields. */
  async promotion(id: string, companyId?: string, executor: Executor = this.db): Promise<PromotionToAnnounce | undefined> {
    const { rows } = await executor.execute<PromotionRow>(sql`
      SELECT pr.id, pr.company_id, c.name AS company, c.timezone, pr.code, pr.discount_percent, pr.min_hours, pr.valid_from, pr.valid_to,
             pr.active,
             COALESCE((SELECT array_agg(f.name ORDER BY f.name) FROM fields f WHERE f.id = ANY (pr.field_ids) AND f.company_id = pr.company_id),
                      '{}'::text[]) AS fields
        FROM promotions pr JOIN companies c ON c.id = pr.company_id
       WHERE pr.id = ${id} ${companyId ? sql`AND pr.company_id = ${companyId}` : sql``}`);
    const row = rows[0];
    return row && {
      id: row.id, companyId: row.company_id, company: row.company, timezone: row.timezone, code: row.code, discountPercent: row.discount_percent,
      minHours: row.min_hours, validFrom: iso(row.valid_from), validTo: iso(row.valid_to), active: row.active, fields: row.fields,
    };
  }

  /** When the promotion was sent, or null. */
  async announcedAt(promotionId: string): Promise<string | null> {
    const { rows } = await this.db.execute<{ announced_at: Date | string }>(sql`
      SELECT announced_at FROM promotion_announcements WHERE promotion_id = ${promotionId}`);
    return rows[0] ? iso(rows[0].announced_at) : null;
  }

  /** The company's past customers, in order of id, with their settings (whether they want it is the caller's rule). */
  async pastCustomers(companyId: string, executor: Executor = this.db): Promise<PastCustomer[]> {
    const { rows } = await executor.execute<{ id: string; settings: StoredNotificationSettings }>(sql`
      SELECT u.id, u.notification_settings AS settings FROM users u WHERE ${pastCustomerOf(companyId)} ORDER BY u.id`);
    return rows.map((r) => ({ userId: r.id, settings: r.settings }));
  }

  /**
   * Records the promotion as sent, with one pending delivery per recipient, numbered into batches of
   * `batchSize` in order; answers the number of batches, or 'announced' when it was sent before (the
   * primary key decides, so two requests at once send it once).
   */
  async insert(tx: Executor, a: { promotionId: string; companyId: string; by: string; recipients: string[]; at: Date }, batchSize: number)
    : Promise<number | 'announced'> {
    const { rows } = await tx.execute<{ promotion_id: string }>(sql`
      INSERT INTO promotion_announcements (promotion_id, company_id, announced_by, recipients, announced_at)
      VALUES (${a.promotionId}, ${a.companyId}, ${a.by}, ${a.recipients.length}, ${a.at})
      ON CONFLICT (promotion_id) DO NOTHING
      RETURNING promotion_id`);
    if (rows.length === 0) return 'announced';
    if (a.recipients.length === 0) return 0;
    await tx.execute(sql`
      INSERT INTO promotion_deliveries (promotion_id, user_id, batch, updated_at)
      SELECT ${a.promotionId}, r.id, ((r.n - 1) / ${batchSize}::int)::int, ${a.at}
        FROM unnest(${sql.param(a.recipients)}::uuid[]) WITH ORDINALITY AS r (id, n)`);
    return Math.ceil(a.recipients.length / batchSize);
  }

  /** The promotion's deliveries, one per recipient (each its e-mail and its in-app notification). */
  deliveries(promotionId: string): MailingDeliveries<StoredNotificationSettings> {
    return new MailingDeliveries(this.db, 'promotion_deliveries', sql`d.promotion_id = ${promotionId}`);
  }

  /** The recipient's in-app notification, once (its source key names the promotion). */
  async notify(tx: Executor, userId: string, notice: { promotionId: string; title: string; message: string }, now: Date): Promise<void> {
    await tx.execute(sql`
      INSERT INTO notifications (user_id, type, title, message, created_at, source_key)
      VALUES (${userId}, 'promotion', ${notice.title}, ${notice.message}, ${now}, ${`promotion:${notice.promotionId}`})
      ON CONFLICT (user_id, source_key) WHERE source_key IS NOT NULL DO NOTHING`);
  }
}
