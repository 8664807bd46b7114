/**
 * Builds the Fastify app from plugins: external concerns first (config, database, error envelope,
 * security headers, CORS, cookies, rate limiting, OpenAPI), then authentication/authorisation,
 * then the domain modules, then static front-end serving (which owns the not-found answer).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { authorisationPlugin } from './plugins/authorisation.js';
import { companyScopePlugin } from './plugins/company-scope.js';
import { configPlugin, type AppConfig } from './plugins/config.js';
import { corsPlugin } from './plugins/cors.js';
import { databasePlugin } from './plugins/database.js';
import { errorEnvelopePlugin, envelopeFor, sendError } from './plugins/error-envelope.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeaders, securityHeadersPlugin, tileImageOrigins } from './plugins/security-headers.js';
import { RemoteRegistry, registryFileOf } from './plugins/static/remote-registry.js';
import { staticPlugin } from './plugins/static/static.js';
import { shutdownPlugin } from './plugins/shutdown.js';
import { inputHygienePlugin } from './plugins/input-hygiene.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { permissionRoutes } from './modules/auth/permission.routes.js';
import { companySettingsRoutes } from './modules/companies/company-settings.routes.js';
import { employeeRoutes } from './modules/employees/employee.routes.js';
import { companyProfileRoutes } from './modules/companies/company-profile.routes.js';
import { calendarFeedRoutes, integrationRoutes } from './modules/integrations/integration.routes.js';
import { emailTemplateRoutes } from './modules/notifications/email-template.routes.js';
import { activityLogRoutes } from './modules/activity/activity-log.routes.js';
import { companyHealthRoutes } from './modules/companies/company-health.routes.js';
import { dashboardRoutes } from './modules/analytics/dashboard.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { devOutboxRoutes } from './modules/dev/outbox.routes.js';
import { companyFieldRoutes } from './modules/fields/company-field.routes.js';
import { fieldCalendarRoutes } from './modules/fields/field-calendar.routes.js';
import { fieldImageRoutes } from './modules/fields/field-image.routes.js';
import { bookingRoutes } from './modules/bookings/booking.routes.js';
import { promotionCheckRoutes, promotionRoutes } from './modules/promotions/promotion.routes.js';
import { promotionAnnouncementRoutes } from './modules/promotions/promotion-announcement.routes.js';
import { scheduleBookingUpkeep } from './modules/bookings/booking-upkeep.js';
import { companyDataRoutes } from './modules/company-data/company-data.routes.js';
import { scheduleSubscriptionUpkeep } from './modules/subscriptions/subscription-upkeep.js';
import { subscriptionPlanRoutes, subscriptionRoutes } from './modules/subscriptions/subscription.routes.js';
import { checkInRoutes, companyBookingRoutes } from './modules/bookings/company-booking.routes.js';
import { paymentRoutes } from './modules/payments/payment.routes.js';
import { bookingPaymentRoutes } from './modules/payments/booking-payment.routes.js';
import { fieldSearchRoutes } from './modules/fields/field-search.routes.js';
import { fieldRoutes } from './modules/fields/field.routes.js';
import { fileRoutes } from './modules/files/file.routes.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import type { MailTransport } from './modules/mail/mailer.js';
import { platformRoutes } from './modules/platform/platform.routes.js';
import { adminRoutes, publicSettingsRoutes } from './modules/admin/admin.routes.js';
import { announcementRoutes } from './modules/announcements/announcement.routes.js';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes.js';
import { notificationRoutes } from './modules/notifications/notification.routes.js';
import { profileRoutes } from './modules/account/profile.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { crawlerRoutes } from './modules/crawlers/crawler.routes.js';
import { bookingCalendarRoutes, customerHomeRoutes } from './modules/customer-home/customer-home.routes.js';
import { createServices, type Services } from './services.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the pool when the app closes (true unless the caller owns it). */
  closeDatabase?: boolean;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const registry = new RemoteRegistry(registryFileOf(config));
  const imageOrigins = tileImageOrigins(config.map.tileUrl);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Hostile JSON (prototype keys) is refused by the parser, before any code sees it.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 500 },
    requestTimeout: 30_000,
    // Draining is ours (plugins/shutdown.ts): serve requests on open connections, then close idle ones.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Unparsable URLs and similar router-level failures also answer with the envelope.
    frameworkErrors: (error, _request, reply) => {
      // Hooks do not run for these: set the security headers here.
      reply.headers(securityHeaders({ production: config.isProduction, remoteOrigins: registry.origins(), imageOrigins }));
      sendError(reply, error);
    },
    // Malformed HTTP never reaches the router: answer with the envelope and the security headers.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const { status, body } = envelopeFor(Object.assign(error, { statusCode: 400 }));
      const payload = JSON.stringify(body);
      const headers = securityHeaders({ production: config.isProduction, remoteOrigins: registry.origins(), imageOrigins });
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n');
      socket.end(`HTTP/1.1 ${status} Bad Request\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n${lines}\r\n\r\n${payload}`);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    config, db: options.database.db, pool: options.database.pool, clock, log: app.log, mailTransport: options.mailTransport,
  });
  app.decorate('services', services);
  scheduleBookingUpkeep(services, app.log);
  scheduleSubscriptionUpkeep(services, app.log);
  // The job queue works while the app serves: it starts when the app is ready and stops before the pool closes.
  app.addHook('onReady', () => services.jobs.begin());

  await app.register(configPlugin, { config });
  await app.register(databasePlugin, {
    database: options.database,
    closeOnShutdown: options.closeDatabase ?? true,
    // Running jobs finish and mail still in flight is delivered (or captured) before the pool goes away.
    beforeClose: async () => {
      await services.jobs.stop();
      await services.mailer.close();
    },
  });
  await app.register(errorEnvelopePlugin);
  await app.register(shutdownPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityHeadersPlugin, { production: config.isProduction, remoteOrigins: () => registry.origins(), imageOrigins });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { counters: services.rateLimitCounters, clock, jobs: services.jobs });
  await app.register(openApiPlugin);
  await app.register(authenticationPlugin, {
    tokens: services.accessTokens, users: services.users, clock, graceDays: config.emailGracePeriodDays,
  });
  await app.register(authorisationPlugin, { clock, graceDays: config.emailGracePeriodDays });
  await app.register(companyScopePlugin, { lookups: services.companies });

  await app.register(healthRoutes, { prefix: '/api/v1' });
  await app.register(authRoutes, {
    prefix: '/api/v1/auth', auth: services.auth, passwordReset: services.passwordReset, verification: services.verification,
    users: services.users, documentSessions: services.documentSessions, clock,
  });
  await app.register(twoFactorRoutes, { prefix: '/api/v1/auth/2fa', twoFactor: services.twoFactor });
  await app.register(profileRoutes, { prefix: '/api/v1/auth', profile: services.profile, auth: services.auth });
  await app.register(notificationRoutes, {
    prefix: '/api/v1/notifications', notifications: services.notifications, streams: services.notificationStreams,
  });
  // Open streams end as the server starts closing (so it need not wait for them); the listening
  // connection goes back before the pool closes (this hook runs before the database plugin's).
  app.addHook('preClose', async () => services.notificationStreams.closeStreams());
  app.addHook('onClose', async () => services.notificationStreams.stop());
  // The object store's connections, once no request can read a file any more.
  app.addHook('onClose', async () => services.storage.close());
  await app.register(permissionRoutes, { prefix: '/api/v1/companies', sessions: services.sessions });
  await app.register(companySettingsRoutes, { prefix: '/api/v1/companies', companySettings: services.companySettings });
  await app.register(employeeRoutes, {
    prefix: '/api/v1/companies', employees: services.employees, employeeRoles: services.employeeRoles, employeeTime: services.employeeTime,
  });
  await app.register(companyProfileRoutes, {
    prefix: '/api/v1/companies', companyProfile: services.companyProfile, companyLocations: services.companyLocations,
  });
  await app.register(integrationRoutes, { prefix: '/api/v1/companies', integrations: services.integrations });
  await app.register(emailTemplateRoutes, { prefix: '/api/v1/companies', emailTemplates: services.emailTemplates });
  await app.register(activityLogRoutes, { prefix: '/api/v1/companies', activityLog: services.activityLog });
  await app.register(companyHealthRoutes, { prefix: '/api/v1/companies', companyHealth: services.companyHealth });
  await app.register(dashboardRoutes, { prefix: '/api/v1/companies', dashboard: services.dashboard });
  await app.register(analyticsRoutes, { prefix: '/api/v1/companies', analytics: services.analytics });
  await app.register(subscriptionRoutes, { prefix: '/api/v1/companies', subscriptions: services.subscriptions });
  await app.register(companyDataRoutes, { prefix: '/api/v1/companies', companyData: services.companyData });
  await app.register(subscriptionPlanRoutes, { prefix: '/api/v1', subscriptions: services.subscriptions });
  await app.register(calendarFeedRoutes, { prefix: '/api/v1/calendar-feeds', integrations: services.integrations });
  await app.register(companyFieldRoutes, { prefix: '/api/v1/companies', fieldManagement: services.fieldManagement });
  await app.register(fieldRoutes, { prefix: '/api/v1/fields', fieldManagement: services.fieldManagement });
  await app.register(fieldImageRoutes, { prefix: '/api/v1/fields', fieldImages: services.fieldImages });
  await app.register(fieldSearchRoutes, { prefix: '/api/v1/fields', fieldSearch: services.fieldSearch });
  await app.register(bookingRoutes, {
    prefix: '/api/v1/bookings', bookings: services.bookings, lifecycle: services.bookingLifecycle, money: services.bookingMoney,
    promo: services.bookingPromo, publicUrl: config.publicUrl,
  });
  await app.register(promotionRoutes, { prefix: '/api/v1/companies', promotions: services.promotions });
  await app.register(promotionAnnouncementRoutes, { prefix: '/api/v1/companies', announcements: services.promotionAnnouncements });
  await app.register(promotionCheckRoutes, { prefix: '/api/v1/fields', promo: services.bookingPromo });
  await app.register(bookingPaymentRoutes, { prefix: '/api/v1/bookings', payments: services.payments, receipts: services.receipts });
  await app.register(bookingCalendarRoutes, { prefix: '/api/v1/bookings', home: services.customerHome });
  await app.register(customerHomeRoutes, { prefix: '/api/v1/me', home: services.customerHome });
  await app.register(companyBookingRoutes, { prefix: '/api/v1/companies', lifecycle: services.bookingLifecycle });
  await app.register(checkInRoutes, { prefix: '/api/v1/checkins', lifecycle: services.bookingLifecycle });
  await app.register(paymentRoutes, { prefix: '/api/v1/payments', transactions: services.transactions, receipts: services.receipts });
  await app.register(fieldCalendarRoutes, { prefix: '/api/v1', fieldCalendar: services.fieldCalendar });
  await app.register(fileRoutes, { prefix: '/api/v1/files', storage: services.storage });
  await app.register(platformRoutes, { prefix: '/api/v1/platform', platform: services.platform, map: config.map });
  await app.register(publicSettingsRoutes, { prefix: '/api/v1/platform', admin: services.admin });
  await app.register(adminRoutes, { prefix: '/api/v1/admin', admin: services.admin });
  await app.register(announcementRoutes, { prefix: '/api/v1/admin', announcements: services.announcements });
  await app.register(unsubscribeRoutes, { prefix: '/api/v1', unsubscribe: services.unsubscribe });
  await app.register(geocodingRoutes, { prefix: '/api/v1', geocoder: services.geocoder });
  await app.register(contactRoutes, {
    prefix: '/api/v1', contact: services.contact, limit: { max: config.rateLimit.contactMax, timeWindow: config.rateLimit.contactWindowMs },
  });
  await app.register(crawlerRoutes, { publicUrl: config.publicUrl });
  if (!config.isProduction) await app.register(devOutboxRoutes, { prefix: '/api/v1/dev', outbox: services.outbox });
  await app.register(staticPlugin, {
    staticRoot: config.staticRoot, registry, publicSettings: () => services.admin.publicSettings(), now: () => clock.now().getTime(),
    documentSession: (request) => services.documentSessions.resolve(request),
  });
  return app;
}
