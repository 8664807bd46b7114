import { screen, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../testing/render-page';
import FieldPage from './field-page';
import { availabilityFixture, FIELD_ID, fieldFixture } from '../features/field-details/testing/field-fixture';

const api = fakeApiForFile();
beforeEach(() => {
  api.on(`GET fields/${FIELD_ID}`, ok(fieldFixture()));
  api.on(`GET fields/${FIELD_ID}/availability`, ok(availabilityFixture()));
});

const DETAILS = `/fields/${FIELD_ID}`;
const render = (path = DETAILS, language?: 'en' | 'fr' | 'ar') =>
  renderPage(<FieldPage />, { path, route: '/fields/:id/*', store: createTestStore(api.baseUrl), language });
const region = (name: string) => screen.getByRole('region', { name });
const terms = (section: HTMLElement) =>
  within(section).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('FieldDetailsPage', () => {
  it('shows a skeleton, then the header of the field', async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading field' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' })).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Field type' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Football', 'Artificial turf', 'Outdoor']);
    expect(screen.getByText('Brooklyn, United States')).toBeInTheDocument();
    expect(screen.getByText('By Green Park Sports')).toBeInTheDocument();
    expect(screen.getAllByText('$40.00 / hour').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', `/fields/${FIELD_ID}/book`);
  });

  it('describes the field section by section', async () => {
    render();
    await screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' });
    expect(region('About')).toHaveTextContent('A floodlit five-a-side pitch by the river.');
    expect(terms(region('Specifications'))).toEqual(['Capacity: 22', 'Players: 10–14', 'Lighting: Yes', 'Roofed: No']);
    expect(within(region('Specifications')).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Goals', 'Training bibs']);
    expect(terms(region('Dimensions'))).toEqual(['Length: 40 m', 'Width: 20.5 m', 'Size: 40 × 20.5 m', 'Area: 820 m²']);
    expect(within(region('Rules')).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'No metal studs', 'Arrive 15 minutes before your game',
    ]);
    expect(within(region('Amenities')).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Parking', 'Changing rooms', 'Wi-Fi']);
    expect(terms(region('Location'))).toEqual([
      'Address: 12 River Road', 'City: Brooklyn, NY', 'Postal code: 11201', 'Country: United States', 'Coordinates: 40.7021, -73.9964',
    ]);
    const map = await within(region('Location')).findByRole('region', { name: 'Map of Riverside Pitch' });
    expect(within(map).getByRole('button', { name: 'Riverside Pitch' })).toBeInTheDocument();
  });

  it('lists the opening hours per weekday in the field’s zone', async () => {
    render();
    const hours = await screen.findByRole('region', { name: 'Opening hours' });
    expect(hours).toHaveTextContent('Times in America/New_York');
    expect(terms(hours)).toEqual([
      'Monday: 09:00–22:00', 'Tuesday: 09:00–22:00', 'Wednesday: 09:00–22:00', 'Thursday: 09:00–22:00',
      'Friday: 09:00–22:00', 'Saturday: 08:00–20:00', 'Sunday: Closed',
    ]);
  });

  it('explains the active pricing rules in words, strongest first', async () => {
    render();
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    expect(terms(pricing)).toEqual(['Base price: $40.00 / hour']);
    expect(within(pricing).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Evenings18:00–22:00 · ×1.3$52.00 / hour',
      'WeekendSaturdays · ×1.2$48.00 / hour',
      'Long gamesBookings of 120 min or more · ×0.85$34.00 / hour',
      'Summer offerJun 1, 2025 to Aug 31, 2025 · ×0.9$36.00 / hour',
    ]);
  });

  it('asks for the week starting today in the field’s zone, not the visitor’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 02:30 UTC on 2 June is still the evening of 1 June in New York.
    vi.setSystemTime(new Date('2025-06-02T02:30:00Z'));
    try {
      render();
      await screen.findByRole('tablist', { name: 'Days' });
      expect(api.requests.map((request) => request.path)).toContain(`fields/${FIELD_ID}/availability?from=2025-06-01&days=7`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows each day’s slots with their status, local times and price', async () => {
    const { user } = render();
    const availability = await screen.findByRole('region', { name: 'Availability' });
    expect(availability).toHaveTextContent('Times in America/New_York');
    const days = await within(availability).findByRole('tablist', { name: 'Days' });
    expect(within(days).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sun, Jun 1', 'Mon, Jun 2', 'Tue, Jun 3', 'Wed, Jun 4', 'Thu, Jun 5', 'Fri, Jun 6', 'Sat, Jun 7',
    ]);
    expect(within(availability).getByRole('tabpanel')).toHaveTextContent('ClosedNo times to book on this day.');

    await user.click(within(days).getByRole('tab', { name: 'Mon, Jun 2' }));
    const slots = within(availability).getByRole('list', { name: 'Times on Mon, Jun 2' });
    expect(within(slots).getAllByRole('listitem').map((slot) => slot.textContent)).toEqual([
      '09:00–10:00Available$36.00',
      '10:00–11:00Booked$36.00',
      '11:00–12:00Under maintenance$36.00',
      '12:00–13:00Private event$36.00',
      '13:00–14:00Closed$36.00',
      '18:00–19:00Available$52.00',
    ]);
    // The status is spoken as a word and drawn with an icon, not told by colour alone.
    expect(within(slots).getAllByRole('listitem')[1]?.querySelector('svg')).not.toBeNull();
    const legend = within(availability).getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Available', 'Booked', 'Under maintenance', 'Closed', 'Private event',
    ]);
  });

  it('reports a failed availability call and loads it again on retry', async () => {
    api.on(`GET fields/${FIELD_ID}/availability`, fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = render();
    const availability = await screen.findByRole('region', { name: 'Availability' });
    const alert = await within(availability).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load availability');
    api.on(`GET fields/${FIELD_ID}/availability`, ok(availabilityFixture()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(availability).findByRole('tablist', { name: 'Days' })).toBeInTheDocument();
  });
});

describe('FieldDetailsPage when the field cannot be shown', () => {
  it('says the field was not found and links back to the list', async () => {
    api.on(`GET fields/${FIELD_ID}`, fail(404, 'Field not found', 'NOT_FOUND'));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Field not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Field details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to fields' })).toHaveAttribute('href', '/fields');
  });

  it('says the id is invalid when the API refuses it', async () => {
    api.on('GET fields/42', fail(400, 'Invalid field id', 'VALIDATION_ERROR'));
    render('/fields/42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Invalid field id' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to fields' })).toHaveAttribute('href', '/fields');
  });

  it('reports any other failure and loads again on retry', async () => {
    api.on(`GET fields/${FIELD_ID}`, fail(500, 'Internal error', 'SERVER_ERROR'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load field');
    api.on(`GET fields/${FIELD_ID}`, ok(fieldFixture()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' })).toBeInTheDocument();
  });
});

describe('FieldDetailsPage on /book', () => {
  it('shows the booking wizard instead of the details', async () => {
    render(`${DETAILS}/book`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Riverside Pitch' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Booking steps' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your field' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Availability' })).not.toBeInTheDocument();
  });

  it('gets there from the Book now button', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('link', { name: 'Book now' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`${DETAILS}/book`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Riverside Pitch' })).toBeInTheDocument();
  });

  it('offers no booking for an inactive field', async () => {
    api.on(`GET fields/${FIELD_ID}`, ok(fieldFixture({ status: 'inactive' })));
    render();
    await screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' });
    expect(within(screen.getByRole('list', { name: 'Field type' })).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('This field is not taking bookings at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    render(DETAILS, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' });
    expect(screen.getByRole('link', { name: 'احجز الآن' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المواصفات' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'الأوقات المتاحة' })).toHaveTextContent('الأوقات بتوقيت America/New_York');
  });
});
