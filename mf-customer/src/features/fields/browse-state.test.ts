import {
  activeFilterCount, applyChange, effectiveSort, readBrowseState, resetFilters, setLocation, setText, toSearchQuery,
  toggleListValue,
} from './browse-state';

const stateOf = (query: string) => readBrowseState(new URLSearchParams(query));

describe('readBrowseState and toSearchQuery', () => {
  it('asks for the newest fields, first page, when the URL says nothing', () => {
    // toEqual ignores the keys left undefined (they are not sent).
    expect(toSearchQuery(stateOf(''))).toEqual({ sort: 'newest', page: 1, limit: 12 });
  });

  it('turns typed prices (major units) into minor units, and ignores what is not a number', () => {
    expect(toSearchQuery(stateOf('priceMin=12.5&priceMax=40'))).toEqual(expect.objectContaining({ minPrice: 1250, maxPrice: 4000 }));
    expect(toSearchQuery(stateOf('priceMin=abc&priceMax=-3')).minPrice).toBeUndefined();
    expect(toSearchQuery(stateOf('priceMin=abc&priceMax=-3')).maxPrice).toBeUndefined();
  });

  it('keeps only the API’s sports, surfaces and amenities, once each', () => {
    const query = toSearchQuery(stateOf('sport=tennis&sport=curling&sport=tennis&surface=clay&amenity=wifi&amenity=pool'));
    expect(query.sportType).toEqual(['tennis']);
    expect(query.surfaceType).toEqual(['clay']);
    expect(query.amenities).toEqual(['wifi']);
  });

  it('sends a time window only with a date', () => {
    expect(toSearchQuery(stateOf('timeFrom=18:00&timeTo=20:00')).startTime).toBeUndefined();
    expect(toSearchQuery(stateOf('date=2030-01-02&timeFrom=18:00&timeTo=20:00'))).toEqual(
      expect.objectContaining({ date: '2030-01-02', startTime: '18:00', endTime: '20:00' }),
    );
  });

  it('sends a radius and sorts by distance only with a position', () => {
    expect(toSearchQuery(stateOf('radius=10&sort=distance'))).toEqual(expect.objectContaining({ radiusKm: undefined, sort: 'newest' }));
    expect(toSearchQuery(stateOf('radius=10&lat=51.5&lng=-0.12'))).toEqual(
      expect.objectContaining({ lat: 51.5, lng: -0.12, radiusKm: 10, sort: 'distance' }),
    );
    expect(effectiveSort(stateOf('lat=51.5&lng=-0.12&sort=price_asc'))).toBe('price_asc');
    expect(stateOf('lat=91&lng=0').location).toBeNull();
    expect(stateOf('lat=10').location).toBeNull();
  });

  it('maps indoor and outdoor to the API’s boolean', () => {
    expect(toSearchQuery(stateOf('setting=indoor')).indoor).toBe('true');
    expect(toSearchQuery(stateOf('setting=outdoor')).indoor).toBe('false');
    expect(toSearchQuery(stateOf('setting=roof')).indoor).toBeUndefined();
  });

  it('reads the page and the view, falling back to the first page and the list', () => {
    expect(stateOf('page=3&view=map')).toEqual(expect.objectContaining({ page: 3, view: 'map' }));
    expect(stateOf('page=-2&view=globe')).toEqual(expect.objectContaining({ page: 1, view: 'list' }));
  });

  it('counts a range or a time window as one filter', () => {
    expect(activeFilterCount(stateOf(''))).toBe(0);
    expect(activeFilterCount(stateOf('sport=tennis&sport=squash&priceMin=1&priceMax=9&timeFrom=10:00&timeTo=11:00&q=x'))).toBe(3);
    // A radius without a position is not in force.
    expect(activeFilterCount(stateOf('radius=5'))).toBe(0);
  });
});

describe('URL changes', () => {
  const apply = (query: string, change: Parameters<typeof applyChange>[1], options?: { keepPage?: boolean }) =>
    applyChange(new URLSearchParams(query), change, options).toString();

  it('starts again at page 1 after any filter change', () => {
    expect(apply('page=4&q=park', setText('q', 'pitch'))).toBe('q=pitch');
    expect(apply('page=4', setText('sort', 'name_asc'), { keepPage: true })).toBe('page=4&sort=name_asc');
  });

  it('adds and removes one value of a repeatable filter', () => {
    expect(apply('sport=tennis', toggleListValue('sport', 'squash'))).toBe('sport=tennis&sport=squash');
    expect(apply('sport=tennis&sport=squash', toggleListValue('sport', 'tennis'))).toBe('sport=squash');
  });

  it('clears the times with the date', () => {
    expect(apply('date=2030-01-01&timeFrom=10:00&timeTo=12:00', setText('date', ''))).toBe('');
  });

  it('resets the filters but keeps the search text, sort, view and position unless asked', () => {
    const before = 'q=park&sport=tennis&priceMin=5&sort=name_asc&view=map&lat=1&lng=2&radius=3';
    expect(apply(before, resetFilters())).toBe('q=park&sort=name_asc&view=map&lat=1&lng=2');
    expect(apply(before, resetFilters({ withSearch: true }))).toBe('sort=name_asc&view=map&lat=1&lng=2');
  });

  it('stores a position rounded to 3 decimals, and forgets radius and distance sort with it', () => {
    expect(apply('', setLocation({ lat: 40.712_78, lng: -74.005_94 }))).toBe('lat=40.713&lng=-74.006');
    expect(apply('lat=1&lng=2&radius=3&sort=distance&q=x', setLocation(null))).toBe('q=x');
    expect(apply('lat=1&lng=2&sort=price_asc', setLocation(null))).toBe('sort=price_asc');
  });
});
