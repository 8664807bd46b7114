import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminActivityEntrySchema, ZAdminActivityQuerySchema, ZAdminCompanyDetailSchema, ZAdminCompanyListQuerySchema, ZAdminCompanySchema,
  ZAdminOverviewSchema, ZAdminUserDetailSchema, ZAdminUserListQuerySchema, ZAdminUserSchema, ZLockUserSchema, ZPlatformSettingsSchema,
  ZActivateRemoteSchema, ZPlatformSettingsUpdateSchema, ZPublicPlatformSettingsSchema, ZReactivateCompanySchema, ZRemoteReleaseSchema,
  ZRemoteReleasesSchema, ZSuspendCompanySchema, ZAdminAnalyticsExportSchema, ZAdminAnalyticsQuerySchema, ZAdminAnalyticsSchema,
} from '@pitchside/shared-api/contracts/admin';
import { ZPaginationSchema } from '@pitchside/shared-api/contracts/field';
import { errorResponses, ok, responses } from '../../lib/http.js';
import { actorOf } from '../../plugins/authentication.js';
import type { AdminService, UserAction } from './admin.service.js';

const superAdmin = { auth: 'required', roles: ['SUPER_ADMIN'] } as const;
const tags = ['admin'];
const ZIdParams = z.object({ id: z.uuid() });

/** A page of a list: `{ success, data: [...], pagination }`. */
const listResponses = <T extends z.ZodType>(item: T) => ({
  200: z.object({ success: z.literal(true), data: z.array(item), pagination: ZPaginationSchema }),
  ...Object.fromEntries(Object.entries(responses(z.null(), 400, 401, 403)).filter(([status]) => status !== '200')),
});

const USER_ACTIONS: [UserAction, string, string][] = [
  ['unlock', 'unlockUser', 'Unlocks the account'],
  ['password-reset', 'sendUserPasswordReset', 'Sends the password reset e-mail'],
  ['verify-email', 'verifyUserEmail', 'Marks the e-mail address as verified'],
  ['resend-verification', 'resendUserVerification', 'Sends the verification e-mail again'],
];

/** /api/v1/admin/…: the super admin's area. Another role: 403; no session: 401. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get('/overview', {
    config: superAdmin,
    schema: { tags, operationId: 'getAdminOverview', summary: "The platform's figures now and against the previous 30 days, and what needs attention", response: responses(ZAdminOverviewSchema, 401, 403) },
  }, async () => ok(await admin.overview()));

  app.get('/companies', {
    config: superAdmin,
    schema: { tags, operationId: 'listAdminCompanies', summary: 'Companies, searched by name, owner e-mail or city', querystring: ZAdminCompanyListQuerySchema, response: listResponses(ZAdminCompanySchema) },
  }, async (request) => ({ success: true as const, ...(await admin.companies(request.query)) }));

  app.get('/companies/:id', {
    config: superAdmin,
    schema: { tags, operationId: 'getAdminCompany', summary: 'A company with its owner, plan and usage, locations, counts, revenue and last activity', params: ZIdParams, response: responses(ZAdminCompanyDetailSchema, 401, 403, 404) },
  }, async (request) => ok(await admin.company(request.params.id)));

  app.post('/companies/:id/suspend', {
    config: superAdmin,
    schema: {
      tags, operationId: 'suspendCompany', summary: 'Suspends the company: its fields leave search, its staff are stopped, its owner is told why',
      params: ZIdParams, body: ZSuspendCompanySchema, response: responses(ZAdminCompanyDetailSchema, 400, 401, 403, 404, 409),
    },
  }, async (request) => ok(await admin.suspend(actorOf(request), request.params.id, request.body.reason)));

  app.post('/companies/:id/reactivate', {
    config: superAdmin,
    schema: { tags, operationId: 'reactivateCompany', summary: 'Reactivates a suspended company', params: ZIdParams, body: ZReactivateCompanySchema, response: responses(ZAdminCompanyDetailSchema, 400, 401, 403, 404, 409) },
  }, async (request) => ok(await admin.reactivate(actorOf(request), request.params.id, request.body.note)));

  app.get('/users', {
    config: superAdmin,
    schema: { tags, operationId: 'listAdminUsers', summary: 'Accounts, searched by e-mail or name', querystring: ZAdminUserListQuerySchema, response: listResponses(ZAdminUserSchema) },
  }, async (request) => ({ success: true as const, ...(await admin.accounts(request.query)) }));

  app.get('/users/:id', {
    config: superAdmin,
    schema: { tags, operationId: 'getAdminUser', summary: 'An account with its company, bookings and payments', params: ZIdParams, response: responses(ZAdminUserDetailSchema, 401, 403, 404) },
  }, async (request) => ok(await admin.account(request.params.id)));

  app.post('/users/:id/lock', {
    config: superAdmin,
    schema: {
      tags, operationId: 'lockUser', summary: 'Locks the account: sign-in 423, sessions revoked, access tokens refused from the next request',
      params: ZIdParams, body: ZLockUserSchema, response: responses(ZAdminUserDetailSchema, 400, 401, 403, 404, 409),
    },
  }, async (request) => ok(await admin.lock(actorOf(request), request.params.id, request.body.reason)));

  for (const [action, operationId, summary] of USER_ACTIONS) {
    app.post(`/users/:id/${action}`, {
      config: superAdmin,
      schema: { tags, operationId, summary, params: ZIdParams, response: responses(ZAdminUserDetailSchema, 401, 403, 404, 409) },
    }, async (request) => ok(await admin.act(actorOf(request), request.params.id, action)));
  }

  app.get('/activity', {
    config: superAdmin,
    schema: { tags, operationId: 'listAdminActivity', summary: 'The audit trail of every admin action, newest first', querystring: ZAdminActivityQuerySchema, response: listResponses(ZAdminActivityEntrySchema) },
  }, async (request) => ({ success: true as const, ...(await admin.activity(request.query)) }));

  app.get('/analytics', {
    config: superAdmin,
    schema: {
      tags, operationId: 'getPlatformAnalytics', summary: 'The platform over UTC days: bookings made by status, revenue per currency, sign-ups; the busiest companies, sports and cities',
      description: 'Periods: 7d, 30d, 3m (ending today, UTC) or custom (from and to, at most 366 days). Figures as docs/product/figures.md defines them.',
      querystring: ZAdminAnalyticsQuerySchema, response: responses(ZAdminAnalyticsSchema, 400, 401, 403),
    },
  }, async (request) => ok(await admin.analytics(request.query)));

  app.post('/analytics/export', {
    config: superAdmin,
    schema: {
      tags, operationId: 'exportPlatformAnalytics', summary: 'The same period as a CSV download (a row per day, a revenue column per currency)',
      body: ZAdminAnalyticsExportSchema, response: { 200: { description: 'The file', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    const file = await admin.analyticsCsv(request.body);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store').send(file.content);
  });

  app.get('/remotes', {
    config: superAdmin,
    schema: { tags, operationId: 'listRemoteReleases', summary: 'Each remote: its active version and contract, and every published version', response: responses(ZRemoteReleasesSchema, 401, 403) },
  }, () => ok(admin.remoteReleases()));

  app.post('/remotes/:name/activate', {
    config: superAdmin,
    schema: {
      tags, operationId: 'activateRemoteRelease', summary: 'Makes a published version the active one (one registry write; the next page load uses it)',
      params: z.object({ name: z.string().max(50) }), body: ZActivateRemoteSchema, response: responses(ZRemoteReleaseSchema, 400, 401, 403, 404, 409),
    },
  }, async (request) => ok(await admin.activateRelease(actorOf(request), request.params.name, request.body.version)));

  app.post('/activity/export', {
    config: superAdmin,
    schema: {
      tags, operationId: 'exportAdminActivity', summary: 'The audit trail with the same filters as a CSV download (at most 10,000 entries, newest first)',
      body: ZAdminActivityQuerySchema, response: { 200: { description: 'The file', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    const file = await admin.activityCsv(request.body);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="admin-activity.csv"')
      .header('cache-control', 'private, no-store').send(file);
  });

  app.get('/settings', {
    config: superAdmin,
    schema: { tags, operationId: 'getPlatformSettings', summary: "The platform's settings", response: responses(ZPlatformSettingsSchema, 401, 403) },
  }, async () => ok(await admin.settings()));

  app.put('/settings', {
    config: superAdmin,
    schema: { tags, operationId: 'updatePlatformSettings', summary: 'Changes the settings given (what GET answers, or part of it)', body: ZPlatformSettingsUpdateSchema, response: responses(ZPlatformSettingsSchema, 400, 401, 403) },
  }, async (request) => {
    const { updatedAt: _ignored, ...changes } = request.body;
    return ok(await admin.updateSettings(actorOf(request), changes));
  });
};

/** GET /api/v1/platform/settings (public): what every page needs of the settings (the maintenance banner…). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.get('/settings', {
    schema: {
      tags: ['platform'], operationId: 'getPublicPlatformSettings', summary: 'The maintenance banner, whether companies may register, and the support address (public)',
      response: responses(ZPublicPlatformSettingsSchema),
    },
  }, async (_request, reply) => {
    // Every page reads it; a change shows within half a minute.
    reply.header('cache-control', 'public, max-age=30');
    return ok(await admin.publicSettings());
  });
};
