import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { bookingPolicyFixture, fieldFixture, NOW, paidFixture, savedCardFixture } from '../testing/booking-fixtures';
import {
  answerHappyPath, AVAILABILITY, fact, HOLD, METHODS, PAY, RELEASE, renderWizard, stepHeading, toPaymentStep, wizardTestHooks,
} from '../testing/render-wizard';

const api = fakeApiForFile();
beforeEach(() => {
  answerHappyPath(api);
});
wizardTestHooks();

const at = (minutes: number, seconds = 0) => new Date(NOW.getTime() + (minutes * 60 + seconds) * 1000);
/**
 * The countdown's interval on a fake clock too, for the tests that move it: `tickAt(time)` makes its next
 * second fall at `time` instead of waiting for it in real time. `realCountdown()` gives intervals back
 * (Testing Library's waits poll with one) before the hooks wait for the calls made on leaving.
 */
const fakeCountdown = () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
};
const realCountdown = () => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};
const tickAt = (time: Date) => act(() => {
  vi.setSystemTime(time.getTime() - 1000);
  vi.advanceTimersByTime(1000);
});
const payButton = () => screen.getByRole('button', { name: 'Pay $79.89' });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const keyOf = (i: number) => api.calls(PAY)[i]?.headers['idempotency-key'];
const withPolicy = (policy: Parameters<typeof bookingPolicyFixture>[0]) => ({ field: fieldFixture({ bookingPolicy: bookingPolicyFixture(policy) }) });
/** The booking policy note of the payment step. */
const policyNote = () => screen.getByText('Booking policy').closest<HTMLElement>('[role="status"]');

type User = ReturnType<typeof renderWizard>['user'];
async function typeCard(user: User, number: string) {
  await user.clear(textbox(/^Card number/));
  await user.type(textbox(/^Card number/), number);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Expiry month/ }), '12');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Expiry year/ }), '2030');
  await user.clear(textbox(/^Security code/));
  await user.type(textbox(/^Security code/), '123');
}

describe('BookingWizard, payment step', () => {
  it('shows the price as the server made it and the time left on the hold', async () => {
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(fact(payment, 'Subtotal')).toBe('$72.00');
    expect(fact(payment, 'Discount')).toBe('$0.00');
    expect(fact(payment, 'Tax')).toBe('$6.39');
    expect(fact(payment, 'Processing fee')).toBe('$1.50');
    expect(fact(payment, 'Total')).toBe('$79.89');
    expect(screen.getByText('Riverside Pitch · Mon, Jun 2, 09:00–11:00')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Test cards' });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('4242 4242 4242 4242Payment succeeds');
    expect(within(cards).getAllByRole('listitem')[2]).toHaveTextContent('4000 0000 0000 0002Card declined');
  });

  it('counts down and tells screen readers at 5 and 1 minutes only', async () => {
    fakeCountdown();
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    const announcer = () => screen.getByRole('timer').nextElementSibling;
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent(/^$/);
    await tickAt(at(4, 1));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('05:59'));
    expect(announcer()).toHaveTextContent(/^$/);
    await tickAt(at(5));
    await waitFor(() => expect(announcer()).toHaveTextContent('5 minutes left to complete your payment.'));
    await tickAt(at(8, 30));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('01:30'));
    expect(announcer()).toHaveTextContent('5 minutes left to complete your payment.');
    await tickAt(at(9));
    await waitFor(() => expect(announcer()).toHaveTextContent('1 minute left to complete your payment.'));
    realCountdown();
  });

  it('pays with the default saved card', async () => {
    api.on(METHODS, ok([savedCardFixture({ id: '00000000-0000-4000-8000-000000000801', last4: '1111', isDefault: false }), savedCardFixture()]));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(await within(methods).findByRole('radio', { name: /^Visa ending in 4242/ })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: /^Visa ending in 1111/ })).not.toBeChecked();
    expect(within(methods).getByRole('radio', { name: /^Visa ending in 4242/ })).toHaveAccessibleName('Visa ending in 4242 Expires 04/2028 Default');
    await user.click(payButton());
    await stepHeading('Booking confirmed');
    expect(api.calls(PAY)[0]?.body).toEqual({ paymentMethodId: savedCardFixture().id });
    expect(keyOf(0)).toBeTruthy();
  });

  it('takes a new card, its number grouped by four, checked before it is sent', async () => {
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    expect(await screen.findByRole('radio', { name: 'New card' })).toBeChecked();
    await user.click(payButton());
    expect(await screen.findByText('Enter the card number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Expiry month/ })).toHaveAccessibleDescription('Error: Invalid expiry month');
    expect(textbox(/^Security code/)).toHaveAccessibleDescription('Error: Enter the 3 or 4 digits of the security code');
    expect(textbox(/^Cardholder name/)).toHaveValue('Sam Player');
    expect(api.calls(PAY)).toHaveLength(0);

    await typeCard(user, '4242424242424242');
    expect(textbox(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(payButton());
    await stepHeading('Booking confirmed');
    expect(api.calls(PAY)[0]?.body).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Sam Player' }, saveCard: true,
    });
  });

  it('shows a refused card’s text under the form, keeps the hold, and tries another card as a new attempt', async () => {
    api.on(PAY, [fail(402, 'Your card was declined. Please use another card.', 'CARD_DECLINED'), ok(paidFixture())]);
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await screen.findByRole('radio', { name: 'New card' });
    await typeCard(user, '4000000000000002');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Please use another card.');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await typeCard(user, '4242424242424242');
    await user.click(payButton());
    await stepHeading('Booking confirmed');
    expect(api.calls(PAY)).toHaveLength(2);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('sends the same payment again with the same key when no answer came', async () => {
    const unavailable = fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE');
    api.on(METHODS, ok([savedCardFixture()]));
    api.on(PAY, [unavailable, unavailable, ok(paidFixture())]);
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await screen.findByRole('radio', { name: /^Visa ending in 4242/ });
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    await user.click(payButton());
    await stepHeading('Booking confirmed');
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
  });

  it('sends the customer back to choose a time when the countdown reaches zero', async () => {
    fakeCountdown();
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('10:00'));
    const availabilityCalls = api.calls(AVAILABILITY).length;
    await tickAt(at(10));
    realCountdown();
    expect(await stepHeading('Choose a time')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Your reservation of this slot has expired. Please choose a time again.');
    // Fresh availability: the slots may have been taken meanwhile.
    await waitFor(() => expect(api.calls(AVAILABILITY).length).toBeGreaterThan(availabilityCalls));
    expect(api.calls(PAY)).toHaveLength(0);
  });

  it('sends the customer back to choose a time when the server says the hold expired', async () => {
    api.on(PAY, fail(409, 'Your reservation of this slot has expired. Please choose a time again.', 'HOLD_EXPIRED'));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await screen.findByRole('radio', { name: 'New card' });
    await typeCard(user, '4242424242424242');
    await user.click(payButton());
    expect(await stepHeading('Choose a time')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Your reservation of this slot has expired. Please choose a time again.');
  });

  it('does not offer payment on site when the field’s company does not take it', async () => {
    const { user } = renderWizard(api, withPolicy({ payOnSite: false }));
    await toPaymentStep(user);
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(await within(methods).findByRole('radio', { name: 'New card' })).toBeChecked();
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).queryByRole('radio', { name: /^Pay on site/ })).not.toBeInTheDocument();
  });

  it('tells the cancellation policy before paying, and says nothing of a confirmation the company does not ask for', async () => {
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    expect(policyNote()).toHaveTextContent('Free cancellation until 24 hours before the start. After that, cancellations are not refunded.');
    expect(policyNote()).not.toHaveTextContent(/confirms/);
  });

  it('says, when the company confirms bookings itself, that the booking waits for it and a declined one is refunded', async () => {
    const { user } = renderWizard(api, withPolicy({ requiresConfirmation: true, freeCancellationHours: 48, lateRefundPercent: 50 }));
    await toPaymentStep(user);
    const note = policyNote();
    expect(note).toHaveTextContent('Green Park Sports confirms each booking itself: yours stays pending until it does. A declined booking is refunded in full.');
    expect(note).toHaveTextContent('Free cancellation until 48 hours before the start. After that, cancellations are refunded at 50%.');
  });

  it('says cancelling is free until the start when the company refunds in full up to then', async () => {
    const { user } = renderWizard(api, withPolicy({ freeCancellationHours: 0 }));
    await toPaymentStep(user);
    expect(policyNote()).toHaveTextContent(/^Booking policyFree cancellation until the booking starts\.$/);
  });

  it('offers payment on site when the company takes it, until the server says the field does not', async () => {
    api.on(PAY, [fail(422, 'This field does not accept payment on site.', 'CASH_NOT_ACCEPTED'), ok(paidFixture({ method: 'cash' }))]);
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.click(await screen.findByRole('radio', { name: /^Pay on site/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve and pay on site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field does not accept payment on site.');
    expect(api.calls(PAY)[0]?.body).toEqual({ method: 'cash' });
    expect(screen.queryByRole('radio', { name: /^Pay on site/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New card' })).toBeChecked();
  });

  it('gives the slots back when the customer goes back; continuing again is a new hold', async () => {
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Your details')).toHaveFocus();
    expect(api.calls(RELEASE)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await stepHeading('Payment');
    const holds = api.calls(HOLD);
    expect(holds).toHaveLength(2);
    expect(holds[1]?.body).toEqual(holds[0]?.body);
    expect(holds[1]?.headers['idempotency-key']).not.toBe(holds[0]?.headers['idempotency-key']);
  });

  it('gives the slots back when the customer leaves the page while holding them', async () => {
    const { user, unmount } = renderWizard(api);
    await toPaymentStep(user);
    unmount();
    await waitFor(() => expect(api.calls(RELEASE)).toHaveLength(1));
  });

  it('does not cancel a paid booking when the customer leaves the confirmation', async () => {
    const { user, unmount } = renderWizard(api);
    await toPaymentStep(user);
    await screen.findByRole('radio', { name: 'New card' });
    await typeCard(user, '4242424242424242');
    await user.click(payButton());
    await stepHeading('Booking confirmed');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls(RELEASE)).toHaveLength(0);
  });
});
