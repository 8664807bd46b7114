import type { Notification } from '@pitchside/shared-api/contracts/notification';
import type { CreateNotificationRequest, NotificationPreferences, NotificationPreferencesUpdate } from '@pitchside/shared-api/contracts/notification-api';
import type { Role } from '@pitchside/shared-api/contracts/session-user';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRepository } from '../users/user.repository.js';
import type { NotificationRepository } from './notification.repository.js';

export interface Caller { id: string; role: Role }

export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /** User-scoped paths name a user id; only that user may use them. */
  private own(caller: Caller, userId: string): void {
    if (caller.id !== userId) throw forbidden();
  }

  list(caller: Caller, userId: string, q: { limit: number; offset: number; unreadOnly?: boolean | undefined }): Promise<Notification[]> {
    this.own(caller, userId);
    return this.repo.list(userId, { limit: q.limit, offset: q.offset, unreadOnly: q.unreadOnly ?? false });
  }

  unreadCount(caller: Caller, userId: string): Promise<number> {
    this.own(caller, userId);
    return this.repo.unreadCount(userId);
  }

  async markRead(caller: Caller, id: string): Promise<Notification> {
    const updated = await this.repo.markRead(id, caller.id, this.clock.now());
    if (!updated) throw notFound('Notification not found');
    return updated;
  }

  markAllRead(caller: Caller, userId: string): Promise<number> {
    this.own(caller, userId);
    return this.repo.markAllRead(userId, this.clock.now());
  }

  async delete(caller: Caller, id: string): Promise<void> {
    if (!(await this.repo.delete(id, caller.id))) throw notFound('Notification not found');
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
}
