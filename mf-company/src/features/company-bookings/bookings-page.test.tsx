import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { CompanyFieldSummary } from '@pitchside/shared-api/contracts/field';
import type { Permission, Role } from '@pitchside/shared-api/contracts/roles';
import { booking, bookingId, bookingPage } from '../../testing/bookings';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { signIn } from '../../testing/session';
import { CompanyBookingsPage } from './bookings-page';

const api = fakeApiForFile();

const FIELD_A = '00000000-0000-4000-8000-000000000f01';
const FIELD_B = '00000000-0000-4000-8000-000000000f02';
const fieldSummary = (id: string, name: string): CompanyFieldSummary => ({
  id, name, sportType: 'tennis', surfaceType: 'clay', indoor: false, capacity: 4, basePricePerHour: 4000, currency: 'USD',
  city: 'New York', country: 'USA', latitude: 40.7, longitude: -74, primaryImageUrl: null, amenities: [], companyName: 'Green Park Sports',
  publicationState: 'published', status: 'active', imageCount: 1, scheduleCount: 7, updatedAt: '2026-01-01T10:00:00.000Z',
});
const serveFields = () =>
  api.on('GET companies/fields', ok({
    fields: [fieldSummary(FIELD_A, 'Centre Court'), fieldSummary(FIELD_B, 'Court 2')],
    pagination: { page: 1, limit: 50, total: 2, totalPages: 1 }, counts: { published: 2, draft: 0, archived: 0 },
  }));
/** Answers the list with the bookings of the `status` asked for. */
const serveBookings = (byStatus: Partial<Record<string, Booking[]>>) =>
  api.on('GET companies/bookings', (request) => ok(bookingPage(byStatus[request.query.get('status') ?? ''] ?? [])));
const listRequests = () => api.calls('GET companies/bookings').map((request) => Object.fromEntries(request.query));

const render = (path = '/company/bookings', role: Role = 'COMPANY_OWNER', permissions: Permission[] = []) =>
  renderPage(<CompanyBookingsPage />, { store: signIn(createTestStore(api.baseUrl), role, permissions), path, route: '/company/bookings' });
const card = (name: string | RegExp) => screen.findByRole('listitem', { name });

const PENDING_PAID = booking(1, { status: 'pending', fullName: 'Paid Pat' });
const PENDING_HELD = booking(2, { status: 'pending', fullName: 'Held Hugo', holdExpiresAt: '2026-03-01T15:10:00.000Z' });

describe('CompanyBookingsPage list', () => {
  it('shows each booking: customer, field, local date and time, duration, group, total, status and check-in', async () => {
    serveFields();
    serveBookings({
      pending: [PENDING_PAID, PENDING_HELD],
      confirmed: [booking(3, { checkedInAt: '2026-03-14T21:52:00.000Z', groupSize: null, duration: 60, endTime: '19:00' })],
    });
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking management' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading bookings' })).toBeInTheDocument();

    const paid = await card('Paid Pat');
    expect(within(paid).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute('href', 'mailto:jane@example.com');
    expect(within(paid).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+1 555 0100');
    expect(paid).toHaveTextContent('FieldCentre Court');
    expect(paid).toHaveTextContent('WhenSat, Mar 14, 2026, 18:00–19:30 (EDT)');
    expect(paid).toHaveTextContent('Duration1 h 30 min');
    expect(paid).toHaveTextContent('Group8 players');
    expect(paid).toHaveTextContent('Total$60.00');
    expect(paid).toHaveTextContent('ReferenceBK-20260301-000001 · code ABCD2341');
    expect(paid).toHaveTextContent('PendingAwaiting confirmation');
    expect(within(paid).getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm', 'Decline', 'Cancel booking']);

    // The hold's end on the field's clock (15:10 UTC is 10:10 in New York); no confirmation before payment.
    const held = await card('Held Hugo');
    expect(held).toHaveTextContent('Awaiting payment (held until 10:10)');
    expect(within(held).getAllByRole('button').map((button) => button.textContent)).toEqual(['Decline', 'Cancel booking']);

    await user.click(screen.getByRole('tab', { name: 'Confirmed' }));
    const confirmed = await card('Jane Doe');
    expect(confirmed).toHaveTextContent('ConfirmedChecked in at 17:52');
    expect(confirmed).toHaveTextContent('Duration1 h');
    expect(confirmed).not.toHaveTextContent('Group');
    expect(within(confirmed).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel booking']);
    expect(listRequests()).toEqual([
      { status: 'pending', page: '1', limit: '10' },
      { status: 'confirmed', page: '1', limit: '10' },
    ]);
  });

  it('reads the filters from the URL and sends them with the request', async () => {
    serveFields();
    serveBookings({ confirmed: [booking(1)] });
    render(`/company/bookings?status=confirmed&field=${FIELD_B}&date=2026-03-14&q=ABCD&page=2`);
    await card('Jane Doe');
    expect(listRequests()[0]).toEqual({ status: 'confirmed', fieldId: FIELD_B, date: '2026-03-14', search: 'ABCD', page: '2', limit: '10' });
    expect(screen.getByRole('tab', { name: 'Confirmed', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('ABCD');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-03-14');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Field' })).toHaveDisplayValue('Court 2'));
    expect(Object.fromEntries(api.calls('GET companies/fields')[0]!.query)).toEqual({ state: 'published', limit: '50' });
  });

  it('filters by field, date and text, back to page 1; clearing the filters lists everything again', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_PAID] });
    const { user } = render('/company/bookings?page=3');
    await card('Paid Pat');
    const field = screen.getByRole('combobox', { name: 'Field' });
    await waitFor(() => expect(field).toBeEnabled());
    expect(within(field).getAllByRole('option').map((option) => option.textContent)).toEqual(['All fields', 'Centre Court', 'Court 2']);

    await user.selectOptions(field, 'Court 2');
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ status: 'pending', fieldId: FIELD_B, page: '1', limit: '10' }));
    await user.type(screen.getByLabelText(/^Date/), '2026-03-14');
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ fieldId: FIELD_B, date: '2026-03-14' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'jane@example.com');
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ fieldId: FIELD_B, date: '2026-03-14', search: 'jane@example.com' }));
    // Typing sends one search once the typing pauses, not one per key.
    expect(listRequests().filter((query) => query.search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ status: 'pending', page: '1', limit: '10' }));
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, and when a tab is empty', async () => {
    serveFields();
    serveBookings({});
    const { user } = render('/company/bookings?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No bookings match these filters' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No pending bookings' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByRole('heading', { name: 'No cancelled bookings' })).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    serveFields();
    api.on('GET companies/bookings', (request) => {
      const page = Number(request.query.get('page'));
      return ok(bookingPage([booking(page, { fullName: `Customer ${page}` })], { page, limit: 10, total: 12, totalPages: 2 }));
    });
    const { user } = render();
    await card('Customer 1');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await card('Customer 2')).toBeInTheDocument();
    expect(listRequests().at(-1)).toMatchObject({ page: '2' });
  });

  it('shows the load error with a retry', async () => {
    serveFields();
    api.on('GET companies/bookings', fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = render();
    const alert = (await screen.findByText('Failed to load bookings')).closest('[role="alert"]') as HTMLElement;
    serveBookings({ pending: [PENDING_PAID] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Paid Pat')).toBeInTheDocument();
  });

  it('shows Arabic texts', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_PAID] });
    renderPage(<CompanyBookingsPage />, {
      store: signIn(createTestStore(api.baseUrl), 'COMPANY_OWNER'), path: '/company/bookings', route: '/company/bookings', language: 'ar',
    });
    const paid = await card('Paid Pat');
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' })).toBeInTheDocument();
    expect(paid).toHaveTextContent('بانتظار التأكيد');
    expect(within(paid).getByRole('button', { name: /^تأكيد الحجز/ })).toHaveTextContent('تأكيد');
  });
});

describe('CompanyBookingsPage permissions', () => {
  it('tells an employee without MANAGE_RESERVATIONS they have no permission, and loads nothing', () => {
    render('/company/bookings', 'EMPLOYEE', ['SCAN_QR_CODES']);
    expect(screen.getByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('lets a receptionist manage bookings, without the field filter they may not load', async () => {
    serveBookings({ pending: [PENDING_PAID] });
    render('/company/bookings', 'EMPLOYEE', ['MANAGE_RESERVATIONS']);
    const paid = await card('Paid Pat');
    expect(within(paid).getByRole('button', { name: 'Confirm booking BK-20260301-000001 of Paid Pat' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Field' })).not.toBeInTheDocument();
    expect(api.calls('GET companies/fields')).toHaveLength(0);
  });

  it('says so when the API refuses the list', async () => {
    api.on('GET companies/bookings', fail(403, 'Forbidden', 'FORBIDDEN'));
    render('/company/bookings', 'EMPLOYEE', ['MANAGE_RESERVATIONS']);
    expect(await screen.findByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument();
  });
});

describe('CompanyBookingsPage actions', () => {
  const openDialog = async (user: ReturnType<typeof render>['user'], name: string, action: RegExp) => {
    await user.click(within(await card(name)).getByRole('button', { name: action }));
    return screen.findByRole('alertdialog');
  };

  it('confirms a paid pending booking with a note, toasts the outcome and reloads the list', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_PAID] });
    api.on(`PATCH companies/bookings/${bookingId(1)}/confirm`, ok({ ...PENDING_PAID, status: 'confirmed', confirmationNote: 'See you' }));
    const { user } = render();
    const dialog = await openDialog(user, 'Paid Pat', /^Confirm booking/);
    expect(dialog).toHaveAccessibleName('Confirm booking BK-20260301-000001?');
    expect(dialog).toHaveAccessibleDescription('Paid Pat is told that the booking is confirmed.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the customer' }), '  See you  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(api.calls(`PATCH companies/bookings/${bookingId(1)}/confirm`).map((request) => request.body)).toEqual([{ note: 'See you' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it('keeps the dialog open with the server text when the booking still waits for payment', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_PAID] });
    api.on(`PATCH companies/bookings/${bookingId(1)}/confirm`, fail(409, 'Payment is required to confirm this booking.', 'PAYMENT_REQUIRED'));
    const { user } = render();
    const dialog = await openDialog(user, 'Paid Pat', /^Confirm booking/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment is required to confirm this booking.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(api.calls(`PATCH companies/bookings/${bookingId(1)}/confirm`)[0]?.body).toEqual({});
    // The list was out of date: it is fetched again, once.
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(listRequests()).toHaveLength(2);
  });

  it('keeps the list as it is when the action fails for a reason that changed nothing (a server error)', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_PAID] });
    api.on(`PATCH companies/bookings/${bookingId(1)}/confirm`, fail(500, 'Internal server error', 'INTERNAL_ERROR'));
    const { user } = render();
    const dialog = await openDialog(user, 'Paid Pat', /^Confirm booking/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(listRequests()).toHaveLength(1);
  });

  it('declines a pending booking with a reason; says the customer is fully refunded and how much', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_HELD] });
    api.on(`PATCH companies/bookings/${bookingId(2)}/decline`, ok({
      booking: { ...PENDING_HELD, status: 'cancelled', cancellationReason: 'Pitch flooded' },
      refund: { amount: 6000, currency: 'USD', status: 'completed' },
    }));
    const { user } = render();
    const dialog = await openDialog(user, 'Held Hugo', /^Decline booking/);
    expect(dialog).toHaveAccessibleName('Decline booking BK-20260301-000002?');
    expect(dialog).toHaveAccessibleDescription('The booking of Held Hugo is cancelled and the customer is fully refunded.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Pitch flooded');
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Booking declined and refunded · $60.00 refunded to the customer')).toBeInTheDocument();
    expect(api.calls(`PATCH companies/bookings/${bookingId(2)}/decline`)[0]?.body).toEqual({ reason: 'Pitch flooded' });
  });

  it('cancels a confirmed booking; keeping it sends nothing', async () => {
    serveFields();
    const confirmed = booking(3, { fullName: 'Cora Confirmed' });
    serveBookings({ confirmed: [confirmed] });
    api.on(`PATCH companies/bookings/${bookingId(3)}/cancel`, ok({ booking: { ...confirmed, status: 'cancelled' }, refund: null }));
    const { user } = render('/company/bookings?status=confirmed');

    let dialog = await openDialog(user, 'Cora Confirmed', /^Cancel booking/);
    expect(dialog).toHaveAccessibleName('Cancel booking BK-20260301-000003?');
    expect(dialog).toHaveAccessibleDescription('The booking of Cora Confirmed is cancelled and the customer is fully refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    dialog = await openDialog(user, 'Cora Confirmed', /^Cancel booking/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(api.calls(`PATCH companies/bookings/${bookingId(3)}/cancel`)[0]?.body).toEqual({});
  });

  it('words a refund that failed as an error', async () => {
    serveFields();
    const confirmed = booking(3, { fullName: 'Cora Confirmed' });
    serveBookings({ confirmed: [confirmed] });
    api.on(`PATCH companies/bookings/${bookingId(3)}/cancel`, ok({
      booking: { ...confirmed, status: 'cancelled' }, refund: { amount: 6000, currency: 'USD', status: 'failed' },
    }));
    const { user } = render('/company/bookings?status=confirmed');
    const dialog = await openDialog(user, 'Cora Confirmed', /^Cancel booking/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('The refund of $60.00 could not be made. Check it in Payments.')).toBeInTheDocument();
  });

  it('says when the booking changed meanwhile', async () => {
    serveFields();
    serveBookings({ pending: [PENDING_PAID] });
    api.on(`PATCH companies/bookings/${bookingId(1)}/decline`, fail(409, "This change is not possible in the booking's current state", 'INVALID_BOOKING_STATE'));
    const { user } = render('/company/bookings', 'COMPANY_OWNER');
    const dialog = await openDialog(user, 'Paid Pat', /^Decline booking/);
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This change is not possible in the booking's current state");
  });
});
