import type { Notification, NotificationType } from '../contracts/notification.js';
import { NOTIFICATION_FETCH_LIMIT } from '../contracts/notification-constants.js';
import {
  ZNotificationListResponseSchema,
  ZNotificationPreferencesSchema,
  type NotificationBulkResult,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationStreamTicket,
} from '../contracts/notification-api.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { notificationCountApi, notificationsOf as user } from './notification-count-api.js';

export interface NotificationListArgs {
  userId: string;
  /** Default 50 (docs/product/constants.md). */
  limit?: number;
  offset?: number;
  unreadOnly?: boolean;
  /** Only the archived ones (default: only the others). */
  archived?: boolean;
  type?: NotificationType;
}

export interface NotificationRef {
  id: string;
  userId: string;
}

type Patches = { undo: () => void }[];

/** `PATCH /notifications/{id}/read`, `/unread`, `/archive`, `/unarchive`. */
const patchOne = (action: string) => ({ id }: NotificationRef) => ({ url: `/notifications/${encodeURIComponent(id)}/${action}`, method: 'PATCH' });

/**
 * Notification calls of docs/product/api.md but the unread count (`notification-count-api`, which every
 * signed-in page loads for the bell): these load with the panel, the notifications page and the live
 * stream. Mutations update the cache at once and roll back if the call fails.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], NotificationListArgs>({
      query: ({ userId, limit = NOTIFICATION_FETCH_LIMIT, offset = 0, unreadOnly, archived, type }) => ({
        url: user(userId),
        params: { limit, offset, unreadOnly, archived, type },
      }),
      transformResponse: unwrapEnvelope<Notification[]>,
      responseSchema: __DEV__ ? ZNotificationListResponseSchema : undefined,
      providesTags: (result) => [
        { type: 'Notification', id: 'LIST' },
        ...(result ?? []).map((n) => ({ type: 'Notification' as const, id: n.id })),
      ],
    }),
    markNotificationRead: build.mutation<void, NotificationRef>({
      query: patchOne('read'),
      invalidatesTags: (_r, _e, { id, userId }) => [
        { type: 'Notification', id },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async ({ id, userId }, { dispatch, getState, queryFulfilled }) => {
        const readAt = new Date().toISOString();
        let wasUnread = false;
        const patches = updateLists(getState(), userId, dispatch, (list) => {
          const item = list.find((n) => n.id === id);
          if (item && !item.isRead) {
            wasUnread ||= !item.archivedAt;
            Object.assign(item, { isRead: true, readAt });
          }
        });
        // Lower the count only for a notification known to be unread (and counted: not archived), never below 0.
        if (wasUnread) patches.push(dispatch(adjustCount(userId, (c) => Math.max(0, c - 1))));
        await settle(queryFulfilled, patches);
      },
    }),
    markNotificationUnread: build.mutation<void, NotificationRef>({
      query: patchOne('unread'),
      invalidatesTags: (_r, _e, { id, userId }) => [
        { type: 'Notification', id },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async ({ id, userId }, { dispatch, getState, queryFulfilled }) => {
        let counted = false;
        const patches = updateLists(getState(), userId, dispatch, (list) => {
          const item = list.find((n) => n.id === id);
          if (item?.isRead) {
            counted ||= !item.archivedAt;
            Object.assign(item, { isRead: false, readAt: null });
          }
        });
        if (counted) patches.push(dispatch(adjustCount(userId, (c) => c + 1)));
        await settle(queryFulfilled, patches);
      },
    }),
    archiveNotification: build.mutation<void, NotificationRef>({
      query: patchOne('archive'),
      invalidatesTags: (_r, _e, { userId }) => [
        { type: 'Notification', id: 'LIST' },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async ({ id, userId }, { dispatch, getState, queryFulfilled }) => {
        await moveOut(id, userId, false, dispatch, getState(), queryFulfilled);
      },
    }),
    unarchiveNotification: build.mutation<void, NotificationRef>({
      query: patchOne('unarchive'),
      invalidatesTags: (_r, _e, { userId }) => [
        { type: 'Notification', id: 'LIST' },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async ({ id, userId }, { dispatch, getState, queryFulfilled }) => {
        await moveOut(id, userId, true, dispatch, getState(), queryFulfilled);
      },
    }),
    /** A one-minute ticket for the live stream (docs/adr/0033-notifications-in-real-time.md); nothing cached. */
    createNotificationStreamTicket: build.mutation<NotificationStreamTicket, void>({
      query: () => ({ url: '/notifications/stream-ticket', method: 'POST' }),
      transformResponse: unwrapEnvelope<NotificationStreamTicket>,
    }),
    markAllNotificationsRead: build.mutation<NotificationBulkResult, string>({
      query: (userId) => ({ url: `${user(userId)}/mark-all-read`, method: 'PATCH' }),
      transformResponse: unwrapEnvelope<NotificationBulkResult>,
      invalidatesTags: (_r, _e, userId) => [
        { type: 'Notification', id: 'LIST' },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async (userId, { dispatch, getState, queryFulfilled }) => {
        const readAt = new Date().toISOString();
        const patches = updateLists(getState(), userId, dispatch, (list) =>
          list.forEach((n) => {
            if (!n.isRead) Object.assign(n, { isRead: true, readAt });
          }),
        );
        patches.push(dispatch(adjustCount(userId, () => 0)));
        await settle(queryFulfilled, patches);
      },
    }),
    deleteNotification: build.mutation<void, NotificationRef>({
      query: ({ id }) => ({ url: `/notifications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id, userId }) => [
        { type: 'Notification', id },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async ({ id, userId }, { dispatch, getState, queryFulfilled }) => {
        let wasUnread = false;
        const patches = updateLists(getState(), userId, dispatch, (list) => {
          wasUnread ||= list.some((n) => n.id === id && !n.isRead && !n.archivedAt);
          return list.filter((n) => n.id !== id);
        });
        if (wasUnread) patches.push(dispatch(adjustCount(userId, (c) => Math.max(0, c - 1))));
        await settle(queryFulfilled, patches);
      },
    }),
    clearAllNotifications: build.mutation<NotificationBulkResult, string>({
      query: (userId) => ({ url: `${user(userId)}/clear-all`, method: 'DELETE' }),
      transformResponse: unwrapEnvelope<NotificationBulkResult>,
      invalidatesTags: (_r, _e, userId) => [
        { type: 'Notification', id: 'LIST' },
        { type: 'NotificationCount', id: userId },
      ],
      onQueryStarted: async (userId, { dispatch, getState, queryFulfilled }) => {
        const patches = updateLists(getState(), userId, dispatch, () => []);
        patches.push(dispatch(adjustCount(userId, () => 0)));
        await settle(queryFulfilled, patches);
      },
    }),
    getNotificationPreferences: build.query<NotificationPreferences, string>({
      query: (userId) => `/notifications/preferences/${encodeURIComponent(userId)}`,
      transformResponse: unwrapEnvelope<NotificationPreferences>,
      responseSchema: __DEV__ ? ZNotificationPreferencesSchema : undefined,
      providesTags: [{ type: 'Settings', id: 'NOTIFICATION_PREFERENCES' }],
    }),
    updateNotificationPreferences: build.mutation<
      NotificationPreferences,
      { userId: string; preferences: NotificationPreferencesUpdate }
    >({
      query: ({ userId, preferences }) => ({
        url: `/notifications/preferences/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body: preferences,
      }),
      transformResponse: unwrapEnvelope<NotificationPreferences>,
      responseSchema: __DEV__ ? ZNotificationPreferencesSchema : undefined,
      invalidatesTags: [{ type: 'Settings', id: 'NOTIFICATION_PREFERENCES' }],
    }),
  }),
});

type CacheState = Parameters<typeof notificationsApi.util.selectCachedArgsForQuery>[0];

function adjustCount(userId: string, next: (count: number) => number) {
  return notificationCountApi.util.updateQueryData('getUnreadNotificationCount', userId, (count) => next(count));
}
function patchList(args: NotificationListArgs, recipe: (list: Notification[]) => Notification[] | void) {
  return notificationsApi.util.updateQueryData('getNotifications', args, recipe);
}
/** Dispatches a cache patch (of the count or of a list) and hands back its undo. */
type Dispatch = (action: ReturnType<typeof adjustCount> | ReturnType<typeof patchList>) => { undo: () => void };

/** Applies `recipe` to every cached list of `userId` (any limit/offset/unreadOnly/archived/type). */
export function updateLists(
  state: CacheState,
  userId: string,
  dispatch: Dispatch,
  recipe: (list: Notification[], args: NotificationListArgs) => Notification[] | void,
): Patches {
  return notificationsApi.util
    .selectCachedArgsForQuery(state, 'getNotifications')
    .filter((args) => args.userId === userId)
    .map((args) => dispatch(patchList(args, (list) => recipe(list, args))));
}

/**
 * Archiving (`fromArchive` false) or unarchiving: the notification leaves the lists it was in at once (the
 * lists it joins are fetched again), and an unread one leaves or rejoins the count.
 */
async function moveOut(
  id: string,
  userId: string,
  fromArchive: boolean,
  dispatch: Dispatch,
  state: CacheState,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  let unread = false;
  const patches = updateLists(state, userId, dispatch, (list, args) => {
    if (!!args.archived !== fromArchive) return list;
    unread ||= list.some((n) => n.id === id && !n.isRead);
    return list.filter((n) => n.id !== id);
  });
  if (unread) patches.push(dispatch(adjustCount(userId, (c) => (fromArchive ? c + 1 : Math.max(0, c - 1)))));
  await settle(queryFulfilled, patches);
}

async function settle(queryFulfilled: Promise<unknown>, patches: Patches): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    patches.forEach((p) => p.undo());
  }
}

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkNotificationUnreadMutation,
  useArchiveNotificationMutation,
  useUnarchiveNotificationMutation,
  useCreateNotificationStreamTicketMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation,
  useClearAllNotificationsMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
