import { z } from 'zod';
import { FIELD_MESSAGES } from '@pitchside/shared-api/contracts/field-constants';
import type { GeocodeResult } from '@pitchside/shared-api/contracts/field';
import { DomainError } from '../../lib/errors.js';
import { DEFAULT_GEOCODE_LIMIT, type GeocodeOptions, type Geocoder } from './geocoder.js';

export const GEOCODING_FAILED = 'GEOCODING_FAILED';
export const NOMINATIM_USER_AGENT = 'Pitchside/1.0 (sports field reservations; field address lookup)';

/** The part of a Nominatim `format=jsonv2` place we read; everything else is ignored. */
const ZPlaceSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  name: z.string().optional(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
});
const ZPlacesSchema = z.array(z.unknown());

/** Address keys that name the settlement, most specific first. */
const SETTLEMENT_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet', 'suburb', 'county', 'state'];

/** The upstream (or our link to it) failed: a dependency problem, not the caller's mistake. */
const geocodingFailed = (cause: unknown) => Object.assign(new DomainError('unavailable', GEOCODING_FAILED, FIELD_MESSAGES.geocodingFailed), { cause });

/**
 * A Nominatim-compatible service (`GEOCODER_URL`, e.g. a self-hosted instance): street-level
 * results. Its usage policy asks for an identifying User-Agent; the wait is capped.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly baseUrl: string;

  constructor(baseUrl: string, private readonly timeoutMs = 5000) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async search(q: string, opts: GeocodeOptions = {}): Promise<GeocodeResult[]> {
    const params = new URLSearchParams({ format: 'jsonv2', q, limit: String(opts.limit ?? DEFAULT_GEOCODE_LIMIT), addressdetails: '1' });
    if (opts.language) params.set('accept-language', opts.language);
    let body: unknown;
    try {
      const response = await fetch(`${this.baseUrl}/search?${params}`, {
        headers: { 'user-agent': NOMINATIM_USER_AGENT, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw geocodingFailed(error);
    }
    const places = ZPlacesSchema.safeParse(body);
    if (!places.success) throw geocodingFailed(places.error);
    // A malformed entry is skipped rather than failing the whole answer.
    return places.data.flatMap((raw) => {
      const place = ZPlaceSchema.safeParse(raw);
      return place.success ? [toResult(place.data)] : [];
    });
  }
}

function toResult(place: z.infer<typeof ZPlaceSchema>): GeocodeResult {
  const address = place.address ?? {};
  const settlement = SETTLEMENT_KEYS.map((key) => address[key]).find(Boolean);
  return {
    label: place.display_name,
    latitude: place.lat,
    longitude: place.lon,
    city: settlement ?? place.name ?? '',
    country: address.country ?? '',
  };
}
