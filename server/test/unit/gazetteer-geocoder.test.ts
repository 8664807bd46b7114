import { beforeAll, describe, expect, it } from 'vitest';
import { CityIndex, foldText } from '../../src/modules/geocoding/city-index.js';
import { GazetteerGeocoder } from '../../src/modules/geocoding/gazetteer-geocoder.js';

let geocoder: GazetteerGeocoder;
let loads = 0;
beforeAll(() => {
  geocoder = new GazetteerGeocoder(() => {
    loads += 1;
    return CityIndex.load();
  });
});

const first = async (q: string) => (await geocoder.search(q))[0];

describe('offline gazetteer geocoder', () => {
  it('finds Paris, France first, with its coordinates, city and country name', async () => {
    const results = await geocoder.search('Paris');
    expect(results[0]).toEqual({ label: 'Paris, France', latitude: 48.85341, longitude: 2.3488, city: 'Paris', country: 'France' });
    // The smaller namesakes follow, told apart by their state or country.
    expect(results.map((r) => r.label)).toContain('Paris, TX, United States');
    expect(results.length).toBeLessThanOrEqual(5);
  });

  it('completes a prefix with the most populous match: "New York" is New York City', async () => {
    expect(await first('New York')).toMatchObject({ label: 'New York City, NY, United States', city: 'New York City', country: 'United States' });
    expect((await first('New York'))?.latitude).toBeCloseTo(40.714, 2);
    expect((await first('new yo'))?.city).toBe('New York City');
  });

  it('finds Casablanca and Tunis in North Africa', async () => {
    expect(await first('Casablanca')).toMatchObject({ label: 'Casablanca, Morocco', country: 'Morocco' });
    expect((await first('Casablanca'))?.longitude).toBeCloseTo(-7.611, 2);
    expect(await first('tunis')).toMatchObject({ label: 'Tunis, Tunisia', city: 'Tunis', country: 'Tunisia' });
  });

  it('ignores accents and case either way', async () => {
    expect(await first('Montreal')).toMatchObject({ city: 'Montréal', country: 'Canada' });
    expect(await first('MONTRÉAL')).toMatchObject({ city: 'Montréal', country: 'Canada' });
    expect(await first('sao paulo')).toMatchObject({ city: 'São Paulo', country: 'Brazil' });
    expect(foldText('Saint-Étienne')).toBe('saint etienne');
  });

  it('reads "street, postcode city, country" from the end', async () => {
    expect(await first('10 Rue de Rivoli, 75004 Paris, France')).toMatchObject({ city: 'Paris', country: 'France' });
    expect(await first('Boulevard de la Corniche, Casablanca')).toMatchObject({ city: 'Casablanca', country: 'Morocco' });
    expect(await first('350 5th Ave, New York, NY 10118')).toMatchObject({ city: 'New York City', country: 'United States' });
  });

  it('lets a trailing state or country choose between namesakes', async () => {
    expect(await first('Paris, TX')).toMatchObject({ label: 'Paris, TX, United States' });
    expect(await first('Paris, Canada')).toMatchObject({ city: 'Paris', country: 'Canada' });
    expect(await first('Montréal, France')).toMatchObject({ city: 'Montréal', country: 'France' });
  });

  it('answers nothing for a place that does not exist, and honours the limit', async () => {
    expect(await geocoder.search('Qwxzvbnm')).toEqual([]);
    expect(await geocoder.search('Somewhere street, Qwxzvbnm')).toEqual([]);
    expect(await geocoder.search('San', { limit: 2 })).toHaveLength(2);
  });

  it('loads the gazetteer once, on the first search', () => {
    expect(loads).toBe(1);
  });

  it('tries loading again after a failed load', async () => {
    let attempts = 0;
    const flaky = new GazetteerGeocoder(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('disk hiccup');
      return CityIndex.load();
    });
    await expect(flaky.search('Lyon')).rejects.toThrow('disk hiccup');
    expect((await flaky.search('Lyon'))[0]).toMatchObject({ label: 'Lyon, France' });
  });
});
