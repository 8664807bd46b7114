import type { PlatformStats, ZPlatformStatsSchema } from '../contracts/platform.js';
import { api } from './api.js';
import { unwrapEnvelope } from './envelope.js';

/** Path of the public platform totals, below the api base URL. */
export const PLATFORM_STATS_PATH = '/platform/stats';

type StatsStandardProps = (typeof ZPlatformStatsSchema)['~standard'];

/**
 * The stats contract, loaded only when an answer arrives: the landing page is on the critical path of
 * `/` and must not carry zod, yet answers are still checked against `ZPlatformStatsSchema`.
 */
const lazyStatsSchema: { '~standard': Pick<StatsStandardProps, 'version' | 'vendor' | 'validate'> } = {
  '~standard': {
    version: 1,
    vendor: 'zod',
    validate: async (value) => {
      const { ZPlatformStatsSchema: schema } = await import('../contracts/platform.js');
      return schema['~standard'].validate(value);
    },
  },
};

/** Public platform endpoints. */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Live totals (fields, companies, customers, bookings); public, cached like any query. */
    getPlatformStats: build.query<PlatformStats, void>({
      query: () => PLATFORM_STATS_PATH,
      transformResponse: unwrapEnvelope<PlatformStats>,
      responseSchema: lazyStatsSchema,
    }),
  }),
});

export const { useGetPlatformStatsQuery } = platformApi;
