import {
  ZAnnouncementCreatedSchema, ZAnnouncementListSchema,
  type AnnouncementCreate, type AnnouncementCreated, type AnnouncementList, type AnnouncementListQuery,
} from '../contracts/announcements.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';
import { queryString } from './query-string.js';

/** The Idempotency-Key of one draft: made once (`crypto.randomUUID()`), sent again when the same draft is retried. */
interface Idempotent { idempotencyKey: string }

const ANNOUNCEMENTS = { type: 'Admin' as const, id: 'ANNOUNCEMENTS' };
const ACTIVITY = { type: 'Admin' as const, id: 'ACTIVITY' };

/**
 * The super admin's announcements and newsletters (docs/product/api.md#admin). Sending takes an
 * Idempotency-Key made once per draft and passed again on a retry, so a retried
 * request never sends twice. Delivery runs in the background: the history's `pending` goes down to 0.
 */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<AnnouncementList, AnnouncementListQuery>({
      query: (query) => `/admin/announcements${queryString(query)}`,
      transformResponse: ({ data, pagination }: AnnouncementList & { success?: true }): AnnouncementList => ({ data, pagination }),
      responseSchema: __DEV__ ? ZAnnouncementListSchema : undefined,
      providesTags: [ANNOUNCEMENTS],
    }),
    sendAnnouncement: build.mutation<AnnouncementCreated, AnnouncementCreate & Idempotent>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/admin/announcements', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: unwrapEnvelope<AnnouncementCreated>,
      responseSchema: __DEV__ ? ZAnnouncementCreatedSchema : undefined,
      invalidatesTags: (_result, error) => (error ? [] : [ANNOUNCEMENTS, ACTIVITY]),
    }),
  }),
});

export const { useGetAnnouncementsQuery, useSendAnnouncementMutation } = announcementsApi;
