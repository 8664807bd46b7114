import type { FieldSummary } from '@pitchside/shared-api/contracts/field';
import { renderPage } from '../../../testing/render-page';
import { FieldCard } from './field-card';

const field: FieldSummary = {
  id: '00000000-0000-4000-8000-000000000009', name: 'Harbour Courts', sportType: 'tennis', surfaceType: 'clay',
  indoor: false, capacity: 4, basePricePerHour: 3000, currency: 'EUR', city: 'Lyon', country: 'France',
  latitude: 45.76, longitude: 4.83, primaryImageUrl: '/api/v1/files/serve/x.jpg', amenities: [], companyName: 'Atlas',
};

describe('FieldCard', () => {
  it('loads a photo further down the list only when it comes near the view', () => {
    const { container } = renderPage(<ul><FieldCard field={field} /></ul>);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('fetchpriority', 'auto');
  });
});

