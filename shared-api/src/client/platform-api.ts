import type { ZodType } from 'zod';
import type * as PlatformContracts from '../contracts/platform.js';
import type { MapConfig, PlatformStats } from '../contracts/platform.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

/** Path of the public platform totals, below the api base URL. */
export const PLATFORM_STATS_PATH = '/platform/stats';
/** Path of the public map settings (tile server, attribution). */
export const MAP_CONFIG_PATH = '/platform/map-config';
/** The map settings change only with a deployment: kept for a day once fetched. */
export const MAP_CONFIG_KEEP_SECONDS = 24 * 60 * 60;

/** Only the standard-schema face of a contract; `ZodType` is a type, so no zod code comes along. */
type LazySchema<T> = { '~standard': Pick<ZodType<T>['~standard'], 'version' | 'vendor' | 'validate'> };

/**
 * A contract loaded only when an answer arrives: the landing page is on the critical path of `/` and
 * must not carry zod, yet answers are still checked against the platform contracts.
 */
function lazySchema<T>(pick: (contracts: typeof PlatformContracts) => ZodType<T>): LazySchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'zod',
      validate: async (value: unknown) => pick(await import('../contracts/platform.js'))['~standard'].validate(value),
    },
  };
}

/** Public platform endpoints. */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Live totals (fields, companies, customers, bookings); public, cached like any query. */
    getPlatformStats: build.query<PlatformStats, void>({
      query: () => PLATFORM_STATS_PATH,
      transformResponse: unwrapEnvelope<PlatformStats>,
      responseSchema: lazySchema((contracts) => contracts.ZPlatformStatsSchema),
    }),
    /** Tile URL template and attribution of the maps; public, and held long since it rarely changes. */
    getMapConfig: build.query<MapConfig, void>({
      query: () => MAP_CONFIG_PATH,
      transformResponse: unwrapEnvelope<MapConfig>,
      responseSchema: lazySchema((contracts) => contracts.ZMapConfigSchema),
      keepUnusedDataFor: MAP_CONFIG_KEEP_SECONDS,
    }),
  }),
});

export const { useGetPlatformStatsQuery, useGetMapConfigQuery } = platformApi;
