import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { fieldFixture } from '../testing/field-fixture';
import { LocationSection } from './location-section';

// The map's chunk cannot be fetched (offline, or removed by a newer deployment).
vi.mock('./field-map', () => {
  throw new Error('Loading chunk field-details-map failed');
});

describe('LocationSection without its map', () => {
  it('keeps the address and says the map could not be loaded', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderPage(<LocationSection {...fieldFixture()} />);
      expect(await screen.findByText('The map could not be loaded. The address above shows where the field is.')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('12 River Road');
      expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
        'href', 'https://www.openstreetmap.org/?mlat=40.7021&mlon=-73.9964#map=16/40.7021/-73.9964',
      );
    } finally {
      quiet.mockRestore();
    }
  });
});
