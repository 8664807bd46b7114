import type { GeocodeResult } from '@pitchside/shared-api/contracts/field';
import { CityIndex, foldText, type City } from './city-index.js';
import { DEFAULT_GEOCODE_LIMIT, type GeocodeOptions, type Geocoder } from './geocoder.js';

const countryNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
/** Short forms people type that are not the region's display name. */
const COUNTRY_ALIASES: Record<string, string> = { usa: 'US', uk: 'GB', uae: 'AE', 'great britain': 'GB', england: 'GB' };

let countriesByName: Map<string, string> | undefined;
/** Folded English country names → ISO code, built once from every two-letter code Intl knows. */
function countryCodeByName(): Map<string, string> {
  if (countriesByName) return countriesByName;
  countriesByName = new Map(Object.entries(COUNTRY_ALIASES));
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = countryNames.of(code);
      const key = name && foldText(name);
      // First code wins: the reserved FX (also "France") must not shadow FR.
      if (key && !countriesByName.has(key)) countriesByName.set(key, code);
    }
  }
  return countriesByName;
}

const countryName = (code: string): string => countryNames.of(code) ?? code;

/**
 * Offline geocoding of cities and towns from the GeoNames gazetteer: no street-level precision, but
 * no network either. The index loads on the first search (see CityIndex for its cost) and stays.
 * Names come as GeoNames spells them, countries in English, whatever the requested language.
 */
export class GazetteerGeocoder implements Geocoder {
  private index: Promise<CityIndex> | undefined;

  constructor(private readonly loadIndex: () => Promise<CityIndex> = () => CityIndex.load()) {}

  async search(q: string, opts: GeocodeOptions = {}): Promise<GeocodeResult[]> {
    const index = await this.loaded();
    const limit = opts.limit ?? DEFAULT_GEOCODE_LIMIT;
    // More than asked, so dropping duplicate labels still leaves enough.
    const found = this.match(index, q, limit * 2);
    const results = new Map<string, GeocodeResult>();
    for (const i of found) {
      const result = toResult(index.city(i));
      if (!results.has(result.label)) results.set(result.label, result);
    }
    return [...results.values()].slice(0, limit);
  }

  private loaded(): Promise<CityIndex> {
    this.index ??= this.loadIndex().catch((error: unknown) => {
      this.index = undefined; // a failed load is retried by the next search
      throw error;
    });
    return this.index;
  }

  /**
   * The whole text as a city name first. Otherwise "street, postcode city, country": walking from the
   * end, trailing parts that name a country or a two-letter region ("MA", "NY") narrow the search,
   * and the first other part that names a city wins; digits (postcodes, house numbers) are ignored.
   */
  private match(index: CityIndex, q: string, limit: number): number[] {
    const whole = index.search(q, limit);
    const parts = q.split(',').map((part) => part.replace(/\S*\d\S*/g, ' ').trim()).filter(Boolean);
    if (whole.length > 0 || parts.length < 2) return whole;
    const hints: string[] = [];
    for (let i = parts.length - 1; i >= 0; i -= 1) {
      const part = parts[i]!;
      if (i > 0 && isRegionHint(part)) {
        hints.push(foldText(part));
        continue;
      }
      const narrowed = index.search(part, limit, (city) => hints.every((hint) => inRegion(index.city(city), hint)));
      if (narrowed.length > 0) return narrowed;
      if (hints.length > 0) {
        const anywhere = index.search(part, limit);
        if (anywhere.length > 0) return anywhere;
      }
    }
    return [];
  }
}

function isRegionHint(part: string): boolean {
  const folded = foldText(part);
  return /^[a-z]{2}$/.test(folded) || countryCodeByName().has(folded);
}

function inRegion(city: City, hint: string): boolean {
  const code = countryCodeByName().get(hint);
  return city.countryCode === (code ?? hint.toUpperCase()) || city.adminCode.toLowerCase() === hint;
}

function toResult(city: City): GeocodeResult {
  const country = countryName(city.countryCode);
  // US states are the one first-level division GeoNames spells as a readable code.
  const state = city.countryCode === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? `${city.adminCode}, ` : '';
  return { label: `${city.name}, ${state}${country}`, latitude: city.latitude, longitude: city.longitude, city: city.name, country };
}
