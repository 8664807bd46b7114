/** Wires repositories and services once per app instance (no module-level singletons). */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { SecretBox } from './lib/secret-box.js';
import type { AppConfig } from './plugins/config.js';
import { RateLimitRepository } from './plugins/rate-limit.repository.js';
import { AccessTokenService } from './modules/auth/access-token.js';
import { AuthService } from './modules/auth/auth.service.js';
import { EmailVerificationService } from './modules/auth/email-verification.service.js';
import { LoginThrottleRepository } from './modules/auth/login-throttle.repository.js';
import { LoginThrottleService } from './modules/auth/login-throttle.service.js';
import { EmailVerificationTokenRepository, PasswordResetTokenRepository } from './modules/auth/one-time-token.repository.js';
import { PasswordHasher } from './modules/auth/password-hasher.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { RefreshTokenRepository } from './modules/auth/refresh-token.repository.js';
import { RefreshTokenService } from './modules/auth/refresh-token.service.js';
import { DocumentSessions } from './modules/auth/document-session.js';
import { SessionService } from './modules/auth/session.service.js';
import { TwoFactorService } from './modules/auth/two-factor.service.js';
import { BookingLifecycleService } from './modules/bookings/booking-lifecycle.service.js';
import { CustomerHomeRepository } from './modules/customer-home/customer-home.repository.js';
import { CustomerHomeService } from './modules/customer-home/customer-home.service.js';
import { createWeatherProvider } from './modules/customer-home/open-meteo-weather.js';
import { BookingChangeRepository } from './modules/bookings/booking-change.repository.js';
import { BookingHoldRepository } from './modules/bookings/booking-hold.repository.js';
import { BookingReadRepository } from './modules/bookings/booking-read.repository.js';
import { BookingService } from './modules/bookings/booking.service.js';
import { BookingPromoService } from './modules/bookings/booking-promo.service.js';
import { PromotionRepository } from './modules/promotions/promotion.repository.js';
import { PromotionService } from './modules/promotions/promotion.service.js';
import { PromotionAnnouncementRepository } from './modules/promotions/promotion-announcement.repository.js';
import { PromotionAnnouncementService } from './modules/promotions/promotion-announcement.service.js';
import { IdempotencyRepository } from './modules/idempotency/idempotency.repository.js';
import { CompanyRepository } from './modules/companies/company.repository.js';
import { CompanySettingsRepository } from './modules/companies/company-settings.repository.js';
import { CompanySettingsService } from './modules/companies/company-settings.service.js';
import { PaymentMethodRepository } from './modules/payments/payment-method.repository.js';
import { PaymentRepository } from './modules/payments/payment.repository.js';
import { PaymentService } from './modules/payments/payment.service.js';
import { PaymentsOfBookings } from './modules/payments/booking-money.js';
import { ReceiptRepository } from './modules/payments/receipt.repository.js';
import { ReceiptService } from './modules/payments/receipt.service.js';
import { TestCardProcessor } from './modules/payments/test-card-processor.js';
import { TransactionService } from './modules/payments/transaction.service.js';
import type { CardProcessor } from './modules/payments/card-processor.js';
import { FieldCalendarRepository } from './modules/fields/field-calendar.repository.js';
import { FieldCalendarService } from './modules/fields/field-calendar.service.js';
import { FieldImageRepository } from './modules/fields/field-image.repository.js';
import { FieldImageService } from './modules/fields/field-image.service.js';
import { AvailabilityRepository } from './modules/fields/availability.repository.js';
import { FieldSearchRepository } from './modules/fields/field-search.repository.js';
import { FieldSearchService } from './modules/fields/field-search.service.js';
import { FieldRepository } from './modules/fields/field.repository.js';
import { FieldService } from './modules/fields/field.service.js';
import { createFileStorage } from './modules/files/create-file-storage.js';
import { createGeocoder } from './modules/geocoding/create-geocoder.js';
import { Mailer, outboxTransport, smtpTransport, type MailTransport } from './modules/mail/mailer.js';
import { OutboxRepository } from './modules/mail/outbox.repository.js';
import { NotificationRepository } from './modules/notifications/notification.repository.js';
import { BookingNoticeRepository } from './modules/notifications/booking-notice.repository.js';
import { BookingNotices } from './modules/notifications/booking-notices.js';
import { AccountNoticeRepository } from './modules/notifications/account-notice.repository.js';
import { AccountNotices, type AccountNoticeSink } from './modules/notifications/account-notices.js';
import type { BookingEventSink } from './modules/bookings/booking-events.js';
import { JobQueue } from './modules/jobs/job-queue.js';
import { IntegrationRepository } from './modules/integrations/integration.repository.js';
import { EmailTemplateRepository } from './modules/notifications/email-template.repository.js';
import { ActivityLogRepository } from './modules/activity/activity-log.repository.js';
import { ActivityLogService } from './modules/activity/activity-log.service.js';
import { CompanyHealthRepository } from './modules/companies/company-health.repository.js';
import { CompanyHealthService } from './modules/companies/company-health.service.js';
import { DashboardRepository } from './modules/analytics/dashboard.repository.js';
import { DashboardService } from './modules/analytics/dashboard.service.js';
import { AnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { AnalyticsService } from './modules/analytics/analytics.service.js';
import { EmailTemplateService } from './modules/notifications/email-template.service.js';
import { EmployeeRepository } from './modules/employees/employee.repository.js';
import { EmployeeService } from './modules/employees/employee.service.js';
import { EmployeeTimeRepository } from './modules/employees/employee-time.repository.js';
import { EmployeeTimeService } from './modules/employees/employee-time.service.js';
import { EmployeeRoleService } from './modules/employees/employee-role.service.js';
import { CompanyProfileService } from './modules/companies/company-profile.service.js';
import { CompanyLocationService } from './modules/companies/company-location.service.js';
import { CompanyLocationRepository } from './modules/companies/company-location.repository.js';
import { CompanyProfileRepository } from './modules/companies/company-profile.repository.js';
import { CompanyDataService } from './modules/company-data/company-data.service.js';
import { CompanyDataRepository } from './modules/company-data/company-data.repository.js';
import { SubscriptionRepository } from './modules/subscriptions/subscription.repository.js';
import { SubscriptionService } from './modules/subscriptions/subscription.service.js';
import { IntegrationService } from './modules/integrations/integration.service.js';
import { WebhookSender } from './modules/integrations/webhook-sender.js';
import { NotificationService } from './modules/notifications/notification.service.js';
import { NotificationStreams } from './modules/notifications/notification-stream.js';
import { NotificationStreamTickets } from './modules/notifications/stream-ticket.js';
import { PlatformRepository } from './modules/platform/platform.repository.js';
import { AdminActivityRepository } from './modules/admin/admin-activity.repository.js';
import { AdminCompanyRepository } from './modules/admin/admin-companies.repository.js';
import { AdminPlatformRepository } from './modules/admin/admin-platform.repository.js';
import { AdminUserRepository } from './modules/admin/admin-users.repository.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AnnouncementRepository } from './modules/announcements/announcement.repository.js';
import { AnnouncementService } from './modules/announcements/announcement.service.js';
import { UnsubscribeLinks, UnsubscribeTokens } from './modules/mail/unsubscribe-token.js';
import { UnsubscribeRepository } from './modules/mail/unsubscribe.repository.js';
import { UnsubscribeService } from './modules/mail/unsubscribe.service.js';
import { RemoteReleaseStore } from './modules/admin/remote-releases.js';
import { registryFileOf } from './plugins/static/remote-registry.js';
import { ProfileService } from './modules/account/profile.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { UserRepository } from './modules/users/user.repository.js';

export interface ServiceOptions {
  config: AppConfig;
  db: Db;
  /** The pool under `db` (the job queue runs its own statements on it). */
  pool: pg.Pool;
  clock: Clock;
  log: FastifyBaseLogger;
  mailTransport?: MailTransport;
  /** The card network; the built-in test processor when not given. */
  cardProcessor?: CardProcessor;
}

export function createServices({ config, db, pool, clock, log, mailTransport, cardProcessor }: ServiceOptions) {
  const users = new UserRepository(db);
  const companies = new CompanyRepository(db);
  const outbox = new OutboxRepository(db);
  const transport = mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(outbox, clock));
  const mailer = new Mailer(transport, config.mailFrom, log);
  // The signed one-click unsubscribe links of optional e-mails (newsletter, promotions, reminders).
  const unsubscribeTokens = new UnsubscribeTokens(config.jwtSecret);
  const unsubscribeLinks = new UnsubscribeLinks(unsubscribeTokens, config.publicUrl);
  const hasher = new PasswordHasher();
  const accessTokens = new AccessTokenService(config.jwtSecret, clock, config.accessTokenTtlSeconds);
  const refreshTokenRecords = new RefreshTokenRepository(db);
  const refreshTokens = new RefreshTokenService(db, refreshTokenRecords, clock);
  const sessions = new SessionService(accessTokens, users);
  const documentSessions = new DocumentSessions(config.jwtSecret, refreshTokenRecords, users, sessions, clock);
  const throttle = new LoginThrottleService(new LoginThrottleRepository(db), clock, {
    limit: config.rateLimit.loginFailureLimit,
    windowMs: config.rateLimit.loginFailureWindowMs,
  });
  const verification = new EmailVerificationService(users, new EmailVerificationTokenRepository(db), mailer, clock, config.publicUrl);
  const twoFactor = new TwoFactorService(users, new SecretBox(config.jwtSecret, 'totp-secret'), clock);
  const auth = new AuthService({ db, users, companies, hasher, throttle, refreshTokens, sessions, twoFactor, verification, clock });
  const passwordReset = new PasswordResetService(
    db, users, new PasswordResetTokenRepository(db), hasher, refreshTokens, mailer, clock, config.publicUrl,
  );
  // Uploaded files: on disk, or in the S3-compatible bucket that every instance reads (config.files).
  const storage = createFileStorage(config.files);
  const profile = new ProfileService({ users, verification, storage, clock, graceDays: config.emailGracePeriodDays });
  const notificationRecords = new NotificationRepository(db);
  const notifications = new NotificationService(notificationRecords, users, clock, new NotificationStreamTickets(config.jwtSecret, clock));
  // The live streams this instance holds, fed by one listening connection of the pool (ADR 0033).
  const notificationStreams = new NotificationStreams({
    pool, repo: notificationRecords, log, heartbeatMs: config.notificationStream.heartbeatMs, lifetimeMs: config.accessTokenTtlSeconds * 1000,
  });
  const jobs = new JobQueue(pool, config.jobs, log);
  // Refunds by staff, blocks over bookings, plans, employees' accounts: notices written in the change's transaction.
  const accountNotices = new AccountNotices({
    jobs, repo: new AccountNoticeRepository(db), notifications: notificationRecords, mailer, clock, publicUrl: config.publicUrl,
  });
  accountNotices.register();
  const tell: AccountNoticeSink = (tx, notice) => accountNotices.enqueue(tx, notice);
  const fieldRecords = new FieldRepository(db);
  const fieldCalendarRecords = new FieldCalendarRepository(db);
  const fieldManagement = new FieldService(db, fieldRecords, fieldCalendarRecords, storage, clock);
  const fieldCalendar = new FieldCalendarService(db, fieldRecords, fieldCalendarRecords, clock, tell);
  const fieldImages = new FieldImageService(fieldRecords, new FieldImageRepository(db), storage, clock);
  const calendars = new AvailabilityRepository(db);
  const fieldSearch = new FieldSearchService(new FieldSearchRepository(db), calendars, clock);
  const bookingRecords = new BookingReadRepository(db);
  const bookingHolds = new BookingHoldRepository(db);
  const bookingChanges = new BookingChangeRepository(db);
  const idempotency = new IdempotencyRepository();
  // Promo codes: bookings price them through the promotions module's repository (bookings/booking-promotions.ts).
  const promotionRecords = new PromotionRepository(db);
  const bookings = new BookingService(db, bookingRecords, bookingHolds, calendars, idempotency, clock, `${config.jwtSecret}:booking-pass`, promotionRecords);
  const bookingPromo = new BookingPromoService(db, bookingRecords, bookingHolds, bookingChanges, promotionRecords, clock);
  const processor: CardProcessor = cardProcessor ?? new TestCardProcessor(db, clock);
  /** PDF receipts; `receipts.receiptForBooking(bookingId, language)` is the payment e-mail's attachment. */
  const receipts = new ReceiptService(new ReceiptRepository(db), clock);
  const emailTemplateRecords = new EmailTemplateRepository(db);
  const bookingNotices = new BookingNotices({
    db, jobs, repo: new BookingNoticeRepository(db), bookings: bookingRecords, notifications: notificationRecords, mailer,
    receipt: (id, language) => receipts.receiptForBooking(id, language), clock, publicUrl: config.publicUrl, unsubscribeLinks,
    wordings: emailTemplateRecords,
  });
  bookingNotices.register();
  const integrations = new IntegrationService({
    db, repo: new IntegrationRepository(db), jobs, clock, publicUrl: config.publicUrl,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    sender: new WebhookSender({ allowPrivateNetworks: config.webhooks.allowPrivateNetworks, userAgent: 'Pitchside-Webhooks/1' }),
  });
  integrations.register();
  // Every booking event: its notices and its webhook deliveries, written in the transaction of the change.
  const notify: BookingEventSink = async (tx, notice) => {
    await bookingNotices.enqueue(tx, notice);
    await integrations.enqueue(tx, notice);
  };
  const paymentRecords = new PaymentRepository(db, notify);
  const cards = new PaymentMethodRepository(db);
  const payments = new PaymentService(db, paymentRecords, cards, bookingRecords, processor, idempotency, clock);
  const transactions = new TransactionService(db, paymentRecords, cards, payments, processor, users, idempotency, clock, tell);
  const bookingMoney = new PaymentsOfBookings(paymentRecords, payments, receipts);
  const bookingLifecycle = new BookingLifecycleService(
    db, bookingRecords, bookingChanges, bookingMoney, clock, (token) => bookings.verifyPassToken(token), notify,
  );

  const employeeRecords = new EmployeeRepository(db);
  const employeeRoles = new EmployeeRoleService(db, employeeRecords, clock);
  const locationRecords = new CompanyLocationRepository(db);
  const companyLocations = new CompanyLocationService(db, locationRecords, clock);

  const analytics = new AnalyticsService(db, new AnalyticsRepository(db), jobs, mailer, clock);
  analytics.register();

  const employees = new EmployeeService({
    db, repo: employeeRecords, users, companies: new CompanySettingsRepository(db), hasher, refreshTokens, mailer, roles: employeeRoles, clock,
    publicUrl: config.publicUrl, notify: tell,
  });
  const adminActivity = new AdminActivityRepository(db);
  const admin = new AdminService({
    db, platform: new AdminPlatformRepository(db), companies: new AdminCompanyRepository(db), accounts: new AdminUserRepository(db),
    activity: adminActivity, users, refreshTokens: new RefreshTokenRepository(db), notifications: notificationRecords, passwordReset,
    emailVerification: verification, mailer, releases: new RemoteReleaseStore(registryFileOf(config)), clock,
  });
  // Announcements and newsletters: written with their audit entry, delivered by a job in batches.
  const announcements = new AnnouncementService({
    db, repo: new AnnouncementRepository(db), audit: adminActivity, idempotency, jobs, mailer,
    unsubscribeLinks, clock, publicUrl: config.publicUrl, retryDelaySeconds: config.jobs.retryDelaySeconds,
    retryLimit: config.jobs.announcementRetryLimit,
  });
  announcements.register();
  // A promotion's e-mail to the company's past customers: written with its record, delivered by a job in batches.
  const promotionAnnouncements = new PromotionAnnouncementService({
    db, repo: new PromotionAnnouncementRepository(db), jobs, mailer, unsubscribeLinks, clock, publicUrl: config.publicUrl,
    retryDelaySeconds: config.jobs.retryDelaySeconds, retryLimit: config.jobs.announcementRetryLimit,
  });
  promotionAnnouncements.register();
  // Messages of the contact form: e-mailed to the support address of the platform's settings by a job.
  const contact = new ContactService({ db, jobs, mailer, clock, supportAddress: async () => (await admin.publicSettings()).supportEmail });
  contact.register();
  return {
    admin,
    announcements,
    contact,
    promotionAnnouncements,
    unsubscribeLinks,
    unsubscribe: new UnsubscribeService(new UnsubscribeRepository(db), unsubscribeTokens, clock, config.publicUrl),
    clock, config, users, companies, outbox, mailer, hasher, accessTokens, refreshTokens, sessions, documentSessions, throttle, verification,
    twoFactor, auth, passwordReset, storage, profile, notifications, platform: new PlatformRepository(db),
    // The per-IP request counts of the rate-limited routes (plugins/rate-limit.ts), shared by every instance.
    rateLimitCounters: new RateLimitRepository(db),
    notificationStreams,
    fieldManagement, fieldCalendar, fieldImages, fieldSearch, bookings, payments, processor, bookingLifecycle, bookingMoney, transactions,
    jobs, bookingNotices, accountNotices, receipts, integrations,
    bookingPromo, promotions: new PromotionService(promotionRecords, clock),
    analytics,
    dashboard: new DashboardService(db, new DashboardRepository(db), clock),
    companyHealth: new CompanyHealthService(new CompanyHealthRepository(db), clock),
    activityLog: new ActivityLogService(new ActivityLogRepository(db)),
    emailTemplates: new EmailTemplateService(db, emailTemplateRecords, mailer, clock, config.publicUrl),
    companySettings: new CompanySettingsService(db, new CompanySettingsRepository(db), clock),
    employees,
    employeeRoles,
    employeeTime: new EmployeeTimeService(db, new EmployeeTimeRepository(db), clock),
    companyProfile: new CompanyProfileService({
      db, repo: new CompanyProfileRepository(db), users, sessions, storage, locations: locationRecords, clock,
    }),
    companyLocations,
    companyData: new CompanyDataService(db, new CompanyDataRepository(db), fieldRecords, companyLocations, employees, clock),
    subscriptions: new SubscriptionService(db, new SubscriptionRepository(db), cards, processor, clock, tell),
    geocoder: createGeocoder(config),
    customerHome: new CustomerHomeService(
      new CustomerHomeRepository(db), createWeatherProvider(config.weatherUrl, clock, (error) => log.warn({ err: error }, 'weather service unavailable')), clock,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
