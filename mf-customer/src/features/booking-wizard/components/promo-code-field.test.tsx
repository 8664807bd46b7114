import { screen, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import ar from '../../../locales/field-details/ar.json';
import { createTestStore, renderPage } from '../../../testing/render-page';
import { useServerText } from '../hooks/use-server-text';
import { bookingPolicyFixture, holdFixture, paidFixture } from '../testing/booking-fixtures';
import { PaymentStep } from './payment-step';
import {
  answerHappyPath, fact, PAY, PROMO, PROMO_REMOVE, renderWizard, stepHeading, toPaymentStep, wizardTestHooks,
} from '../testing/render-wizard';

const api = fakeApiForFile();
beforeEach(() => {
  answerHappyPath(api);
});
wizardTestHooks();

/** The hold with WELCOME10: 72.00 − 10 % = 64.80, tax 5.75, fee 1.50. */
const discounted = (overrides: Partial<Booking> = {}) => holdFixture({
  promoCode: 'WELCOME10', price: { subtotal: 7200, discount: 720, tax: 575, processingFee: 150, total: 7205 }, ...overrides,
});
const codeBox = () => screen.getByRole('textbox', { name: /^Promo code/ });
const payment = () => screen.getByRole('region', { name: 'Payment' });

describe('BookingWizard, promo code at the payment step', () => {
  it('applies a code to the hold: the discount line, the lower total and the pay button follow the server', async () => {
    api.on(PROMO, ok(discounted()));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    expect(fact(payment(), 'Discount')).toBe('$0.00');
    await user.type(codeBox(), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 applied')).toBeInTheDocument();
    expect(api.calls(PROMO)[0]?.body).toEqual({ promoCode: 'welcome10' });
    expect(fact(payment(), 'Discount (WELCOME10)')).toBe('−$7.20');
    expect(fact(payment(), 'Tax')).toBe('$5.75');
    expect(fact(payment(), 'Total')).toBe('$72.05');
    expect(screen.getByRole('button', { name: 'Pay $72.05' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Promo code/ })).not.toBeInTheDocument();
  });

  it('says why a code is refused, in words, under the input; the price stays', async () => {
    api.on(PROMO, [
      fail(422, 'This code needs at least 3 hours.', 'PROMO_MIN_HOURS', { details: { minHours: 3 } }),
      fail(422, 'You have already used this promo code as many times as it allows.', 'PROMO_USED_UP', { details: { limit: 'customer' } }),
    ]);
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(codeBox()).toHaveAccessibleDescription(/Enter a promo code/);
    expect(api.calls(PROMO)).toHaveLength(0);

    await user.type(codeBox(), 'LONGGAME');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code needs at least 3 hours.')).toBeInTheDocument();
    expect(codeBox()).toHaveAccessibleDescription(/This code needs at least 3 hours\./);
    expect(fact(payment(), 'Total')).toBe('$79.89');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already used this promo code as many times as it allows.')).toBeInTheDocument();
  });

  it('takes the code off again: full price, and the input back', async () => {
    api.on(PROMO, ok(discounted()));
    api.on(PROMO_REMOVE, ok(holdFixture()));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.type(codeBox(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove code' }));
    expect(await screen.findByRole('textbox', { name: /^Promo code/ })).toHaveValue('');
    expect(api.calls(PROMO_REMOVE)).toHaveLength(1);
    expect(fact(payment(), 'Discount')).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Pay $79.89' })).toBeInTheDocument();
  });

  it('sends the customer back to choose a time when the hold lapsed before the code was applied', async () => {
    api.on(PROMO, fail(409, 'Your reservation of this slot has expired. Please choose a time again.', 'HOLD_EXPIRED'));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.type(codeBox(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await stepHeading('Choose a time')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Your reservation of this slot has expired. Please choose a time again.');
  });

  it('shows the discount on the confirmation', async () => {
    api.on(PROMO, ok(discounted()));
    const paid = paidFixture();
    api.on(PAY, ok({ ...paid, booking: discounted({ status: 'confirmed', holdExpiresAt: null }), payment: { ...paid.payment, amount: 7205 } }));
    const { user } = renderWizard(api);
    await toPaymentStep(user);
    await user.type(codeBox(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Code WELCOME10 applied');
    await user.click(await screen.findByRole('radio', { name: /^Pay on site/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve and pay on site' }));
    const confirmation = await stepHeading('Booking confirmed');
    const region = confirmation.closest('section')!;
    expect(within(region).getByText('Discount', { selector: 'dt' }).nextElementSibling).toHaveTextContent('−$7.20 (code WELCOME10)');
  });
});

describe('BookingWizard, promo code in Arabic', () => {
  /** The payment step alone, as the wizard shows it for the hold. */
  function ArabicPayment() {
    const text = useServerText({ slotMinutes: 60, capacity: 22, maxMinutes: 180 });
    return (
      <PaymentStep hold={holdFixture()} policy={bookingPolicyFixture()} text={text} releasing={false}
        onBack={() => undefined} onPaid={() => undefined} onRepriced={() => undefined} onExpired={() => undefined} />
    );
  }

  it('gives the refusal in the reader’s language, whatever the server’s English', async () => {
    api.on(PROMO, fail(422, 'This code needs at least 2 hours.', 'PROMO_MIN_HOURS', { details: { minHours: 2 } }));
    const { user } = renderPage(<ArabicPayment />, { store: createTestStore(api.baseUrl), language: 'ar' });
    const box = screen.getByRole('textbox', { name: new RegExp(`^${ar.booking.promo.label}`) });
    await user.type(box, 'LONGGAME');
    await user.click(screen.getByRole('button', { name: ar.booking.promo.apply }));
    expect(await screen.findByText(ar.booking.promo.errors.minHours_two)).toBeInTheDocument();
    expect(screen.queryByText('This code needs at least 2 hours.')).not.toBeInTheDocument();
  });
});
