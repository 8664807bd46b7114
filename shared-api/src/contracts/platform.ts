import { z } from 'zod';
import { zSuccessEnvelope } from './envelope.js';

/** A non-negative whole count. */
const ZCountSchema = z.number().int().min(0);

/**
 * GET /api/v1/platform/stats (public, no token): live totals of the platform, shown on the landing
 * page and the admin overview. Counts are of real rows; nothing is rounded or estimated.
 */
export const ZPlatformStatsSchema = z.object({
  /** Active fields customers can book. */
  fields: ZCountSchema,
  /** Companies listing at least one facility. */
  companies: ZCountSchema,
  /** Accounts with the CUSTOMER role. */
  customers: ZCountSchema,
  /** Bookings made (docs/product/figures.md): not unpaid holds. */
  bookings: ZCountSchema,
});
export type PlatformStats = z.infer<typeof ZPlatformStatsSchema>;

/** The whole answer: `{ success: true, data: PlatformStats }`. */
export const ZPlatformStatsResponseSchema = zSuccessEnvelope(ZPlatformStatsSchema);
export type PlatformStatsResponse = z.infer<typeof ZPlatformStatsResponseSchema>;

/**
 * GET /api/v1/platform/map-config (public): where the maps take their background tiles from, as a
 * Leaflet URL template (`{z}/{x}/{y}`, optionally `{s}`), and the attribution the tile provider
 * requires (plain text or simple HTML, set by the operator).
 */
export const ZMapConfigSchema = z.object({
  tileUrl: z.string().min(1),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof ZMapConfigSchema>;
