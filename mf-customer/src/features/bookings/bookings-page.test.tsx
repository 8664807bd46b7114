import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import { fail, ok, fakeApiForFile, type ReceivedRequest } from '@pitchside/shared-api/client/testing/fake-api';
import { BOOKING_ID, bookingFixture, bookingId, bookingList } from '../../testing/booking-fixture';
import { currentSearch, renderBookings } from './testing/render-bookings';

const api = fakeApiForFile();
beforeEach(() => {
  api.on('GET /bookings', ok(bookingList([])));
});

const LIST = 'GET /bookings';
const queries = () => api.calls(LIST).map((request) => request.query.toString());
const lastQuery = () => api.calls(LIST).at(-1)?.query.toString();
const results = () => screen.getByRole('tabpanel');
/** The bookings of the list (each holds a list of its own facts). */
const rows = () => {
  const [list] = within(results()).getAllByRole('list');
  return list ? within(list).getAllByRole('listitem').filter((item) => item.parentElement === list) : [];
};

/** Four bookings, one of each state the player can see. */
function fourBookings(): Booking[] {
  return [
    bookingFixture(),
    bookingFixture({
      id: bookingId(), status: 'pending', holdExpiresAt: '2030-05-20T12:10:00.000Z', confirmationCode: 'HOLD2345',
      field: { ...bookingFixture().field, name: 'Hill Park', city: 'Queens' }, date: '2030-06-05', startTime: '09:00', endTime: '10:00',
      start: '2030-06-05T13:00:00.000Z', end: '2030-06-05T14:00:00.000Z', duration: 60, currency: 'EUR',
      price: { subtotal: 4000, discount: 0, tax: 0, processingFee: 0, total: 4000 },
    }),
    bookingFixture({ id: bookingId(), status: 'pending', holdExpiresAt: null, confirmationCode: 'WAIT2345', duration: 30, endTime: '21:00' }),
    bookingFixture({ id: bookingId(), status: 'cancelled', confirmationCode: 'GONE2345', duration: 120, endTime: '22:30' }),
  ];
}

describe('BookingsPage', () => {
  it('opens on the first page of upcoming bookings, with a skeleton while they load', async () => {
    api.on(LIST, { ...ok(bookingList([])), delay: 300 });
    renderBookings(api);
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveAttribute('placeholder', 'Field name, confirmation code or notes');
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading bookings' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(queries()).toEqual(['tab=upcoming&page=1&limit=10']);
    expect(screen.getByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');
    expect(currentSearch().toString()).toBe('');
  });

  it('shows each booking with its field, local date and time, duration, status, total and code', async () => {
    api.on(LIST, ok(bookingList(fourBookings())));
    renderBookings(api);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByText('4 bookings')).toBeInTheDocument();

    const [confirmed, awaitingPayment, awaitingConfirmation, cancelled] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // 20:30 on Sunday 2 June in New York, whatever the zone of the machine (it is 00:30 on 3 June in UTC).
    const link = within(confirmed).getByRole('link', { name: 'Riverside Pitch, Sun, Jun 2, 2030, 20:30–22:00' });
    expect(link).toHaveAttribute('href', `/bookings/${BOOKING_ID}`);
    expect(within(confirmed).getByRole('list', { name: 'Where and when' })).toHaveTextContent(/Brooklyn.*Sun, Jun 2, 2030.*20:30–22:00 · 1 h 30 min/);
    expect(confirmed).toHaveTextContent('Confirmed');
    expect(confirmed).toHaveTextContent('Total $60.36');
    expect(confirmed).toHaveTextContent('Code K7Q2M9XA');

    expect(awaitingPayment).toHaveTextContent(/Hill Park.*Awaiting payment/);
    expect(awaitingPayment).toHaveTextContent(/Queens.*Wed, Jun 5, 2030.*09:00–10:00 · 1 h/);
    expect(awaitingPayment).toHaveTextContent('€40.00');
    expect(awaitingConfirmation).toHaveTextContent('Awaiting confirmation');
    expect(awaitingConfirmation).toHaveTextContent('20:30–21:00 · 30 min');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveTextContent('2 h');
  });

  it('asks each tab for its own list, keeps the tab in the URL and says what an empty tab means', async () => {
    const { user } = renderBookings(api);
    await screen.findByRole('heading', { name: 'No upcoming bookings' });

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await within(results()).findByRole('heading', { name: 'No past bookings' })).toBeInTheDocument();
    expect(lastQuery()).toBe('tab=past&page=1&limit=10');
    expect(currentSearch().get('tab')).toBe('past');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await within(results()).findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(lastQuery()).toBe('tab=all&page=1&limit=10');
    expect(within(results()).getByRole('link', { name: 'Find a field' })).toHaveAttribute('href', '/fields');

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await within(results()).findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(currentSearch().has('tab')).toBe(false);
  });

  it('searches once typing pauses, keeps the search in the URL and offers to clear a search without results', async () => {
    api.on(LIST, ({ query }: ReceivedRequest) => ok(bookingList(query.has('search') ? [] : [bookingFixture()])));
    const { user } = renderBookings(api, '/bookings?tab=all');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'K7Q2 ');
    expect(await screen.findByRole('heading', { name: 'No bookings match “K7Q2”' })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(queries()).toEqual(['tab=all&page=1&limit=10', 'tab=all&search=K7Q2&page=1&limit=10']);
    expect(currentSearch().toString()).toBe('tab=all&search=K7Q2');
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('K7Q2 ');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('');
    expect(currentSearch().toString()).toBe('tab=all');
  });

  it('restores the tab, search and page from the URL on reload', async () => {
    api.on(LIST, ok(bookingList([bookingFixture()], { page: 2, total: 11 })));
    renderBookings(api, '/bookings?tab=past&search=river&page=2');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(queries()).toEqual(['tab=past&search=river&page=2&limit=10']);
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('river');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('pages through the results and keeps the page in the URL', async () => {
    api.on(LIST, ({ query }: ReceivedRequest) => {
      const page = Number(query.get('page'));
      return ok(bookingList([bookingFixture({ id: bookingId(), field: { ...bookingFixture().field, name: `Pitch of page ${page}` } })], { page, total: 25 }));
    });
    const { user } = renderBookings(api);
    expect(await screen.findByRole('link', { name: /^Pitch of page 1/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of bookings' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages).toHaveTextContent('Page 1 of 3');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /^Pitch of page 2/ })).toBeInTheDocument();
    expect(lastQuery()).toBe('tab=upcoming&page=2&limit=10');
    expect(currentSearch().get('page')).toBe('2');
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming bookings' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(lastQuery()).toBe('tab=past&page=1&limit=10'));
    expect(currentSearch().has('page')).toBe(false);
  });

  it('moves a page past the end of the list to the last page', async () => {
    api.on(LIST, ({ query }: ReceivedRequest) => ok(bookingList(query.get('page') === '2' ? [bookingFixture()] : [], { page: Number(query.get('page')), total: 12 })));
    renderBookings(api, '/bookings?page=7');
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('reports a failed call and loads again on retry', async () => {
    api.on(LIST, fail(500, 'Internal server error', 'INTERNAL_ERROR'));
    const { user } = renderBookings(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bookings');

    api.on(LIST, ok(bookingList([bookingFixture()])));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads and moves between tabs in the reading direction in Arabic', async () => {
    api.on(LIST, ok(bookingList([bookingFixture()])));
    const { user } = renderBookings(api, '/bookings', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('مؤكَّد');
    expect(screen.getByText('حجز واحد')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'القادمة' }));
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'السابقة', selected: true })).toHaveFocus();
    await waitFor(() => expect(lastQuery()).toBe('tab=past&page=1&limit=10'));
  });
});
