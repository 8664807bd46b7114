import { sql, type SQL } from 'drizzle-orm';
import type {
  Announcement, AnnouncementAudience, AnnouncementChannel, AnnouncementKind,
} from '@pitchside/shared-api/contracts/announcements';
import type { Pagination } from '@pitchside/shared-api/contracts/field';
import type { NotificationType } from '@pitchside/shared-api/contracts/notification';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { MailingDeliveries, type PendingRecipient } from '../mail/mailing-delivery.repository.js';
import type { StoredNotificationSettings } from '../users/mail-consent.js';

export interface NewAnnouncement {
  id: string;
  kind: AnnouncementKind;
  title: string;
  message: string;
  audience: AnnouncementAudience;
  companyId: string | null;
  companyName: string | null;
  channels: AnnouncementChannel[];
  createdBy: string;
  at: Date;
}

/** What the delivery job needs of an announcement. */
export type AnnouncementToDeliver = {
  id: string;
  kind: AnnouncementKind;
  title: string;
  message: string;
};

/** A recipient's pending e-mail, locked for the transaction that sends it. */
export type PendingEmail = PendingRecipient<StoredNotificationSettings>;

/**
 * The accounts an audience names (alias `u` of users). Locked accounts are left out: they cannot sign in to
 * read a notification, and a locked account is not written to.
 */
function audienceOf(audience: AnnouncementAudience, companyId: string | null): SQL {
  const staffOf = (company: SQL) => sql`(EXISTS (SELECT 1 FROM companies c WHERE c.owner_id = u.id AND ${company})
    OR EXISTS (SELECT 1 FROM employees e JOIN companies c ON c.id = e.company_id WHERE e.user_id = u.id AND e.is_active AND ${company}))`;
  const who = {
    all: sql`true`,
    customers: sql`u.role = 'CUSTOMER'`,
    company_staff: staffOf(sql`true`),
    company: staffOf(sql`c.id = ${companyId}`),
  }[audience];
  return sql`u.locked_at IS NULL AND ${who}`;
}

/** The only SQL of announcements: the announcement, its deliveries and their counts. */
export class AnnouncementRepository {
  constructor(private readonly db: Db) {}

  async companyName(tx: Executor, id: string): Promise<string | undefined> {
    const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${id}`);
    return rows[0]?.name;
  }

  /**
   * Writes the announcement and one pending delivery per recipient and channel, recipients numbered into
   * batches of `batchSize` in order of id; answers how many recipients and batches there are.
   */
  async insert(tx: Executor, a: NewAnnouncement, batchSize: number): Promise<{ recipients: number; batches: number }> {
    await tx.execute(sql`
      INSERT INTO announcements (id, kind, title, message, audience, company_id, company_name, channels, created_by, created_by_name, created_at)
      SELECT ${a.id}, ${a.kind}, ${a.title}, ${a.message}, ${a.audience}, ${a.companyId}, ${a.companyName},
             ${sql`ARRAY[${sql.join(a.channels.map((c) => sql`${c}`), sql`, `)}]::text[]`}, u.id, trim(u.first_name || ' ' || u.last_name), ${a.at}
        FROM users u WHERE u.id = ${a.createdBy}`);
    const { rows } = await tx.execute<{ recipients: number; batches: number }>(sql`
      WITH audience AS (
        SELECT u.id, ((row_number() OVER (ORDER BY u.id)) - 1) / ${batchSize}::int AS batch FROM users u WHERE ${audienceOf(a.audience, a.companyId)}
      ), deliveries AS (
        INSERT INTO announcement_deliveries (announcement_id, user_id, channel, batch, updated_at)
        SELECT ${a.id}, audience.id, channel, audience.batch, ${a.at}
          FROM audience CROSS JOIN unnest(ARRAY[${sql.join(a.channels.map((c) => sql`${c}`), sql`, `)}]::text[]) AS channel
      )
      SELECT count(*)::int AS recipients, COALESCE(max(batch) + 1, 0)::int AS batches FROM audience`);
    const { recipients, batches } = rows[0]!;
    await tx.execute(sql`UPDATE announcements SET recipients = ${recipients} WHERE id = ${a.id}`);
    return { recipients, batches };
  }

  async toDeliver(id: string): Promise<AnnouncementToDeliver | undefined> {
    const { rows } = await this.db.execute<AnnouncementToDeliver>(sql`SELECT id, kind, title, message FROM announcements WHERE id = ${id}`);
    return rows[0];
  }

  /**
   * The batch's in-app notifications, in one statement: the pending deliveries are marked sent and their
   * notifications written together, so a retried job writes none twice. Answers how many were written.
   */
  async deliverInApp(id: string, batch: number, notice: { type: NotificationType; title: string; message: string }, now: Date): Promise<number> {
    const { rows } = await this.db.execute<{ n: number }>(sql`
      WITH claimed AS (
        UPDATE announcement_deliveries SET status = 'sent', attempts = attempts + 1, updated_at = ${now}
         WHERE announcement_id = ${id} AND batch = ${batch} AND channel = 'in_app' AND status = 'pending'
        RETURNING user_id
      ), written AS (
        INSERT INTO notifications (user_id, type, title, message, created_at, source_key)
        SELECT user_id, ${notice.type}, ${notice.title}, ${notice.message}, ${now}, ${`announcement:${id}`} FROM claimed
        ON CONFLICT (user_id, source_key) WHERE source_key IS NOT NULL DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM written`);
    return rows[0]?.n ?? 0;
  }

  /** The announcement's e-mail deliveries (in-app ones are written by `deliverInApp`). */
  emails(id: string): MailingDeliveries<StoredNotificationSettings> {
    return new MailingDeliveries(this.db, 'announcement_deliveries', sql`d.announcement_id = ${id} AND d.channel = 'email'`);
  }

  /** A page of announcements, newest first, with their delivery counts. */
  async list(page: number, limit: number): Promise<{ data: Announcement[]; pagination: Pagination }> {
    const [{ rows }, counted] = await Promise.all([
      this.db.execute<{
        id: string; kind: AnnouncementKind; title: string; message: string; audience: AnnouncementAudience; company_id: string | null;
        company_name: string | null; channels: AnnouncementChannel[]; recipients: number; created_at: Date | string; created_by: string | null;
        created_by_name: string; in_app: number; email: number; skipped: number; failed: number; pending: number;
      }>(sql`
        SELECT a.*, n.in_app, n.email, n.skipped, n.failed, n.pending
          FROM (SELECT * FROM announcements ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}) a
          CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE d.channel = 'in_app' AND d.status = 'sent')::int AS in_app,
                   count(*) FILTER (WHERE d.channel = 'email' AND d.status = 'sent')::int AS email,
                   count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped,
                   count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
                   count(*) FILTER (WHERE d.status = 'pending')::int AS pending
              FROM announcement_deliveries d WHERE d.announcement_id = a.id) n
         ORDER BY a.created_at DESC, a.id DESC`),
      this.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM announcements`),
    ]);
    const total = counted.rows[0]?.n ?? 0;
    return {
      data: rows.map((r) => ({
        id: r.id, kind: r.kind, title: r.title, message: r.message, audience: r.audience, companyId: r.company_id, companyName: r.company_name,
        channels: r.channels, recipients: r.recipients, delivered: { inApp: r.in_app, email: r.email }, skipped: r.skipped, failed: r.failed,
        pending: r.pending, createdAt: iso(r.created_at), createdBy: { id: r.created_by, name: r.created_by_name },
      })),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}
