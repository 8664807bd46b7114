import type { AppConfig } from '../../plugins/config.js';
import { GazetteerGeocoder } from './gazetteer-geocoder.js';
import type { Geocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';

/** Street-level lookups through `GEOCODER_URL` when it is set; otherwise cities from the offline gazetteer. */
export function createGeocoder(config: Pick<AppConfig, 'geocoderUrl'>): Geocoder {
  return config.geocoderUrl ? new NominatimGeocoder(config.geocoderUrl) : new GazetteerGeocoder();
}
