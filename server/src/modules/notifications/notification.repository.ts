import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Notification, NotificationType } from '@pitchside/shared-api/contracts/notification';
import type { Db, Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

/** The channel the notifications table's trigger announces every change on (migration 0025). */
export const NOTIFICATION_CHANNEL = 'notifications';

/** A notification with its place in the order notifications were written (the live stream's event id). */
export interface SequencedNotification {
  seq: number;
  notification: Notification;
}

export interface NotificationListFilter {
  limit: number;
  offset: number;
  unreadOnly: boolean;
  archived: boolean;
  type?: NotificationType | undefined;
}

function toDto(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
  };
}

const sequenced = (row: typeof notifications.$inferSelect): SequencedNotification => ({ seq: row.seq, notification: toDto(row) });

/** Unread and not archived: what the badge counts. */
const unread = and(eq(notifications.isRead, false), isNull(notifications.archivedAt));

/** Every query is scoped by the owner's id: another user's row is simply not found. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  async list(userId: string, q: NotificationListFilter): Promise<Notification[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(
        eq(notifications.userId, userId),
        q.archived ? isNotNull(notifications.archivedAt) : isNull(notifications.archivedAt),
        q.unreadOnly ? eq(notifications.isRead, false) : undefined,
        q.type ? eq(notifications.type, q.type) : undefined,
      ))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit)
      .offset(q.offset);
    return rows.map(toDto);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), unread));
    return row?.n ?? 0;
  }

  async create(
    v: { userId: string; type: NotificationType; title: string; message: string; createdAt: Date },
    exec: Executor = this.db,
  ): Promise<Notification> {
    const [row] = await exec.insert(notifications).values(v).returning();
    if (!row) throw new Error('notification insert returned no row');
    return toDto(row);
  }

  /** Writes an event's notification once: a second call with the same user and key does nothing. */
  async createOnce(v: { userId: string; type: NotificationType; title: string; message: string; sourceKey: string; createdAt: Date }): Promise<void> {
    await this.db.insert(notifications).values(v)
      .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey], where: sql`source_key IS NOT NULL` });
  }

  /** Keeps the first read time when marked twice. */
  async markRead(id: string, userId: string, now: Date): Promise<Notification | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row && toDto(row);
  }

  async markUnread(id: string, userId: string): Promise<Notification | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set({ isRead: false, readAt: null })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row && toDto(row);
  }

  /** Archived with the first archiving time when archived twice; `null` takes it back out. */
  async setArchived(id: string, userId: string, at: Date | null): Promise<Notification | undefined> {
    const archivedAt = at ? sql`coalesce(${notifications.archivedAt}, ${at.toISOString()}::timestamptz)` : null;
    const [row] = await this.db
      .update(notifications)
      .set({ archivedAt })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row && toDto(row);
  }

  async markAllRead(userId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ isRead: true, readAt: now })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async delete(id: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length === 1;
  }

  async clearAll(userId: string): Promise<number> {
    const rows = await this.db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
    return rows.length;
  }

  /** One of the user's notifications, unless it is archived or gone. */
  async findLive(userId: string, id: string): Promise<SequencedNotification | undefined> {
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.archivedAt)));
    return row && sequenced(row);
  }

  /**
   * The user's notifications written after `seq` and not archived, oldest first: the latest `limit` of them
   * when there are more.
   */
  async writtenAfter(userId: string, seq: number, limit: number): Promise<SequencedNotification[]> {
    const latest = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq), isNull(notifications.archivedAt)))
      .orderBy(desc(notifications.seq))
      .limit(limit);
    return latest.reverse().map(sequenced);
  }

  /** The event id of the user's last notification (0 when there is none). */
  async lastSeqOf(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ seq: sql<string | null>`max(${notifications.seq})` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return Number(row?.seq ?? 0);
  }

  /** Makes `client` (a connection of its own) receive the announcements of every change. */
  async listen(client: pg.ClientBase): Promise<void> {
    await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
  }
}
