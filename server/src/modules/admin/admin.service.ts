import {
  ADMIN_ERROR_CODES as CODES, ADMIN_MESSAGES as M, type AdminActivityList, type AdminCompanyDetail, type AdminCompanyList,
  type AdminOverview, type AdminUserDetail, type AdminUserList, type PlatformSettings, type PublicPlatformSettings, type RemoteRelease,
  type RemoteReleases, type AdminAnalytics, type AdminAnalyticsQuery,
} from '@pitchside/shared-api/contracts/admin';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { csvTable } from '../../lib/csv.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { EmailVerificationService } from '../auth/email-verification.service.js';
import type { PasswordResetService } from '../auth/password-reset.service.js';
import type { RefreshTokenRepository } from '../auth/refresh-token.repository.js';
import { growthOf } from '../analytics/dashboard-periods.js';
import { pickLanguage, type Mailer } from '../mail/mailer.js';
import { renderContent } from '../mail/templates/render.js';
import type { NotificationRepository } from '../notifications/notification.repository.js';
import type { UserRepository } from '../users/user.repository.js';
import { COMPANY_NOTICE_TEXTS } from './admin-texts.js';
import type { ActivityFilters, AdminActivityRepository } from './admin-activity.repository.js';
import type { AdminCompanyRepository, CompanyListFilters } from './admin-companies.repository.js';
import type { AdminPlatformRepository } from './admin-platform.repository.js';
import type { AdminUserRepository, UserListFilters } from './admin-users.repository.js';
import type { RemoteReleaseStore } from './remote-releases.js';
import { platformAnalyticsCsv, platformAnalyticsFrom, platformPeriod } from './admin-analytics.js';

export type UserAction = 'unlock' | 'password-reset' | 'verify-email' | 'resend-verification';

export interface AdminServiceDeps {
  db: Db;
  /** The platform's figures and settings. */
  platform: AdminPlatformRepository;
  /** Companies as the admin lists, reads and suspends them. */
  companies: AdminCompanyRepository;
  /** Accounts as the admin lists, reads, locks and helps them. */
  accounts: AdminUserRepository;
  /** The audit trail every change is written to. */
  activity: AdminActivityRepository;
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  notifications: NotificationRepository;
  passwordReset: PasswordResetService;
  emailVerification: EmailVerificationService;
  mailer: Mailer;
  releases: RemoteReleaseStore;
  clock: Clock;
}

/**
 * The super admin's area (docs/product/api.md#admin): every change is written with its audit entry in one
 * transaction; its effects (a suspended company's fields hidden, its staff stopped; a locked account's
 * sessions revoked) apply from the next request because every request reads the state from the database.
 */
export class AdminService {
  constructor(private readonly d: AdminServiceDeps) {}

  async overview(): Promise<AdminOverview> {
    const now = this.d.clock.now();
    const figures = await this.d.platform.overview(now);
    const withGrowth = ({ current, previous }: { current: number; previous: number }) => ({ current, previous, growth: growthOf(current, previous) });
    return {
      ...figures,
      companies: { ...figures.companies, new30d: withGrowth(figures.companies.new30d) },
      users: { ...figures.users, new30d: withGrowth(figures.users.new30d) },
      bookings: { ...figures.bookings, last30d: withGrowth(figures.bookings.last30d) },
      generatedAt: now.toISOString(),
    };
  }

  companies(filters: CompanyListFilters): Promise<AdminCompanyList> {
    return this.d.companies.companies(filters, this.d.clock.now());
  }

  async company(id: string): Promise<AdminCompanyDetail> {
    const company = await this.d.companies.company(id, this.d.clock.now());
    if (!company) throw notFound(M.companyNotFound);
    return company;
  }

  /** Suspends an active company (409 when it is already suspended); its owner is told why. */
  async suspend(actor: Actor, id: string, reason: string): Promise<AdminCompanyDetail> {
    const now = this.d.clock.now();
    const company = await this.d.db.transaction(async (tx) => {
      if (!(await this.d.companies.setSuspension(tx, id, { reason, at: now }))) {
        if (!(await this.d.companies.company(id, now, tx))) throw notFound(M.companyNotFound);
        throw conflict(M.alreadySuspended, CODES.alreadySuspended);
      }
      const after = (await this.d.companies.company(id, now, tx))!;
      await this.d.activity.record(tx, {
        actorId: actor.userId, action: 'company.suspended', targetType: 'company', targetId: id, targetLabel: after.name, reason,
        before: { status: 'active' }, after: { status: 'suspended', suspensionReason: reason }, at: now,
      });
      await this.tellOwner(tx, after, 'suspended', reason, now);
      return after;
    });
    return company;
  }

  /** Reactivates a suspended company (409 when it is active); its owner is told. */
  async reactivate(actor: Actor, id: string, note: string | undefined): Promise<AdminCompanyDetail> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const before = await this.d.companies.company(id, now, tx);
      if (!before) throw notFound(M.companyNotFound);
      if (!(await this.d.companies.setSuspension(tx, id, null))) throw conflict(M.notSuspended, CODES.notSuspended);
      const after = (await this.d.companies.company(id, now, tx))!;
      await this.d.activity.record(tx, {
        actorId: actor.userId, action: 'company.reactivated', targetType: 'company', targetId: id, targetLabel: after.name, reason: note ?? null,
        before: { status: 'suspended', suspensionReason: before.suspensionReason }, after: { status: 'active' }, at: now,
      });
      await this.tellOwner(tx, after, 'reactivated', note ?? '', now);
      return after;
    });
  }

  /** The owner's in-app notification (in the change's transaction) and e-mail (after it), in their language. */
  private async tellOwner(tx: Executor, company: AdminCompanyDetail, kind: 'suspended' | 'reactivated', reason: string, now: Date) {
    const owner = await this.d.users.findById(company.owner.id, tx);
    if (!owner) return;
    const language = pickLanguage(owner.preferences.language);
    const texts = COMPANY_NOTICE_TEXTS[kind][language];
    const body = texts.body(company.name, reason);
    await this.d.notifications.create({ userId: owner.id, type: kind === 'suspended' ? 'alert' : 'system', title: texts.heading, message: body, createdAt: now }, tx);
    const rendered = renderContent(language, { subject: texts.subject, heading: texts.heading, greeting: texts.greeting(owner.firstName), paragraphs: [body], footer: texts.footer });
    this.d.mailer.send({ to: owner.email, ...rendered, template: `company-${kind}`, language });
  }

  accounts(filters: UserListFilters): Promise<AdminUserList> {
    return this.d.accounts.users(filters);
  }

  async account(id: string): Promise<AdminUserDetail> {
    const user = await this.d.accounts.user(id);
    if (!user) throw notFound(M.userNotFound);
    return user;
  }

  /**
   * Locks an account with a reason: signing in answers 423, every refresh token is revoked at once, and an
   * access token is refused at its next request. Not one's own account, nor the last unlocked super admin.
   */
  async lock(actor: Actor, id: string, reason: string): Promise<AdminUserDetail> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const before = await this.d.accounts.user(id, tx);
      if (!before) throw notFound(M.userNotFound);
      if (before.role === 'SUPER_ADMIN' && before.lockedAt === null && (await this.d.accounts.activeSuperAdmins(tx)) <= 1) {
        throw conflict(M.lastSuperAdmin, CODES.lastSuperAdmin);
      }
      if (id === actor.userId) throw conflict(M.selfLock, CODES.selfLock);
      if (!(await this.d.accounts.setLock(tx, id, { reason, at: now }))) throw conflict(M.alreadyLocked, CODES.alreadyLocked);
      await this.d.refreshTokens.revokeAllForUser(id, now, undefined, tx);
      await this.d.activity.record(tx, {
        actorId: actor.userId, action: 'user.locked', targetType: 'user', targetId: id, targetLabel: before.email, reason,
        before: { status: before.status }, after: { status: 'locked' }, at: now,
      });
      return (await this.d.accounts.user(id, tx))!;
    });
  }

  /** Unlocks, sends a password reset, marks the address verified or resends the verification mail. */
  async act(actor: Actor, id: string, action: UserAction): Promise<AdminUserDetail> {
    const now = this.d.clock.now();
    const user = await this.d.users.findById(id);
    if (!user) throw notFound(M.userNotFound);
    const entry = { actorId: actor.userId, targetType: 'user' as const, targetId: id, targetLabel: user.email, at: now };
    await this.d.db.transaction(async (tx) => {
      if (action === 'unlock') {
        if (!(await this.d.accounts.setLock(tx, id, null))) throw conflict(M.notLocked, CODES.notLocked);
        await this.d.activity.record(tx, { ...entry, action: 'user.unlocked', before: { status: 'locked' }, after: { status: 'unlocked' } });
      } else if (action === 'verify-email') {
        await this.d.accounts.markEmailVerified(tx, id, now);
        await this.d.activity.record(tx, { ...entry, action: 'user.email_verified', before: { emailVerified: user.emailVerifiedAt !== null }, after: { emailVerified: true } });
      } else {
        await this.d.activity.record(tx, { ...entry, action: action === 'password-reset' ? 'user.password_reset_sent' : 'user.verification_sent' });
      }
    });
    // The mails go once the audit entry is written (they read the account as it is now).
    if (action === 'password-reset') await this.d.passwordReset.request(user.tenantId, user.email);
    if (action === 'resend-verification') await this.d.emailVerification.resend(user, pickLanguage(user.preferences.language), false);
    return this.account(id);
  }

  activity(filters: ActivityFilters): Promise<AdminActivityList> {
    return this.d.activity.activity(filters);
  }

  /** The trail as CSV (cells that could start a formula are quoted by csvTable), at most 10,000 entries. */
  async activityCsv(filters: ActivityFilters): Promise<string> {
    const { data } = await this.d.activity.activity({ ...filters, page: 1, limit: 10_000 });
    return csvTable(['time', 'actor', 'action', 'target_type', 'target', 'reason', 'before', 'after'], data.map((e) => [
      e.createdAt, e.actor.name, e.action, e.targetType, e.targetLabel ?? e.targetId ?? '', e.reason ?? '',
      e.before === null ? '' : JSON.stringify(e.before), e.after === null ? '' : JSON.stringify(e.after),
    ]));
  }

  settings(): Promise<PlatformSettings> {
    return this.d.platform.settings();
  }

  async publicSettings(): Promise<PublicPlatformSettings> {
    const { maintenanceBanner, companyRegistrationOpen, supportEmail } = await this.d.platform.settings();
    return { maintenanceBanner, companyRegistrationOpen, supportEmail };
  }

  async updateSettings(actor: Actor, changes: Partial<Omit<PlatformSettings, 'updatedAt'>>): Promise<PlatformSettings> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      const { before, after } = await this.d.platform.updateSettings(tx, changes, now);
      const { updatedAt: _b, ...was } = before;
      const { updatedAt: _a, ...is } = after;
      await this.d.activity.record(tx, { actorId: actor.userId, action: 'settings.updated', targetType: 'settings', targetId: null, targetLabel: null, before: was, after: is, at: now });
      return after;
    });
  }

  remoteReleases(): RemoteReleases {
    return this.d.releases.list();
  }

  /**
   * One registry write; the next document and `/remotes.json` name the version (no rebuild). One activation at
   * a time across the instances that share the registry, each recorded in the same transaction.
   */
  async activateRelease(actor: Actor, name: string, version: string): Promise<RemoteRelease> {
    return this.d.db.transaction(async (tx) => {
      await this.d.activity.lockRemoteRegistry(tx);
      const { previous, release } = this.d.releases.activate(name, version);
      await this.d.activity.record(tx, {
        actorId: actor.userId, action: 'remote.activated', targetType: 'remote', targetId: name, targetLabel: name,
        before: { version: previous }, after: { version }, at: this.d.clock.now(),
      });
      return release;
    });
  }

  /** The platform over UTC days: bookings made by status, revenue per currency, sign-ups, the busiest. */
  async analytics(query: Required<Pick<AdminAnalyticsQuery, 'period'>> & AdminAnalyticsQuery): Promise<AdminAnalytics> {
    const { from, to } = platformPeriod(query, this.d.clock.now());
    return platformAnalyticsFrom(await this.d.platform.platformAggregates(from, to), query.period, from, to);
  }

  async analyticsCsv(query: Required<Pick<AdminAnalyticsQuery, 'period'>> & AdminAnalyticsQuery): Promise<{ filename: string; content: string }> {
    const analytics = await this.analytics(query);
    return { filename: `platform-${analytics.from}-to-${analytics.to}.csv`, content: platformAnalyticsCsv(analytics) };
  }
}
