import type { ContactMessageInput } from '../contracts/contact.js';
import { ZMapConfigSchema, ZPlatformStatsSchema, type MapConfig, type PlatformStats } from '../contracts/platform.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

/** Path of the public platform totals, below the api base URL. */
export const PLATFORM_STATS_PATH = '/platform/stats';
/** Path of the public map settings (tile server, attribution). */
export const MAP_CONFIG_PATH = '/platform/map-config';
/** The map settings change only with a deployment: kept for a day once fetched. */
export const MAP_CONFIG_KEEP_SECONDS = 24 * 60 * 60;

/** Public platform endpoints (totals, map settings, the contact form). */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Live totals (fields, companies, customers, bookings); public, cached like any query. */
    getPlatformStats: build.query<PlatformStats, void>({
      query: () => PLATFORM_STATS_PATH,
      transformResponse: unwrapEnvelope<PlatformStats>,
      responseSchema: __DEV__ ? ZPlatformStatsSchema : undefined,
    }),
    /** Tile URL template and attribution of the maps; public, and held long since it rarely changes. */
    getMapConfig: build.query<MapConfig, void>({
      query: () => MAP_CONFIG_PATH,
      transformResponse: unwrapEnvelope<MapConfig>,
      responseSchema: __DEV__ ? ZMapConfigSchema : undefined,
      keepUnusedDataFor: MAP_CONFIG_KEEP_SECONDS,
    }),
    /**
     * A message of the contact form for the support team (POST /contact, public). Not retried: a retry after
     * an answer that was lost would send the message twice; the form says it failed and can be sent again.
     */
    sendContactMessage: build.mutation<void, ContactMessageInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetPlatformStatsQuery, useGetMapConfigQuery, useSendContactMessageMutation } = platformApi;
