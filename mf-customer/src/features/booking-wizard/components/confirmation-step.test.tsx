import { screen, within } from '@testing-library/react';
import { ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { BOOKING_ID, paidFixture, savedCardFixture } from '../testing/booking-fixtures';
import { answerHappyPath, fact, METHODS, PAY, renderWizard, stepHeading, toPaymentStep, wizardTestHooks } from '../testing/render-wizard';

const api = fakeApiForFile();
beforeEach(() => {
  answerHappyPath(api);
  api.on(METHODS, ok([savedCardFixture()]));
});
wizardTestHooks();

type User = ReturnType<typeof renderWizard>['user'];
const QR_PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
async function pay(user: User, button = 'Pay $79.89') {
  await toPaymentStep(user);
  await screen.findByRole('radio', { name: /^Visa ending in 4242/ });
  await user.click(screen.getByRole('button', { name: button }));
}

describe('BookingWizard, confirmation step', () => {
  it('shows the confirmed booking, its code, its time in the field’s zone and where to find it', async () => {
    const { user } = renderWizard(api);
    await pay(user);
    expect(await stepHeading('Booking confirmed')).toHaveFocus();
    const confirmation = screen.getByRole('region', { name: 'Booking confirmed' });
    expect(within(confirmation).getAllByRole('status')[0]).toHaveTextContent('Payment successful');
    expect(within(confirmation).getByText('Confirmation code').nextElementSibling).toHaveTextContent('7KQ2MXPA');
    expect(fact(confirmation, 'Booking number')).toBe('BK-20250602-7KQ2MX');
    expect(fact(confirmation, 'Status')).toBe('Confirmed');
    expect(fact(confirmation, 'Field')).toBe('Riverside Pitch, 12 River Road, Brooklyn');
    expect(fact(confirmation, 'Date and time')).toBe('Monday, June 2, 2025, 09:00–11:00');
    expect(fact(confirmation, 'Amount')).toBe('$79.89 paid');
    expect(confirmation).toHaveTextContent('Times in America/New_York');
    expect(confirmation).toHaveTextContent('Please arrive 15 minutes before your booking starts.');
    expect(within(confirmation).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/bookings/${BOOKING_ID}`);
    expect(within(confirmation).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
  });

  it('shows the pass with its QR code and a calendar link once the booking’s page data arrives', async () => {
    const booking = paidFixture().booking;
    const calendarUrl = `/api/v1/bookings/${BOOKING_ID}/calendar.ics?pass=${BOOKING_ID}.signature`;
    api.on(`GET /bookings/${BOOKING_ID}`, ok({ ...booking, qrCode: QR_PIXEL, calendarUrl, refundIfCancelledNow: booking.price.total }));
    const { user } = renderWizard(api);
    await pay(user);
    const confirmation = await screen.findByRole('region', { name: 'Booking confirmed' });
    expect(await within(confirmation).findByRole('img', { name: /^Your pass for booking BK-20250602-7KQ2MX/ })).toHaveAttribute('src', QR_PIXEL);
    expect(within(confirmation).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', calendarUrl);
  });

  it('says when the paid booking awaits the company’s confirmation, and that a declined one is refunded', async () => {
    api.on(PAY, ok(paidFixture({ status: 'pending' })));
    const { user } = renderWizard(api);
    await pay(user);
    const confirmation = await screen.findByRole('region', { name: 'Booking received' });
    expect(fact(confirmation, 'Status')).toBe('Awaiting confirmation by Green Park Sports');
    const outcome = within(confirmation).getAllByRole('status')[0];
    expect(outcome).toHaveTextContent('Payment successful: the booking awaits confirmation by Green Park Sports');
    expect(outcome).toHaveTextContent('Green Park Sports confirms the booking itself. If it declines the booking, your payment is refunded in full.');
    expect(confirmation).not.toHaveTextContent(/Booking confirmed|Confirmed/);
  });

  it('says a booking to pay on site is paid once the company has confirmed it', async () => {
    api.on(PAY, ok(paidFixture({ status: 'pending', method: 'cash' })));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.click(await screen.findByRole('radio', { name: /^Pay on site/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve and pay on site' }));
    const confirmation = await screen.findByRole('region', { name: 'Booking received' });
    expect(within(confirmation).getAllByRole('status')[0]).toHaveTextContent('Booking reserved: pay on site once Green Park Sports has confirmed it');
    expect(fact(confirmation, 'Status')).toBe('Awaiting confirmation by Green Park Sports');
    expect(fact(confirmation, 'Amount')).toBe('$79.89 to pay on site');
    // Nothing was paid, so nothing is said about a refund.
    expect(confirmation).not.toHaveTextContent(/refunded/);
  });

  it('tells what is left to pay on site', async () => {
    api.on(PAY, ok(paidFixture({ method: 'cash' })));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.click(await screen.findByRole('radio', { name: /^Pay on site/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve and pay on site' }));
    const confirmation = await screen.findByRole('region', { name: 'Booking confirmed' });
    expect(within(confirmation).getAllByRole('status')[0]).toHaveTextContent('Booking reserved: pay on site');
    expect(fact(confirmation, 'Amount')).toBe('$79.89 to pay on site');
  });
});
