import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNotificationSchema } from '@pitchside/shared-api/contracts/notification';
import {
  ZCreateNotificationRequestSchema, ZNotificationBulkResultSchema, ZNotificationEventIdSchema, ZNotificationListQuerySchema,
  ZNotificationListResponseSchema, ZNotificationPreferencesSchema, ZNotificationPreferencesUpdateSchema,
  ZNotificationStreamQuerySchema, ZNotificationStreamTicketSchema, ZUnreadCountResponseSchema,
} from '@pitchside/shared-api/contracts/notification-api';
import { errorResponses, ok, responses, ZNoDataSchema } from '../../lib/http.js';
import { authOf } from '../../plugins/authentication.js';
import type { NotificationStreams } from './notification-stream.js';
import type { NotificationService } from './notification.service.js';

const ZUserParams = z.object({ userId: z.uuid() });
const ZIdParams = z.object({ id: z.uuid() });
/** A browser's EventSource sends the last event id it saw when it reconnects by itself. */
const ZStreamHeaders = z.object({ 'last-event-id': ZNotificationEventIdSchema.optional() });

/** /api/v1/notifications (docs/product/api.md). A user reaches only their own rows: foreign ids answer 403/404. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService; streams: NotificationStreams }> = async (
  app, { notifications, streams },
) => {
  const common = { tags: ['notifications'] };
  const signedIn = { auth: 'required' as const };
  const caller = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, role: user.role };
  };

  app.get('/user/:userId', {
    config: { ...signedIn, duringPasswordChange: true },
    schema: { ...common, operationId: 'listNotifications', summary: "A page of the user's own notifications, newest first", params: ZUserParams, querystring: ZNotificationListQuerySchema, response: responses(ZNotificationListResponseSchema, 400, 401, 403) },
  }, async (request) => ok(await notifications.list(caller(request), request.params.userId, request.query)));

  app.get('/user/:userId/unread-count', {
    config: { ...signedIn, duringPasswordChange: true },
    schema: { ...common, operationId: 'getUnreadNotificationCount', summary: "How many of the user's notifications are unread", params: ZUserParams, response: responses(ZUnreadCountResponseSchema, 400, 401, 403) },
  }, async (request) => ok({ count: await notifications.unreadCount(caller(request), request.params.userId) }));

  app.patch('/:id/read', {
    config: signedIn,
    schema: { ...common, operationId: 'markNotificationRead', summary: "Mark a notification read", params: ZIdParams, response: responses(ZNotificationSchema, 400, 401, 404) },
  }, async (request) => ok(await notifications.markRead(caller(request), request.params.id)));

  app.patch('/:id/unread', {
    config: signedIn,
    schema: { ...common, operationId: 'markNotificationUnread', summary: "Mark a notification unread", params: ZIdParams, response: responses(ZNotificationSchema, 400, 401, 404) },
  }, async (request) => ok(await notifications.markUnread(caller(request), request.params.id)));

  app.patch('/:id/archive', {
    config: signedIn,
    schema: { ...common, operationId: 'archiveNotification', summary: "Archive a notification", params: ZIdParams, response: responses(ZNotificationSchema, 400, 401, 404) },
  }, async (request) => ok(await notifications.archive(caller(request), request.params.id)));

  app.patch('/:id/unarchive', {
    config: signedIn,
    schema: { ...common, operationId: 'unarchiveNotification', summary: "Bring an archived notification back", params: ZIdParams, response: responses(ZNotificationSchema, 400, 401, 404) },
  }, async (request) => ok(await notifications.unarchive(caller(request), request.params.id)));

  app.patch('/user/:userId/mark-all-read', {
    config: signedIn,
    schema: { ...common, operationId: 'markAllNotificationsRead', summary: "Mark every notification of the user read", params: ZUserParams, response: responses(ZNotificationBulkResultSchema, 400, 401, 403) },
  }, async (request) => ok({ count: await notifications.markAllRead(caller(request), request.params.userId) }));

  app.delete('/:id', {
    config: signedIn,
    schema: { ...common, operationId: 'deleteNotification', summary: "Delete a notification", params: ZIdParams, response: responses(ZNoDataSchema, 400, 401, 404) },
  }, async (request) => {
    await notifications.delete(caller(request), request.params.id);
    return ok(null, 'Notification deleted');
  });

  app.delete('/user/:userId/clear-all', {
    config: signedIn,
    schema: { ...common, operationId: 'clearNotifications', summary: "Delete every notification of the user", params: ZUserParams, response: responses(ZNotificationBulkResultSchema, 400, 401, 403) },
  }, async (request) => ok({ count: await notifications.clearAll(caller(request), request.params.userId) }));

  app.post('/', {
    config: { ...signedIn, roles: ['SUPER_ADMIN'] },
    schema: { ...common, operationId: 'createNotification', summary: "Send a notification to a user (super admin)", body: ZCreateNotificationRequestSchema, response: { 201: responses(ZNotificationSchema)[200]!, ...responses(ZNoDataSchema, 400, 401, 403, 404) } },
  }, async (request, reply) => reply.code(201).send(ok(await notifications.create(caller(request), request.body))));

  app.post('/test', {
    config: signedIn,
    schema: { ...common, operationId: 'sendTestNotification', summary: "Send a notification to yourself, to try the bell", body: ZCreateNotificationRequestSchema, response: { 201: responses(ZNotificationSchema)[200]!, ...responses(ZNoDataSchema, 400, 401, 403, 404) } },
  }, async (request, reply) => reply.code(201).send(ok(await notifications.create(caller(request), request.body))));

  app.get('/preferences/:userId', {
    config: signedIn,
    schema: { ...common, operationId: 'getNotificationPreferences', summary: "The user's notification settings", params: ZUserParams, response: responses(ZNotificationPreferencesSchema, 400, 401, 403) },
  }, async (request) => ok(await notifications.preferences(caller(request), request.params.userId)));

  app.put('/preferences/:userId', {
    config: signedIn,
    schema: { ...common, operationId: 'updateNotificationPreferences', summary: "Change the user's notification settings", params: ZUserParams, body: ZNotificationPreferencesUpdateSchema, response: responses(ZNotificationPreferencesSchema, 400, 401, 403) },
  }, async (request) => ok(await notifications.updatePreferences(caller(request), request.params.userId, request.body), 'Preferences updated'));

  app.post('/stream-ticket', {
    config: { ...signedIn, duringPasswordChange: true },
    schema: { ...common, operationId: 'createNotificationStreamTicket', summary: 'A one-minute ticket that opens the live stream of your notifications', response: responses(ZNotificationStreamTicketSchema, 401) },
  }, async (request) => ok(notifications.streamTicket(caller(request))));

  // Opened by the browser's EventSource, which sends no Authorization header: the ticket names the user.
  app.get('/stream', {
    schema: {
      tags: ['notifications'],
      operationId: 'streamNotifications', summary: 'Your notifications as they happen (Server-Sent Events): `notification` and `unread-count` events, resumable by event id',
      querystring: ZNotificationStreamQuerySchema,
      headers: ZStreamHeaders,
      response: {
        200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
        ...errorResponses(400, 401, 429),
      },
    },
  }, async (request, reply) => {
    const userId = await notifications.streamOwner(request.query.ticket);
    const after = request.headers['last-event-id'] ?? request.query.lastEventId;
    await streams.open(userId, after === undefined ? undefined : Number(after), reply);
  });
};
