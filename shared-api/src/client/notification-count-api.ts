import { z } from 'zod';
import type { UnreadCountResponse } from '../contracts/notification-api.js';
import { api } from './api.js';
import type { SuccessEnvelope } from './envelope.js';

/** `/notifications/user/{userId}`: a user's notifications. */
export const notificationsOf = (userId: string) => `/notifications/user/${encodeURIComponent(userId)}`;

/**
 * The unread count the top bar's bell shows on every signed-in page, apart from the other notification
 * calls (`notifications-api`), which load with the panel, the notifications page and the live stream.
 */
export const notificationCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadNotificationCount: build.query<number, string>({
      query: (userId) => `${notificationsOf(userId)}/unread-count`,
      transformResponse: (response: SuccessEnvelope<UnreadCountResponse>) => response.data.count,
      responseSchema: __DEV__ ? z.number().int().min(0) : undefined,
      providesTags: (_result, _error, userId) => [{ type: 'NotificationCount', id: userId }],
    }),
  }),
});

export const { useGetUnreadNotificationCountQuery } = notificationCountApi;
