import type { Notification, NotificationType } from '@pitchside/shared-api/contracts/notification';
import type {
  CreateNotificationRequest, NotificationPreferences, NotificationPreferencesUpdate, NotificationStreamTicket,
} from '@pitchside/shared-api/contracts/notification-api';
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_MESSAGES } from '@pitchside/shared-api/contracts/notification-constants';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { UserRepository } from '../users/user.repository.js';
import type { NotificationRepository } from './notification.repository.js';
import type { NotificationStreamTickets } from './stream-ticket.js';

export interface Caller { id: string; role: Role }

export interface NotificationListQuery {
  limit: number;
  offset: number;
  unreadOnly?: boolean | undefined;
  archived?: boolean | undefined;
  type?: NotificationType | undefined;
}

export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly tickets: NotificationStreamTickets,
  ) {}

  /** User-scoped paths name a user id; only that user may use them. */
  private own(caller: Caller, userId: string): void {
    if (caller.id !== userId) throw forbidden();
  }

  /** The notifications that are not archived, or with `archived` only the archived ones. */
  list(caller: Caller, userId: string, q: NotificationListQuery): Promise<Notification[]> {
    this.own(caller, userId);
    return this.repo.list(userId, {
      limit: q.limit, offset: q.offset, unreadOnly: q.unreadOnly ?? false, archived: q.archived ?? false, type: q.type,
    });
  }

  /** Unread and not archived (docs/product/states.md#notifications). */
  unreadCount(caller: Caller, userId: string): Promise<number> {
    this.own(caller, userId);
    return this.repo.unreadCount(userId);
  }

  async markRead(caller: Caller, id: string): Promise<Notification> {
    return found(await this.repo.markRead(id, caller.id, this.clock.now()));
  }

  async markUnread(caller: Caller, id: string): Promise<Notification> {
    return found(await this.repo.markUnread(id, caller.id));
  }

  async archive(caller: Caller, id: string): Promise<Notification> {
    return found(await this.repo.setArchived(id, caller.id, this.clock.now()));
  }

  async unarchive(caller: Caller, id: string): Promise<Notification> {
    return found(await this.repo.setArchived(id, caller.id, null));
  }

  markAllRead(caller: Caller, userId: string): Promise<number> {
    this.own(caller, userId);
    return this.repo.markAllRead(userId, this.clock.now());
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!(await this.repo.delete(id, caller.id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
  }

  clearAll(caller: Caller, userId: string): Promise<number> {
    this.own(caller, userId);
    return this.repo.clearAll(userId);
  }

  /** Admins notify anyone; any user may send a test notification to themselves. */
  async create(caller: Caller, input: Required<Pick<CreateNotificationRequest, 'type'>> & CreateNotificationRequest): Promise<Notification> {
    if (caller.role !== 'SUPER_ADMIN' && caller.id !== input.userId) throw forbidden();
    if (!(await this.users.findById(input.userId))) throw notFound('User not found');
    return this.repo.create({ ...input, createdAt: this.clock.now() });
  }

  async preferences(caller: Caller, userId: string): Promise<NotificationPreferences> {
    this.own(caller, userId);
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User not found');
    return user.notificationSettings;
  }

  async updatePreferences(caller: Caller, userId: string, patch: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
    const current = await this.preferences(caller, userId);
    const next = { ...current, ...patch };
    await this.users.update(userId, { notificationSettings: next }, this.clock.now());
    return next;
  }

  /** A one-minute ticket that opens the caller's live stream (docs/adr/0033-notifications-in-real-time.md). */
  streamTicket(caller: Caller): NotificationStreamTicket {
    return this.tickets.create(caller.id);
  }

  /** The user whose stream a ticket opens: refused when forged, expired, or the account is gone or locked. */
  async streamOwner(ticket: string): Promise<string> {
    const userId = this.tickets.verify(ticket);
    const user = userId ? await this.users.findById(userId) : undefined;
    if (!user || user.lockedAt) throw unauthorized(NOTIFICATION_MESSAGES.invalidStreamTicket, NOTIFICATION_ERROR_CODES.invalidStreamTicket);
    return user.id;
  }
}

function found(notification: Notification | undefined): Notification {
  if (!notification) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return notification;
}
