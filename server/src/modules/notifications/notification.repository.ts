import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '@pitchside/shared-api/contracts/notification';
import type { Db, Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

function toDto(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every query is scoped by the owner's id: another user's row is simply not found. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  async list(userId: string, q: { limit: number; offset: number; unreadOnly: boolean }): Promise<Notification[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), q.unreadOnly ? eq(notifications.isRead, false) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit)
      .offset(q.offset);
    return rows.map(toDto);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
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
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) return undefined;
    if (row.readAt) return toDto(row);
    const [stamped] = await this.db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id)).returning();
    return stamped && toDto(stamped);
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
}
