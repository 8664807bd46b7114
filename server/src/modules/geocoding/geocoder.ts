import type { GeocodeResult } from '@pitchside/shared-api/contracts/field';

export interface GeocodeOptions {
  /** At most this many results (default 5). */
  limit?: number;
  /** Preferred language of the names (BCP 47), when the source has several. */
  language?: string;
}

/** Turns what an owner typed (a city, or "street, city") into candidate places, best first. */
export interface Geocoder {
  search(q: string, opts?: GeocodeOptions): Promise<GeocodeResult[]>;
}

export const DEFAULT_GEOCODE_LIMIT = 5;
