import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { currentSearch, renderFields } from './testing/render-fields';
import { answerSearches, fieldSummary, lastSearch, page, searches } from './testing/field-search';

const api = fakeApiForFile();

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number } | 'never';

/** Stands in for the browser's geolocation; `undefined` removes it (an unsupported browser). */
function stubGeolocation(outcome: Outcome | undefined) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === undefined || outcome === 'never') return;
    if ('coords' in outcome) success(outcome as GeolocationPosition);
    else failure?.(outcome as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: outcome === undefined ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  answerSearches(api, (query) =>
    page([fieldSummary({ name: query.has('lat') ? 'Nearby field' : 'Some field', distanceKm: query.has('lat') ? 1.25 : undefined })]),
  );
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const nearMeButton = () => screen.getByRole('button', { name: 'Near me' });

describe('FieldsPage near me', () => {
  it('granted: sorts by distance, shows distances and offers a radius; the position goes in the URL, rounded', async () => {
    const getCurrentPosition = stubGeolocation({ coords: { latitude: 40.712_78, longitude: -74.005_94 } });
    const { user } = renderFields(api);
    await screen.findByRole('link', { name: 'Some field' });
    await user.click(nearMeButton());

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Nearby field' })).toBeInTheDocument();
    expect(currentSearch().get('lat')).toBe('40.713');
    expect(currentSearch().get('lng')).toBe('-74.006');
    const sent = lastSearch(api);
    expect([sent.get('lat'), sent.get('lng'), sent.get('sort')]).toEqual(['40.713', '-74.006', 'distance']);
    expect(screen.getByText('Showing fields near your location.')).toBeInTheDocument();
    expect(screen.getByText('1.3 km away')).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('distance');
    expect(within(sort).getByRole('option', { name: 'Distance: nearest first' })).toBeInTheDocument();

  });

  it('filters by radius only with a position, and forgets both when turned off', async () => {
    const { user } = renderFields(api, '/fields?lat=40.713&lng=-74.006');
    await screen.findByRole('link', { name: 'Nearby field' });
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const radius = screen.getByRole('spinbutton', { name: 'Search radius (km)' });
    expect(radius).toBeEnabled();
    await user.type(radius, '15');
    await waitFor(() => expect(lastSearch(api).get('radiusKm')).toBe('15'));
    expect(currentSearch().get('radius')).toBe('15');

    await user.click(screen.getByRole('button', { name: 'Stop using my location' }));
    expect(currentSearch().toString()).toBe('');
    expect(radius).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(await screen.findByRole('link', { name: 'Some field' })).toBeInTheDocument();
  });

  it('keeps "near me" on when its URL is shared', async () => {
    renderFields(api, '/fields?lat=48.857&lng=2.352&radius=5');
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(lastSearch(api).toString()).toBe('lat=48.857&lng=2.352&radiusKm=5&sort=distance&page=1&limit=12');
    expect(screen.getByRole('button', { name: 'Stop using my location' })).toBeInTheDocument();
  });

  it('pending: says it is locating while the browser decides', async () => {
    stubGeolocation('never');
    const { user } = renderFields(api);
    await user.click(nearMeButton());
    const busy = screen.getByRole('button', { name: /Locating…/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(currentSearch().has('lat')).toBe(false);
  });

  it('denied: says the location could not be accessed and how to allow it', async () => {
    stubGeolocation({ code: 1 });
    const { user } = renderFields(api);
    await user.click(nearMeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not access your location');
    expect(alert).toHaveTextContent('Allow location access for this site in your browser’s settings');
    expect(currentSearch().has('lat')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('unsupported: says the browser cannot share a location', async () => {
    stubGeolocation(undefined);
    const { user } = renderFields(api);
    await user.click(nearMeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Location is not available');
  });

  it('failed: reports a position the device could not get, with a retry', async () => {
    const getCurrentPosition = stubGeolocation({ code: 2 });
    const { user } = renderFields(api);
    await user.click(nearMeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get your location');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});
