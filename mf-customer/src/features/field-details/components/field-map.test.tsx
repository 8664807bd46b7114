import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../../testing/render-page';
import { DEFAULT_MAP_TILES } from '../hooks/use-map-tiles';
import FieldMap from './field-map';

const api = fakeApiForFile();
beforeEach(() => {
  // Leaflet restores the window's scroll after focusing the map; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const render = () =>
  renderPage(<FieldMap name="Riverside Pitch" address="12 River Road" latitude={40.7021} longitude={-73.9964} />, {
    store: createTestStore(api.baseUrl),
  });
const tileSources = (map: HTMLElement) => [...map.querySelectorAll('img.leaflet-tile')].map((img) => img.getAttribute('src'));

describe('FieldMap', () => {
  it('marks the field and opens its address from the marker', async () => {
    api.on('GET platform/map-config', ok({ tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'Example tiles' }));
    const { user } = render();
    const map = screen.getByRole('region', { name: 'Map of Riverside Pitch' });
    await user.click(within(map).getByRole('button', { name: 'Riverside Pitch' }));
    expect(map).toHaveTextContent('Riverside Pitch12 River Road');
  });

  it('draws tiles from the platform’s tile server', async () => {
    api.on('GET platform/map-config', ok({ tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'Example tiles' }));
    render();
    const map = screen.getByRole('region', { name: 'Map of Riverside Pitch' });
    await waitFor(() => expect(tileSources(map).length).toBeGreaterThan(0));
    expect(tileSources(map).every((src) => src?.startsWith('https://tiles.example.test/15/'))).toBe(true);
    expect(map).toHaveTextContent('Example tiles');
  });

  it('falls back to OpenStreetMap when the settings cannot be read', async () => {
    api.on('GET platform/map-config', fail(404, 'Not found', 'NOT_FOUND'));
    render();
    const map = screen.getByRole('region', { name: 'Map of Riverside Pitch' });
    await waitFor(() => expect(tileSources(map).length).toBeGreaterThan(0));
    expect(tileSources(map).every((src) => src?.startsWith('https://tile.openstreetmap.org/15/'))).toBe(true);
    expect(DEFAULT_MAP_TILES.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
