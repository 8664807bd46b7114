import { z } from 'zod';
import type { Notification } from '../contracts/notification.js';
import { NOTIFICATION_FETCH_LIMIT } from '../contracts/notification-constants.js';
import {
  ZNotificationListResponseSchema,
  ZNotificationPreferencesSchema,
  type NotificationBulkResult,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type UnreadCountResponse,
} from '../contracts/notification-api.js';
import { api } from './api.js';
import { unwrapEnvelope, type SuccessEnvelope } from './envelope.js';

export interface NotificationListArgs {
  userId: string;
  /** Default 50 (docs/product/constants.md). */
  limit?: number;
  offset?: number;
  unreadOnly?: boolean;
}

export interface NotificationRef {
  id: string;
  userId: string;
}

type Patches = { undo: () => void }[];

const user = (userId: string) => `/notifications/user/${encodeURIComponent(userId)}`;

/** Notification calls of docs/product/api.md. Mutations update the cache at once and roll back if the call fails. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], NotificationListArgs>({
      query: ({ userId, limit = NOTIFICATION_FETCH_LIMIT, offset = 0, unreadOnly }) => ({
        url: user(userId),
        params: { limit, offset, unreadOnly },
      }),
      transformResponse: unwrapEnvelope<Notification[]>,
      responseSchema: __DEV__ ? ZNotificationListResponseSchema : undefined,
      providesTags: (result) => [
        { type: 'Notification', id: 'LIST' },
        ...(result ?? []).map((n) => ({ type: 'Notification' as const, id: n.id })),
      ],
    }),
    getUnreadNotificationCount: build.query<number, string>({
      query: (userId) => `${user(userId)}/unread-count`,
      transformResponse: (response: SuccessEnvelope<UnreadCountResponse>) => response.data.count,
      responseSchema: __DEV__ ? z.number().int().min(0) : undefined,
      providesTags: (_result, _error, userId) => [{ type: 'NotificationCount', id: userId }],
    }),
    markNotificationRead: build.mutation<void, NotificationRef>({
      query: ({ id }) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PATCH' }),
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
            wasUnread = true;
            Object.assign(item, { isRead: true, readAt });
          }
        });
        // Lower the count only for a notification known to be unread, and never below 0.
        if (wasUnread) patches.push(dispatch(adjustCount(userId, (c) => Math.max(0, c - 1))));
        await settle(queryFulfilled, patches);
      },
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
          wasUnread ||= list.some((n) => n.id === id && !n.isRead);
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
type Dispatch = (action: ReturnType<typeof adjustCount>) => { undo: () => void };

function adjustCount(userId: string, next: (count: number) => number) {
  return notificationsApi.util.updateQueryData('getUnreadNotificationCount', userId, (count) => next(count));
}

/** Applies `recipe` to every cached list of `userId` (any limit/offset/unreadOnly). */
function updateLists(
  state: CacheState,
  userId: string,
  dispatch: Dispatch,
  recipe: (list: Notification[]) => Notification[] | void,
): Patches {
  return notificationsApi.util
    .selectCachedArgsForQuery(state, 'getNotifications')
    .filter((args) => args.userId === userId)
    .map((args) => dispatch(notificationsApi.util.updateQueryData('getNotifications', args, recipe)));
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
  useGetUnreadNotificationCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation,
  useClearAllNotificationsMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
