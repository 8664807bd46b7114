import { sql } from 'drizzle-orm';
import type { Webhook, WebhookDelivery, WebhookEvent } from '@pitchside/shared-api/contracts/company-integrations';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';

type WebhookRow = {
  url: string; events: WebhookEvent[]; is_active: boolean; secret: string; created_at: Date | string; updated_at: Date | string;
};
type DeliveryRow = {
  id: string; event: string; status: WebhookDelivery['status']; attempts: number; response_status: number | null;
  error: string | null; created_at: Date | string; delivered_at: Date | string | null;
};

/** A delivery about to be tried: what to send, where, signed with which secret. */
export interface DeliveryAttempt {
  id: string;
  event: string;
  payload: unknown;
  url: string;
  secret: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
}

const toWebhook = (row: WebhookRow): Webhook => ({
  url: row.url,
  events: row.events,
  isActive: row.is_active,
  secretHint: row.secret.slice(-4),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.response_status,
  error: row.error,
  createdAt: iso(row.created_at),
  deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
});

/** A booking as the calendar feed shows it. */
export interface FeedBooking {
  id: string; bookingNumber: string; status: 'pending' | 'confirmed'; fieldName: string; address: string; city: string;
  fullName: string; groupSize: number | null; start: Date; end: Date;
}

/** The SQL of company integrations: the webhook, its deliveries, the calendar feed. */
export class IntegrationRepository {
  constructor(private readonly db: Db) {}

  async find(companyId: string): Promise<{ webhook: Webhook; secret: string } | undefined> {
    const { rows } = await this.db.execute<WebhookRow>(sql`SELECT * FROM company_webhooks WHERE company_id = ${companyId}`);
    return rows[0] && { webhook: toWebhook(rows[0]), secret: rows[0].secret };
  }

  /** Creates the company's webhook with `secret`, or changes its address and events (keeping its secret). */
  async save(companyId: string, input: { url: string; events: WebhookEvent[]; isActive: boolean }, secret: string, now: Date,
    executor: Executor = this.db): Promise<{ webhook: Webhook; created: boolean }> {
    const { rows } = await executor.execute<WebhookRow & { created: boolean }>(sql`
      INSERT INTO company_webhooks (company_id, url, secret, events, is_active, created_at, updated_at)
      VALUES (${companyId}, ${input.url}, ${secret}, string_to_array(${input.events.join(',')}, ','), ${input.isActive}, ${now}, ${now})
      ON CONFLICT (company_id) DO UPDATE SET url = EXCLUDED.url, events = EXCLUDED.events, is_active = EXCLUDED.is_active, updated_at = EXCLUDED.updated_at
      RETURNING *, (xmax = 0) AS created`);
    const row = rows[0]!;
    return { webhook: toWebhook(row), created: row.created };
  }

  async rotateSecret(companyId: string, secret: string, now: Date, executor: Executor = this.db): Promise<Webhook | undefined> {
    const { rows } = await executor.execute<WebhookRow>(sql`
      UPDATE company_webhooks SET secret = ${secret}, updated_at = ${now} WHERE company_id = ${companyId} RETURNING *`);
    return rows[0] && toWebhook(rows[0]);
  }

  async remove(companyId: string, executor: Executor = this.db): Promise<boolean> {
    const result = await executor.execute(sql`DELETE FROM company_webhooks WHERE company_id = ${companyId}`);
    return (result.rowCount ?? 0) > 0;
  }

  async deliveries(companyId: string, limit: number): Promise<WebhookDelivery[]> {
    const { rows } = await this.db.execute<DeliveryRow>(sql`
      SELECT id, event, status, attempts, response_status, error, created_at, delivered_at FROM webhook_deliveries
       WHERE company_id = ${companyId} ORDER BY created_at DESC, id LIMIT ${limit}`);
    return rows.map(toDelivery);
  }

  /**
   * Writes, in the caller's transaction, a delivery of `event` about the booking for its company's active
   * webhook when it subscribes to the event; answers the deliveries' ids (none without such a webhook).
   */
  async insertBookingDelivery(tx: Executor, event: WebhookEvent, bookingId: string, now: Date): Promise<string[]> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO webhook_deliveries (company_id, event, payload, created_at)
      SELECT b.company_id, ${event}, json_build_object(
               'event', ${event}::text, 'occurredAt', ${now.toISOString()}::text,
               'booking', json_build_object(
                 'id', b.id, 'bookingNumber', b.booking_number, 'status', b.status,
                 'field', json_build_object('id', f.id, 'name', f.name),
                 'start', to_char(b.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'end', to_char(b.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'date', b.local_date, 'startTime', b.start_time, 'endTime', b.end_time, 'timezone', f.timezone,
                 'total', b.total, 'currency', b.currency,
                 'customer', json_build_object('fullName', b.full_name, 'email', b.email))),
             ${now}
        FROM bookings b
        JOIN fields f ON f.id = b.field_id
        JOIN company_webhooks w ON w.company_id = b.company_id AND w.is_active AND ${event} = ANY (w.events)
       WHERE b.id = ${bookingId}
      RETURNING id`);
    return rows.map((row) => row.id);
  }

  /** Records the test button's delivery, already tried. */
  async insertTried(id: string, companyId: string, event: string, payload: unknown, outcome: { delivered: boolean; responseStatus: number | null; error: string | null }, now: Date): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO webhook_deliveries (id, company_id, event, payload, status, attempts, response_status, error, created_at, delivered_at)
      VALUES (${id}, ${companyId}, ${event}, ${JSON.stringify(payload)}::jsonb, ${outcome.delivered ? 'delivered' : 'failed'}, 1,
              ${outcome.responseStatus}, ${outcome.error}, ${now}, ${outcome.delivered ? now : null})`);
  }

  /**
   * Counts an attempt of a pending delivery and answers what to send, with the webhook's current address
   * and secret; undefined when the delivery is no longer pending or its webhook is gone or switched off.
   */
  async beginAttempt(deliveryId: string): Promise<DeliveryAttempt | undefined> {
    const { rows } = await this.db.execute<{ id: string; event: string; payload: unknown; url: string; secret: string; attempts: number }>(sql`
      UPDATE webhook_deliveries d SET attempts = d.attempts + 1
        FROM company_webhooks w
       WHERE d.id = ${deliveryId} AND d.status = 'pending' AND w.company_id = d.company_id AND w.is_active
      RETURNING d.id, d.event, d.payload, w.url, w.secret, d.attempts`);
    const row = rows[0];
    return row && { id: row.id, event: row.event, payload: row.payload, url: row.url, secret: row.secret, attempt: row.attempts };
  }

  /** Marks a pending delivery whose webhook disappeared or was switched off as failed. */
  async abandon(deliveryId: string, reason: string): Promise<void> {
    await this.db.execute(sql`UPDATE webhook_deliveries SET status = 'failed', error = ${reason} WHERE id = ${deliveryId} AND status = 'pending'`);
  }

  async recordAttempt(deliveryId: string, outcome: { delivered: boolean; responseStatus: number | null; error: string | null; final: boolean }, now: Date): Promise<void> {
    const status = outcome.delivered ? 'delivered' : outcome.final ? 'failed' : 'pending';
    await this.db.execute(sql`
      UPDATE webhook_deliveries SET status = ${status}, response_status = ${outcome.responseStatus}, error = ${outcome.error},
             delivered_at = ${outcome.delivered ? now : null}
       WHERE id = ${deliveryId}`);
  }

  /** The company's calendar feed token, created on first use. */
  async feedToken(companyId: string, candidate: string): Promise<string | undefined> {
    const { rows } = await this.db.execute<{ calendar_feed_token: string }>(sql`
      UPDATE companies SET calendar_feed_token = COALESCE(calendar_feed_token, ${candidate}) WHERE id = ${companyId}
      RETURNING calendar_feed_token`);
    return rows[0]?.calendar_feed_token;
  }

  async replaceFeedToken(companyId: string, token: string, executor: Executor = this.db): Promise<void> {
    await executor.execute(sql`UPDATE companies SET calendar_feed_token = ${token} WHERE id = ${companyId}`);
  }

  async companyOfFeed(token: string): Promise<{ id: string; name: string } | undefined> {
    const { rows } = await this.db.execute<{ id: string; name: string }>(sql`SELECT id, name FROM companies WHERE calendar_feed_token = ${token}`);
    return rows[0];
  }

  /** The company's live bookings (confirmed, or paid and awaiting confirmation) between two instants. */
  async feedBookings(companyId: string, from: Date, to: Date, limit: number): Promise<FeedBooking[]> {
    const { rows } = await this.db.execute<{
      id: string; booking_number: string; status: 'pending' | 'confirmed'; field_name: string; address: string; city: string;
      full_name: string; group_size: number | null; starts_at: Date | string; ends_at: Date | string;
    }>(sql`
      SELECT b.id, b.booking_number, b.status, f.name AS field_name, f.address, f.city, b.full_name, b.group_size, b.starts_at, b.ends_at
        FROM bookings b JOIN fields f ON f.id = b.field_id
       WHERE b.company_id = ${companyId} AND b.starts_at < ${to} AND b.ends_at > ${from}
         AND (b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at IS NULL))
       ORDER BY b.starts_at, b.id LIMIT ${limit}`);
    return rows.map((row) => ({
      id: row.id, bookingNumber: row.booking_number, status: row.status, fieldName: row.field_name, address: row.address, city: row.city,
      fullName: row.full_name, groupSize: row.group_size, start: new Date(iso(row.starts_at)), end: new Date(iso(row.ends_at)),
    }));
  }
}
