import { screen, waitFor, within } from '@testing-library/react';
import type { BookingCancelResult, BookingDetails } from '@pitchside/shared-api/contracts/booking';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { BOOKING_ID, bookingDetailsFixture, bookingFixture } from '../../testing/booking-fixture';
import BookingDetailsPage from './booking-details-page';

const api = fakeApiForFile();
afterEach(() => vi.useRealTimers());

const GET = `GET /bookings/${BOOKING_ID}`;
const CANCEL = `POST /bookings/${BOOKING_ID}/cancel`;

function render(details: BookingDetails | null = bookingDetailsFixture(), { path = `/bookings/${BOOKING_ID}`, language }: { path?: string; language?: LanguageCode } = {}) {
  if (details) api.on(GET, ok(details));
  return renderPage(<BookingDetailsPage />, { path, route: '/bookings/:id', store: createTestStore(api.baseUrl), language });
}

const region = (name: string) => screen.getByRole('region', { name });
const terms = (section: HTMLElement) =>
  within(section).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' });

/** From now on, `GET /bookings/:id` answers the booking as the cancellation left it. */
function answerCancelled(result: BookingCancelResult) {
  api.on(GET, ok(bookingDetailsFixture({ ...result.booking, refundIfCancelledNow: 0 })));
}

const cancelledBooking = bookingFixture({
  status: 'cancelled', cancelledAt: '2030-05-25T13:15:00.000Z', cancellationReason: 'Team cannot make it',
});

describe('BookingDetailsPage', () => {
  it('shows a skeleton, then the pass: QR code, confirmation code and when to arrive', async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading booking' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByText('Booking BK-20300520-7KQ2MX · Green Park Sports')).toBeInTheDocument();

    const pass = region('Your pass');
    const qr = within(pass).getByRole('img', { name: 'QR code of booking BK-20300520-7KQ2MX at Riverside Pitch on Sun, Jun 2, 2030' });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(pass).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', expect.stringMatching(/\/calendar\.ics\?pass=/));
    expect(within(pass).getByText('Confirmation code')).toBeInTheDocument();
    expect(within(pass).getByText('K7Q2M9XA')).toBeInTheDocument();
    expect(pass).toHaveTextContent('Arrive 15 minutes before your start time.');
    expect(pass).toHaveTextContent('Confirmed');
  });

  it('gives the booking in the field’s local time and the price breakdown', async () => {
    render();
    await loaded();
    const booking = region('Booking');
    expect(booking).toHaveTextContent('Times in America/New_York');
    // 20:30 on Sunday 2 June in New York is 00:30 on Monday 3 June in UTC.
    expect(terms(booking)).toEqual([
      'Field: Riverside Pitch',
      'Address: 12 River Road, Brooklyn',
      'Operated by: Green Park Sports',
      'Date: Sunday, June 2, 2030',
      'Time: 20:30–22:00',
      'Duration: 1 h 30 min',
      'Booked by: Sam Rivera',
      'Group: Thursday Five · 10 players',
      'Notes: Bring the orange bibs',
    ]);
    expect(terms(region('Price'))).toEqual([
      'Subtotal: $60.00', 'Discount: −$6.00', 'Tax: $4.86', 'Processing fee: $1.50', 'Total: $60.36',
    ]);
  });

  it('says when and why a cancelled booking was cancelled, without a pass or a cancel button', async () => {
    render(bookingDetailsFixture({ ...cancelledBooking, refundIfCancelledNow: 0 }));
    await loaded();
    const note = screen.getByText('This booking was cancelled').closest('[role="status"]');
    expect(note).toHaveTextContent('Cancelled on May 25, 2030, 09:15.');
    expect(note).toHaveTextContent('Reason: Team cannot make it');
    expect(within(region('Your pass')).queryByRole('img')).not.toBeInTheDocument();
    expect(region('Your pass')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows until when an unpaid booking holds its slot', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-20T12:02:00.000Z'));
    render(bookingDetailsFixture({ status: 'pending', holdExpiresAt: '2030-05-20T12:10:00.000Z', refundIfCancelledNow: 0, hasReceipt: false }));
    await loaded();
    expect(region('Your pass')).toHaveTextContent('Awaiting payment');
    const hold = screen.getByRole('alert');
    expect(hold).toHaveTextContent('This time slot is held for you until May 20, 2030, 08:10.');
    expect(hold).toHaveTextContent('Payment cannot be resumed from this page');
  });

  it('states the refund before cancelling, sends the reason and shows the refund given', async () => {
    const result: BookingCancelResult = {
      booking: bookingFixture({ status: 'cancelled', cancelledAt: '2030-05-25T13:15:00.000Z', cancellationReason: 'Team cannot make it' }),
      refund: { amount: 6036, currency: 'USD', status: 'completed' },
    };
    api.on(CANCEL, () => {
      answerCancelled(result);
      return ok(result);
    });
    const { user } = render();
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription('You will be refunded $60.36; refunds reach your card in 3–5 business days.');
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Team cannot make it ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const outcome = await screen.findByText('Booking cancelled. You will be refunded $60.36; refunds reach your card in 3–5 business days.');
    expect(api.calls(CANCEL).map((request) => request.body)).toEqual([{ reason: 'Team cannot make it' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    expect(region('Your pass')).toHaveTextContent('Cancelled');
    expect(screen.getByText('Reason: Team cannot make it')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says there is no refund once free cancellation has ended, and cancels without a reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-02T12:00:00.000Z'));
    const result: BookingCancelResult = { booking: cancelledBooking, refund: null };
    api.on(CANCEL, () => {
      answerCancelled(result);
      return ok(result);
    });
    const { user } = render(bookingDetailsFixture({ refundIfCancelledNow: 0 }));
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    // The free cancellation ended 24 h before the start, on the field's clock.
    expect(dialog).toHaveAccessibleDescription('No refund: free cancellation ended on Jun 1, 2030, 20:30.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(api.calls(CANCEL).map((request) => request.body)).toEqual([{}]);
  });

  it('says nothing is refunded when nothing was paid by card (cash at the field)', async () => {
    const { user } = render(bookingDetailsFixture({ status: 'pending', holdExpiresAt: null, refundIfCancelledNow: 0, hasReceipt: false }));
    await loaded();
    expect(region('Your pass')).toHaveTextContent('Awaiting confirmation');
    expect(screen.getByText('Green Park Sports has still to confirm this booking.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Nothing was paid by card for this booking, so there is nothing to refund.');
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls(CANCEL)).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the cancellation, and reloads the booking', async () => {
    api.on(CANCEL, fail(409, 'A booking that has started can no longer be cancelled.', 'BOOKING_STARTED'));
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('A booking that has started can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A booking that has started can no longer be cancelled.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls(CANCEL)).toHaveLength(1);
    await waitFor(() => expect(api.calls(GET)).toHaveLength(2));
  });

  it('keeps the dialog open to try again when the cancellation fails', async () => {
    api.on(CANCEL, fail(503, 'Service unavailable', 'SERVICE_UNAVAILABLE'));
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cancellation failed. Please try again.');
    expect(dialog).toBeInTheDocument();
  });

  it.each([
    ['not found', 404, 'Booking not found', 'NOT_FOUND', 'Booking not found'],
    ['a malformed id', 400, 'Invalid booking id', 'VALIDATION_ERROR', 'Invalid booking link'],
  ])('says when the booking is %s and links back to my bookings', async (_case, status, message, code, title) => {
    api.on('GET /bookings/nope', fail(status, message, code));
    render(null, { path: '/bookings/nope' });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('reports a failed call and loads again on retry', async () => {
    api.on(GET, fail(500, 'Internal server error', 'INTERNAL_ERROR'));
    const { user } = render(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the booking');
    api.on(GET, ok(bookingDetailsFixture()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
  });

  it('reads right to left in Arabic, the code kept left to right', async () => {
    render(bookingDetailsFixture(), { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const pass = region('بطاقة الدخول');
    expect(pass).toHaveTextContent('رمز التأكيد');
    expect(within(pass).getByText('K7Q2M9XA')).toHaveStyle({ direction: 'ltr' });
    expect(screen.getByRole('button', { name: 'إلغاء الحجز' })).toBeInTheDocument();
  });
});
