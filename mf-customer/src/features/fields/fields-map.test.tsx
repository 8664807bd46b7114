import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startFakeApi, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { currentSearch, renderFields } from './testing/render-fields';
import { answerSearches, fieldSummary, page } from './testing/field-search';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  // jsdom lays nothing out; Leaflet needs a size to place markers and clusters.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(async () => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  await api.close();
});

const fields = [
  fieldSummary({ name: 'Riverside Arena', basePricePerHour: 3550, city: 'Brooklyn', latitude: 40.7, longitude: -73.95 }),
  fieldSummary({ name: 'Harbour Courts', basePricePerHour: 2000, city: 'Jersey City', latitude: 40.72, longitude: -74.05 }),
  // Two fields on the same block: one cluster.
  fieldSummary({ name: 'Twin Pitch A', latitude: 40.8, longitude: -73.9 }),
  fieldSummary({ name: 'Twin Pitch B', latitude: 40.8, longitude: -73.9 }),
];
beforeEach(() => answerSearches(api, () => page(fields)));

const map = () => screen.findByRole('region', { name: 'Map of fields' }, { timeout: 5000 });

/** The map as a visitor meets it: drawn, with the platform's tiles (their attribution) in place. */
async function settledMap() {
  const region = await map();
  await waitFor(() => expect(region).toHaveTextContent('Test tiles'), { timeout: 5000 });
  return within(region);
}

/**
 * Acts on a marker until its popup's link shows. The map may still be fitting itself to the results
 * (which re-lays the clusters and closes open popups), so an act that came too early is repeated,
 * as a user would click again; the marker is looked up afresh each time. A popup that is open but
 * whose content React has not drawn yet is waited for, not clicked again (a click would close it).
 */
async function openPopup(region: ReturnType<typeof within>, marker: string, act: (element: HTMLElement) => void) {
  let link: HTMLElement | null = null;
  await waitFor(() => {
    link = region.queryByRole('link', { name: 'View field' });
    if (link) return;
    if (!document.querySelector('.leaflet-popup')) act(region.getByRole('button', { name: marker }));
    throw new Error(`no popup for ${marker} yet`);
  }, { timeout: 15_000, interval: 250 });
  return link as unknown as HTMLElement;
}

describe('FieldsPage map view', () => {
  it('loads the map code only when the map is chosen, behind a loading placeholder', async () => {
    const { user } = renderFields(api);
    await screen.findByRole('link', { name: 'Riverside Arena' });
    expect(screen.queryByRole('region', { name: 'Map of fields' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    expect(currentSearch().get('view')).toBe('map');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(await map()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Riverside Arena' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('link', { name: 'Riverside Arena' })).toBeInTheDocument();
    expect(currentSearch().has('view')).toBe(false);
  });

  it('marks each field with its price, clusters neighbours and opens a popup leading to the field', async () => {
    renderFields(api, '/fields?view=map');
    const region = await settledMap();
    expect(await region.findByRole('button', { name: 'Riverside Arena, $35.50' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Harbour Courts, $20.00' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: /^2 fields here/ })).toBeInTheDocument();
    expect(region.queryByRole('button', { name: /Twin Pitch A/ })).not.toBeInTheDocument();

    // One plain click: in jsdom, user-event's pointer sequence reaches Leaflet as several clicks, and a
    // click toggles a marker's popup.
    const link = await openPopup(region, 'Riverside Arena, $35.50', (marker) => fireEvent.click(marker));
    expect(link).toHaveAttribute('href', `/fields/${fields[0]!.id}`);
    const popup = link.closest('.leaflet-popup') as HTMLElement;
    expect(popup).toHaveTextContent('Riverside Arena');
    expect(popup).toHaveTextContent('$35.50 / hour');
    expect(popup).toHaveTextContent('Brooklyn');
  });

  it('opens a popup from the keyboard too', async () => {
    renderFields(api, '/fields?view=map');
    const region = await settledMap();
    const marker = await region.findByRole('button', { name: 'Harbour Courts, $20.00' });
    expect(marker).toHaveAttribute('tabindex', '0');
    const link = await openPopup(region, 'Harbour Courts, $20.00', (element) =>
      fireEvent.keyPress(element, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 }));
    expect(link).toHaveAttribute('href', `/fields/${fields[1]!.id}`);
  });

  it('uses the platform’s tiles and shows the visitor when "near me" is on', async () => {
    renderFields(api, '/fields?view=map&lat=40.75&lng=-74');
    const region = await map();
    expect(await within(region).findByRole('button', { name: 'Your location' })).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent('Test tiles'));
    const tile = region.querySelector('.leaflet-tile-pane img');
    expect(tile?.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:9\/tiles\/\d+\/\d+\/\d+\.png$/);
  });
});
