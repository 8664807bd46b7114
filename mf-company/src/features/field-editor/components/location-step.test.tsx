import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../../testing/render-page';
import { signIn } from '../../../testing/session';
import { validDraft } from '../testing/drafts';
import { FieldWizard } from './field-wizard';

const api = fakeApiForFile();

async function openLocation(initial = validDraft({ latitude: '', longitude: '' })) {
  const store = signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER');
  const view = renderPage(<FieldWizard initial={initial} />, { store, path: '/fields/new', route: '/fields/new' });
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  return view;
}

describe('Location step', () => {
  it('finds the address and sets the coordinates from the chosen place, with the pin on the map', async () => {
    api.on('GET platform/map-config', ok({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Test tiles' }));
    api.on('GET geocode', ok({ results: [{ label: 'New York, United States', latitude: 40.71, longitude: -74.01, city: 'New York', country: 'United States' }] }));
    const { user } = await openLocation();
    await user.click(screen.getByRole('button', { name: 'Find on map' }));
    const places = await screen.findByRole('list', { name: 'Places found' });
    expect(api.calls('GET geocode')[0]?.path).toBe(`geocode?q=${encodeURIComponent('1 Park Ave, New York, USA').replaceAll('%20', '+')}`);
    await user.click(within(places).getByRole('button', { name: 'New York, United States' }));
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(40.71);
    expect(screen.getByRole('spinbutton', { name: /Longitude/ })).toHaveValue(-74.01);
    const map = await screen.findByRole('group', { name: "Map of the field's location" });
    expect(await within(map).findByRole('button', { name: 'Field location' })).toBeInTheDocument();
    // The tiles come from the platform's map settings.
    expect(api.calls('GET platform/map-config')).toHaveLength(1);
    await waitFor(() => expect(map.querySelector('.leaflet-tile-container img, .leaflet-tile')?.getAttribute('src') ?? '').toMatch(/^https:\/\/tiles\.test\//));
  });

  it('says when the address is not found, and the coordinates can still be typed', async () => {
    api.on('GET geocode', ok({ results: [] }));
    const { user } = await openLocation();
    await user.click(screen.getByRole('button', { name: 'Find on map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location not found. Please check the address.');
    await user.type(screen.getByRole('spinbutton', { name: /Latitude/ }), '48.85');
    await user.type(screen.getByRole('spinbutton', { name: /Longitude/ }), '2.35');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Field details' })).toBeInTheDocument();
  });

  it('says when geocoding fails, pointing to manual coordinates', async () => {
    api.on('GET geocode', fail(503, 'Service unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = await openLocation();
    await user.click(screen.getByRole('button', { name: 'Find on map' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geocoding failed. Please set the coordinates manually.');
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toBeEnabled();
  });

  it('puts the field on one of the company’s sites, whose address fills an empty one', async () => {
    const site = (id: string, name: string, city: string, extra = {}) => ({
      id, name, street: `${name} Street 1`, city, state: 'NY', postalCode: '10001', country: 'USA', latitude: null, longitude: null,
      phone: null, isPrimary: false, fieldCount: 0, createdAt: '2026-01-01T00:00:00.000Z', ...extra,
    });
    api.on('GET companies/locations', ok({
      locations: [site('00000000-0000-4000-8000-0000000000a1', 'Uptown', 'New York', { isPrimary: true, latitude: 40.8, longitude: -73.95 }), site('00000000-0000-4000-8000-0000000000a2', 'Harbour', 'Boston')],
      pagination: { page: 1, limit: 100, total: 2, totalPages: 1 },
    }));
    const { user } = await openLocation(validDraft({ address: '', city: '', country: '', latitude: '', longitude: '' }));
    const select = await screen.findByRole('combobox', { name: 'Site' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['No site', 'Uptown — New York', 'Harbour — Boston']);
    await user.selectOptions(select, 'Uptown — New York');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('Uptown Street 1');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('New York');
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(40.8);
    // Another site later keeps the address typed or taken before.
    await user.selectOptions(select, 'Harbour — Boston');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('New York');
    expect(select).toHaveValue('00000000-0000-4000-8000-0000000000a2');
  });

  it('offers no site choice when the company has none', async () => {
    api.on('GET companies/locations', ok({ locations: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 0 } }));
    await openLocation();
    await waitFor(() => expect(api.calls('GET companies/locations')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
  });
});
